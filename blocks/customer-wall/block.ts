import { defineBlock } from '../../runtime/blocks/define-block'
import type { CustomerWallBlock } from '../../schemas/blocks.gen'

// HTML only: no code of its own in the browser.
export default defineBlock<CustomerWallBlock>({
  component: () => import('./customer-wall').then((m) => m.CustomerWall),
  hydrate: 'none',
})
