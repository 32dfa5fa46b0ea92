import { defineBlock } from '../../runtime/blocks/define-block'
import type { ActivityReviewsBlock } from '../../schemas/blocks.gen'

// An island: its code wakes as it nears the viewport.
export default defineBlock<ActivityReviewsBlock>({
  component: () => import('./activity-reviews').then((m) => m.ActivityReviews),
  hydrate: 'visible',
})
