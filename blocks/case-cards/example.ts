import type { CaseCardsBlock } from '../../schemas/blocks.gen'

const card = (id: number, title: string) => ({
  id,
  title,
  desc: 'Planning and the shop floor connected through one platform.',
  image: `/demo-assets/cover-${id}.svg`,
  customerName: `Customer ${id}`,
  logo: `/demo-assets/customer-${id}.svg`,
  href: `/case-detail/${id}`,
})

export const caseCardsExample: CaseCardsBlock = {
  title: 'Customer stories',
  groups: [
    {
      anchor: 'industry-manufacturing',
      title: 'Manufacturing',
      cards: [
        card(1, 'Twelve plants on one cloud'),
        card(2, 'Quality traced end to end'),
        card(3, 'Maintenance that plans itself'),
      ],
    },
    {
      anchor: 'industry-retail',
      title: 'Retail',
      cards: [card(4, 'One member across every store'), card(5, 'Shelves restocked before they empty')],
    },
  ],
}
