import { defineBlock } from '../../runtime/blocks/define-block'
import type { TabsBlock } from '../../schemas/blocks.gen'

// A plain island (no React): its few lines of code load at the visitor's first touch of the tabs, and the
// click that woke them is replayed, so it switches the tab.
export default defineBlock<TabsBlock>({
  component: () => import('./tabs').then((m) => m.Tabs),
  hydrate: 'interaction',
  island: 'plain',
  mount: () => import('./tabs.mount').then((m) => m.mount),
})
