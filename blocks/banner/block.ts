import { defineBlock } from '../../runtime/blocks/define-block'
import type { BannerBlock } from '../../schemas/blocks.gen'

// HTML only: no code of its own in the browser.
export default defineBlock<BannerBlock>({
  component: () => import('./banner').then((m) => m.Banner),
  hydrate: 'none',
})
