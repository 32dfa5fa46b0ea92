import { defineBlock } from '../../runtime/blocks/define-block'
import type { ProductShowcaseBlock } from '../../schemas/blocks.gen'

// HTML only: no code of its own in the browser.
export default defineBlock<ProductShowcaseBlock>({
  component: () => import('./product-showcase').then((m) => m.ProductShowcase),
  hydrate: 'none',
})
