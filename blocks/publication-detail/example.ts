import type { PublicationDetailBlock } from '../../schemas/blocks.gen'

export const publicationDetailExample: PublicationDetailBlock = {
  name: 'CloudLead Horizons, Issue 3 2026',
  cover: '/demo-assets/art/cover-902-en.webp',
  introduction: 'This issue: the AI-native enterprise and how it reshapes organisation, process and talent.',
  jump: { jumpContentType: 'URL', buttonTitle: 'Read online', buttonLink: '/periodical' },
  html: '<h3>Contents</h3><ol><li>Trends and insight</li><li>Methods and roadmap</li><li>Reference practice</li></ol>',
  more: {
    title: 'More issues',
    items: [
      {
        id: 2,
        name: 'CloudLead Horizons, Issue 2 2026',
        cover: '/demo-assets/art/cover-904-en.webp',
        href: '/periodical/2',
      },
      {
        id: 3,
        name: 'CloudLead Horizons, Issue 1 2026',
        cover: '/demo-assets/art/cover-906-en.webp',
        href: '/periodical/3',
      },
    ],
  },
}
