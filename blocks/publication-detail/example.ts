import type { PublicationDetailBlock } from '../../schemas/blocks.gen'

export const publicationDetailExample: PublicationDetailBlock = {
  name: 'Digital Enterprise Quarterly, Spring 2025',
  cover: '/demo-assets/journal-2.svg',
  introduction: 'Interviews with CIOs of manufacturers and retailers on their first year with AI planning.',
  jump: { jumpContentType: 'URL', buttonTitle: 'Read online', buttonLink: '/periodical' },
}
