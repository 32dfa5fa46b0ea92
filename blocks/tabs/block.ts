import { defineBlock } from '../../runtime/blocks/define-block'
import type { TabsBlock } from '../../schemas/blocks.gen'

// An island: its code wakes as it nears the viewport.
export default defineBlock<TabsBlock>({
  component: () => import('./tabs').then((m) => m.Tabs),
  hydrate: 'visible',
})
