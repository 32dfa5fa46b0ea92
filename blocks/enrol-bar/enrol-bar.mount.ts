import type { MountBlock } from '../../runtime/blocks/define-block'
import { readIslandPageContext } from '../../runtime/islands/island-page-context'
import type { EnrolBarBlock } from '../../schemas/blocks.gen'
import { JUMP_TARGET_ATTRIBUTE } from '../../site/actions/jump-target-attribute'
import { clockHolds } from '../../ui/clock-hold'
import { activityStatus, enrolButton, statusLabelAttribute } from './status'

/**
 * SPEC §4 Activity status at the browser's "now", read in the site's time zone: a page rendered (or cached)
 * before the day turned shows the status of today. Usually the server's status still holds and nothing
 * changes. The click needs no code here: the button is a jump button (enrol-bar.tsx).
 */
export const mount: MountBlock<EnrolBarBlock> = (element, { endDate, renderedAt: _renderedAt, ...enrol }) => {
  const button = element.querySelector<HTMLButtonElement>('[data-status]')
  // The day it was rendered on: the status is the server's (and the site's calendar is not read).
  if (!button || clockHolds(button, Date.now())) return
  const { timeZone } = readIslandPageContext(element.ownerDocument).siteSettings
  const status = activityStatus(endDate, new Date(), timeZone)
  if (button.dataset.status === status) return
  const shown = enrolButton(status, enrol)
  button.dataset.status = status
  button.disabled = shown.disabled
  button.textContent = button.getAttribute(statusLabelAttribute(status))
  if (shown.jump) {
    button.setAttribute(JUMP_TARGET_ATTRIBUTE, JSON.stringify(shown.jump))
    button.dataset.jump = shown.jump.jumpContentType ?? ''
  } else {
    button.removeAttribute(JUMP_TARGET_ATTRIBUTE)
    delete button.dataset.jump
  }
}
