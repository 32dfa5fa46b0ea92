import type { JumpTarget } from '../../schemas/api.gen'
import type { ActivityReviewsBlock } from '../../schemas/blocks.gen'

type Review = ActivityReviewsBlock['reviews'][number]

/**
 * SPEC §4 Review button, after the form (when the jump is FORM): playType URL navigates to the link,
 * UPLOAD opens the attachment; a review without a playType runs its own jump, unless that jump is only
 * the form. Undefined: nothing to run.
 */
export function reviewAction(review: Review): JumpTarget | undefined {
  const jump = review.jump
  if (!jump) return undefined
  if (review.playType === 'UPLOAD') return { jumpContentType: 'DOCUMENT', attachmentUrl: jump.attachmentUrl }
  if (review.playType === 'URL') return { jumpContentType: 'URL', buttonLink: jump.buttonLink }
  return jump.jumpContentType === 'FORM' ? undefined : jump
}
