import type { NewsShowcaseBlock } from '../../schemas/blocks.gen'

export const newsShowcaseExample: NewsShowcaseBlock = {
  title: 'News',
  desc: 'Product releases, customer milestones and events.',
  items: [
    {
      id: 101,
      title: 'Cloud ERP 8.0 released with an AI planning assistant',
      desc: 'Demand sensing and production scheduling now share one model across plants.',
      image: '/demo-assets/art/news-601.svg',
      date: '2025-06-18',
      href: '/article-detail/news/101',
    },
    {
      id: 102,
      title: 'Partnership with a leading logistics group',
      date: '2025-05-30',
      href: '/article-detail/news/102',
    },
    {
      id: 103,
      title: 'Digital Factory Summit recap',
      desc: 'Three lessons from 40 plant managers.',
      date: '2025-05-12',
      href: '/article-detail/news/103',
    },
  ],
  moreHref: '/about-us/news',
}
