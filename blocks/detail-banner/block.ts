import { defineBlock } from '../../runtime/blocks/define-block'
import type { DetailBannerBlock } from '../../schemas/blocks.gen'

// HTML only: no code of its own in the browser.
export default defineBlock<DetailBannerBlock>({
  component: () => import('./detail-banner').then((m) => m.DetailBanner),
  hydrate: 'none',
})
