import { defineBlock } from '../../runtime/blocks/define-block'
import type { ActivityReviewsBlock } from '../../schemas/blocks.gen'

// An island that only answers the visitor (the review buttons): its code, React's included, loads at the
// visitor's first touch of it, and the click that woke it is replayed, so the button acts on that click.
export default defineBlock<ActivityReviewsBlock>({
  component: () => import('./activity-reviews').then((m) => m.ActivityReviews),
  hydrate: 'interaction',
})
