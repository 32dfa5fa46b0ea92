import { defineBlock } from '../../runtime/blocks/define-block'
import type { ListFiltersBlock } from '../../schemas/blocks.gen'

// An island: its code wakes as it nears the viewport.
export default defineBlock<ListFiltersBlock>({
  component: () => import('./list-filters').then((m) => m.ListFilters),
  hydrate: 'visible',
})
