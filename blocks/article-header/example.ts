import type { ArticleHeaderBlock } from '../../schemas/blocks.gen'

export const articleHeaderExample: ArticleHeaderBlock = {
  title: 'Cloud ERP 8.0 released with an AI planning assistant',
  labels: ['Product', 'AI'],
  date: '2025-06-18',
  desc: 'Demand sensing and production scheduling now share one model across plants.',
  author: 'Li Na',
  editor: 'Wang Wei',
  coverage: [{ name: 'Tech Daily', href: 'https://example.com/tech-daily/cloud-erp-8' }],
}
