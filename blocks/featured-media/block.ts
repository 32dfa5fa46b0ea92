import { defineBlock } from '../../runtime/blocks/define-block'
import type { FeaturedMediaBlock } from '../../schemas/blocks.gen'

// HTML only: no code of its own in the browser.
export default defineBlock<FeaturedMediaBlock>({
  component: () => import('./featured-media').then((m) => m.FeaturedMedia),
  hydrate: 'none',
})
