import { defineBlock } from '../../runtime/blocks/define-block'
import type { PagedListBlock } from '../../schemas/blocks.gen'

// An island: its code wakes as it nears the viewport.
export default defineBlock<PagedListBlock>({
  component: () => import('./paged-list').then((m) => m.PagedList),
  hydrate: 'visible',
})
