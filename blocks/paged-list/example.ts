import type { PagedListBlock } from '../../schemas/blocks.gen'

export const pagedListExample: PagedListBlock = {
  source: { kind: 'news', siteId: 2, query: { type: 'NEWS' } },
  items: [
    {
      id: 2601,
      title: 'Cloud ERP 8.0 released with an AI planning assistant',
      desc: 'Demand sensing and scheduling share one model.',
      image: '/demo-assets/art/news-601.svg',
      date: '2025-06-18',
      href: '/article-detail/news/2601',
    },
    {
      id: 2602,
      title: 'Partnership with a leading logistics group',
      date: '2025-05-30',
      href: '/article-detail/news/2602',
    },
    {
      id: 2603,
      title: 'Digital Factory Summit recap',
      desc: 'Three lessons from 40 plant managers.',
      date: '2025-05-12',
      href: '/article-detail/news/2603',
    },
  ],
  total: 3,
  links: { path: '/about-us/news' },
  pageSize: 9,
  perRow: { desktop: 3, mobile: 1 },
}
