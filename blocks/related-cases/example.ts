import type { RelatedCasesBlock } from '../../schemas/blocks.gen'

export const relatedCasesExample: RelatedCasesBlock = {
  title: '行业企业的转型需求与应用升级',
  cards: [
    {
      id: 2201,
      title: 'A plant network on one planning model',
      desc: 'Twelve plants, one schedule.',
      image: '/demo-assets/art/screen-case-201-en.webp',
      href: '/case-detail/2201',
    },
    { id: 2202, title: 'Retail replenishment in real time', href: '/case-detail/2202' },
  ],
}
