import type { PublicationDetailBlock } from '../../schemas/blocks.gen'

export const publicationDetailExample: PublicationDetailBlock = {
  name: 'CloudLead Horizons, Issue 3 2026',
  cover: '/demo-assets/art/cover-902-en.svg',
  introduction: 'This issue: the AI-native enterprise and how it reshapes organisation, process and talent.',
  jump: { jumpContentType: 'URL', buttonTitle: 'Read online', buttonLink: '/periodical' },
}
