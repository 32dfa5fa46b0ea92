import type { NewsCarouselBlock } from '../../schemas/blocks.gen'

export const newsCarouselExample: NewsCarouselBlock = {
  items: [
    {
      id: 2601,
      title: 'Cloud ERP 8.0 released with an AI planning assistant',
      desc: 'Demand sensing and scheduling now share one model across plants.',
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
  ],
}
