import type { EnrolBarBlock } from '../../schemas/blocks.gen'
import { useJumpAction } from '../../site/actions'
import blockUiCss from '../../ui/block-ui.css?inline'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import { useSiteClock } from '../../ui/use-now'
import { useT } from '../../site/i18n'
import enrolBarCss from './enrol-bar.css?inline'
import { activityStatus, enrolButton } from './status'

const stylesheets = [blockUiCss, enrolBarCss]

/** SPEC §2: the footer enrol button (the route shows it only when enrolment is enabled); §4 status, label, click. */
export function EnrolBar({ endDate, renderedAt, ...enrol }: EnrolBarBlock) {
  const t = useT()
  const run = useJumpAction()
  const { now, timeZone } = useSiteClock(renderedAt)
  const status = activityStatus(endDate, now, timeZone)
  const button = enrolButton(status, enrol)
  return (
    <div className="enrol-bar" data-testid="enrol-bar">
      <Stylesheets css={stylesheets} />
      <button
        type="button"
        className="block-button block-button--primary"
        data-status={status}
        disabled={button.disabled}
        onClick={() => button.jump && run(button.jump)}
        data-testid="enrol-button"
      >
        {button.label ?? t(button.labelKey)}
      </button>
    </div>
  )
}
