import { defineBlock } from '../../runtime/blocks/define-block'
import type { ProductDirectoryBlock } from '../../schemas/blocks.gen'

// HTML only: no code of its own in the browser.
export default defineBlock<ProductDirectoryBlock>({
  component: () => import('./product-directory').then((m) => m.ProductDirectory),
  hydrate: 'none',
})
