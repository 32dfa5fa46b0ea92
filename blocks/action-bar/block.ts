import { defineBlock } from '../../runtime/blocks/define-block'
import type { ActionBarBlock } from '../../schemas/blocks.gen'

// HTML only: no code of its own in the browser.
export default defineBlock<ActionBarBlock>({
  component: () => import('./action-bar').then((m) => m.ActionBar),
  hydrate: 'none',
})
