import type { SolutionCarouselBlock } from '../../schemas/blocks.gen'

export const solutionCarouselExample: SolutionCarouselBlock = {
  title: 'Industry solutions',
  desc: 'Proven blueprints for the industries we know best.',
  slides: [
    {
      id: 1,
      title: 'Manufacturing',
      desc: 'From order to delivery: planning, MES and quality on one data model.',
      image: '/demo-assets/art/screen-solution-101-en.webp',
      href: '/solution#0',
    },
    {
      id: 2,
      title: 'Retail',
      desc: 'Unified commerce, membership and store operations.',
      image: '/demo-assets/art/screen-solution-102-en.webp',
      jump: { jumpContentType: 'URL', buttonTitle: 'Retail solutions', buttonLink: '/solution#1' },
    },
  ],
}
