import { defineBlock } from '../../runtime/blocks/define-block'
import type { ConsultBannerBlock } from '../../schemas/blocks.gen'

// HTML only: no code of its own in the browser.
export default defineBlock<ConsultBannerBlock>({
  component: () => import('./consult-banner').then((m) => m.ConsultBanner),
  hydrate: 'none',
})
