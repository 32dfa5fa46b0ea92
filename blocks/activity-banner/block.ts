import { defineBlock } from '../../runtime/blocks/define-block'
import type { ActivityBannerBlock } from '../../schemas/blocks.gen'

// A plain island (no React): the banner's one link needs no code; the island's few lines re-read the
// live-now badge and the live button's words at the browser's "now" once the page is idle (SPEC §2).
export default defineBlock<ActivityBannerBlock>({
  component: () => import('./activity-banner').then((m) => m.ActivityBanner),
  hydrate: 'idle',
  island: 'plain',
  mount: () => import('./activity-banner.mount').then((m) => m.mount),
})
