import type { CaseCardsBlock } from '../../schemas/blocks.gen'

/** The demo's customers (their word marks are art/customer-<n>.webp). */
const customers = [
  'Huaxin Precision Machinery',
  'Northstar EV Components',
  'Zhongda Electric',
  'Bluepeak Foods',
  'Runtong Chain Stores',
]

const card = (id: number, title: string) => ({
  id,
  title,
  desc: 'Planning and the shop floor connected through one platform.',
  image: `/demo-assets/art/screen-case-${200 + id}-en.webp`,
  customerName: customers[id - 1]!,
  logo: `/demo-assets/art/customer-${id}.webp`,
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
