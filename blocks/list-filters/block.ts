import { defineBlock } from '../../runtime/blocks/define-block'
import type { ListFiltersBlock } from '../../schemas/blocks.gen'

// A form that filters without JavaScript; a plain island, woken by the visitor's first touch, applies a
// select or a date range as it changes (./list-filters.mount.ts). No React in the browser.
export default defineBlock<ListFiltersBlock>({
  component: () => import('./list-filters').then((m) => m.ListFilters),
  hydrate: 'interaction',
  island: 'plain',
  mount: () => import('./list-filters.mount').then((m) => m.mount),
})
