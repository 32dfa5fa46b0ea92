import type { ActivityReviewsBlock } from '../../schemas/blocks.gen'
import { useAfterForm, useJumpAction } from '../../site/actions'
import { PageSection } from '../../ui/page-section'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import { useT } from '../../site/i18n'
import { Image } from '../../runtime/media'
import activityReviewsCss from './activity-reviews.css?inline'
import { reviewAction } from './review-action'

type Review = ActivityReviewsBlock['reviews'][number]

/** Review items: cover, title, description and an optional button (SPEC §2, §4 Review button). */
export function ActivityReviews({ section, reviews }: ActivityReviewsBlock) {
  return (
    <PageSection section={section}>
      <Stylesheets css={[activityReviewsCss]} />
      <ul className="activity-reviews">
        {reviews.map((review) => (
          <li key={review.id} data-testid="activity-review">
            {review.image && <Image src={review.image} alt="" size="list" />}
            <h3>{review.title}</h3>
            {review.desc && <p>{review.desc}</p>}
            {review.jump && <ReviewButton review={review} jump={review.jump} />}
          </li>
        ))}
      </ul>
    </PageSection>
  )
}

/** A FORM jump opens its form first; the review's action runs after success, through the shared handler. */
function ReviewButton({ review, jump }: { review: Review; jump: NonNullable<Review['jump']> }) {
  const t = useT()
  const run = useJumpAction()
  const afterForm = useAfterForm()
  const onClick = () =>
    afterForm(jump, () => {
      const action = reviewAction(review)
      if (action) run(action)
    })
  return (
    <button
      type="button"
      className="block-button block-button--ghost"
      data-jump={jump.jumpContentType}
      onClick={onClick}
    >
      {jump.buttonTitle ?? t('events.review.open')}
    </button>
  )
}
