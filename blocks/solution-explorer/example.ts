import type { SolutionExplorerBlock } from '../../schemas/blocks.gen'

const caseCard = (id: number) => ({
  id,
  title: `Customer story ${id}`,
  image: `/demo-assets/cover-${id}.svg`,
  customerName: `Customer ${id}`,
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
      image: '/demo-assets/banner-dark-2.svg',
      logos: [
        { id: 1, name: 'Customer 1', logo: '/demo-assets/customer-1.svg' },
        { id: 2, name: 'Customer 2', logo: '/demo-assets/customer-2.svg' },
      ],
      jump: { jumpContentType: 'FORM', buttonTitle: 'Talk to an industry expert', formBOId: 2 },
      solutions: [
        {
          id: 11,
          title: 'Discrete manufacturing',
          desc: 'Order-driven planning and execution.',
          image: '/demo-assets/cover-5.svg',
          href: '/solution/11',
        },
      ],
      cases: [caseCard(1), caseCard(2)],
    },
    {
      id: 2,
      name: 'Retail',
      image: '/demo-assets/banner-light-3.svg',
      solutions: [{ id: 21, title: 'Omnichannel retail', href: '/solution/21' }],
      cases: [caseCard(3)],
    },
  ],
}
