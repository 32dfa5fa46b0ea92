import { defineBlock } from '../../runtime/blocks/define-block'
import type { GuestGridBlock } from '../../schemas/blocks.gen'

// HTML only: no code of its own in the browser.
export default defineBlock<GuestGridBlock>({
  component: () => import('./guest-grid').then((m) => m.GuestGrid),
  hydrate: 'none',
})
