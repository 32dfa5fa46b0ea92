import type { ActivityReviewsBlock } from '../../schemas/blocks.gen'

export const activityReviewsExample: ActivityReviewsBlock = {
  section: { anchor: 'activity-reviews', title: 'Highlights' },
  reviews: [
    {
      id: 1,
      title: 'Main forum replay',
      desc: 'Every keynote.',
      image: '/demo-assets/art/media-71150.svg',
      playType: 'URL',
      jump: { jumpContentType: 'URL', buttonTitle: 'Watch replay', buttonLink: '/media' },
    },
    {
      id: 2,
      title: 'Breakout sessions',
      desc: 'Register to watch.',
      image: '/demo-assets/art/media-71151.svg',
      playType: 'URL',
      jump: { jumpContentType: 'FORM', buttonTitle: 'Register to watch', buttonLink: '/media', formBOId: 1005 },
    },
  ],
}
