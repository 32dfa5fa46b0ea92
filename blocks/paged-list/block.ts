import { defineBlock } from '../../runtime/blocks/define-block'
import type { PagedListBlock } from '../../schemas/blocks.gen'

// HTML only: the pager is links. Infinite loading on phones is a plain island inside (ui/more-items/more-items.ts).
export default defineBlock<PagedListBlock>({
  component: () => import('./paged-list').then((m) => m.PagedList),
  hydrate: 'none',
})
