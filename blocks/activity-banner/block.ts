import { defineBlock } from '../../runtime/blocks/define-block'
import type { ActivityBannerBlock } from '../../schemas/blocks.gen'

// An island: its code wakes as it nears the viewport.
export default defineBlock<ActivityBannerBlock>({
  component: () => import('./activity-banner').then((m) => m.ActivityBanner),
  hydrate: 'visible',
})
