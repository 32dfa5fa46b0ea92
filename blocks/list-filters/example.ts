import type { ListFiltersBlock } from '../../schemas/blocks.gen'

export const listFiltersExample: ListFiltersBlock = {
  kind: 'activities',
  places: ['Shanghai', 'Beijing'],
  types: [
    { value: '产品发布会', label: 'Product launch' },
    { value: '研讨会', label: 'Seminar' },
  ],
  path: '/activity',
  values: { from: '2026-05-01', to: '2026-05-31', q: 'ERP' },
}
