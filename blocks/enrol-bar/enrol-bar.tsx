import type { EnrolBarBlock } from '../../schemas/blocks.gen'
import { jumpTargetAttributes } from '../../site/actions/jump-delegation'
import blockUiCss from '../../ui/block-ui.css?inline'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import { useSiteClock } from '../../ui/use-now'
import { clockHoldAttributes } from '../../ui/clock-hold'
import { dayAround } from '../../site/time-zone'
import { useT } from '../../site/i18n'
import enrolBarCss from './enrol-bar.css?inline'
import { activityStatus, enrolButton, statusLabelAttribute, type ActivityStatus } from './status'

const stylesheets = [blockUiCss, enrolBarCss]

/**
 * SPEC §2: the footer enrol button (the route shows it only when enrolment is enabled); §4 status, label,
 * click. The click is a jump button (the page's delegated listener runs it, no island code needed); the
 * block's plain island (enrol-bar.mount.ts) only re-reads the status at the browser's "now", for a page
 * rendered before the day turned: the status holds for the day it was rendered on (ui/clock-hold.ts).
 */
export function EnrolBar({ endDate, renderedAt, ...enrol }: EnrolBarBlock) {
  const t = useT()
  const { now, timeZone } = useSiteClock(renderedAt)
  const status = activityStatus(endDate, now, timeZone)
  const button = enrolButton(status, enrol)
  const labelOf = (of: ActivityStatus) => {
    const shown = enrolButton(of, enrol)
    return shown.label ?? t(shown.labelKey)
  }
  const labels = {
    [statusLabelAttribute('ALREADY_STARTED')]: labelOf('ALREADY_STARTED'),
    [statusLabelAttribute('ALREADY_OVER')]: labelOf('ALREADY_OVER'),
  }
  return (
    <div className="enrol-bar" data-testid="enrol-bar">
      <Stylesheets css={stylesheets} />
      <button
        type="button"
        className="block-button block-button--primary"
        data-status={status}
        disabled={button.disabled}
        {...(button.jump ? jumpTargetAttributes(button.jump) : {})}
        {...labels}
        {...clockHoldAttributes(dayAround(now.getTime(), timeZone))}
        data-testid="enrol-button"
      >
        {button.label ?? t(button.labelKey)}
      </button>
    </div>
  )
}
