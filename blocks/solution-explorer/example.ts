import type { SolutionExplorerBlock } from '../../schemas/blocks.gen'

/** The demo's customers (their word marks are art/customer-<n>.webp). */
const customers = ['Huaxin Precision Machinery', 'Northstar EV Components', 'Zhongda Electric']

const caseCard = (id: number) => ({
  id,
  title: `Customer story ${id}`,
  image: `/demo-assets/art/screen-case-${200 + id}-en.webp`,
  customerName: customers[id - 1]!,
  href: `/case-detail/${id}`,
})

export const solutionExplorerExample: SolutionExplorerBlock = {
  title: 'Industry solutions',
  industries: [
    {
      id: 1,
      name: 'Manufacturing',
      desc: 'Planning, production, quality and equipment as one transparent digital plant.',
      icon: '/demo-assets/icon-factory.svg',
      image: '/demo-assets/art/banner-solution-502-dark.svg',
      logos: [
        { id: 1, name: customers[0]!, logo: '/demo-assets/art/customer-1.webp' },
        { id: 2, name: customers[1]!, logo: '/demo-assets/art/customer-2.webp' },
      ],
      jump: { jumpContentType: 'FORM', buttonTitle: 'Talk to an industry expert', formBOId: 2 },
      solutions: [
        {
          id: 11,
          title: 'Discrete manufacturing',
          desc: 'Order-driven planning and execution.',
          image: '/demo-assets/art/screen-solution-1010-en.webp',
          href: '/solution/11',
        },
      ],
      cases: [caseCard(1), caseCard(2)],
    },
    {
      id: 2,
      name: 'Retail',
      image: '/demo-assets/art/banner-solution-501-light.svg',
      solutions: [{ id: 21, title: 'Omnichannel retail', href: '/solution/21' }],
      cases: [caseCard(3)],
    },
  ],
}
