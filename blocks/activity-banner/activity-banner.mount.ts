import type { MountBlock } from '../../runtime/blocks/define-block'
import { readIslandPageContext } from '../../runtime/islands/island-page-context'
import type { ActivityBannerBlock } from '../../schemas/blocks.gen'
import { clockHolds } from '../../ui/clock-hold'
import { isLiveNow, LIVE_LABEL_ATTRIBUTES, liveButtonLabelKey } from './live'

const BADGE_CLASS = 'activity-banner__badge'

/**
 * SPEC §2 live-now badge and live button at the browser's "now", read in the site's time zone: a page
 * rendered (or cached) before the event started or a day turned shows what holds now. Usually the server's
 * HTML still holds and nothing changes.
 */
export const mount: MountBlock<ActivityBannerBlock> = (element, { layout, startDate, endDate }) => {
  const banner = element.querySelector<HTMLElement>('.activity-banner')
  // The badge holds for the day it was rendered on, the button until the event starts (ui/clock-hold.ts).
  if (layout === 'heading' || !banner || clockHolds(banner, Date.now())) return
  const { timeZone } = readIslandPageContext(element.ownerDocument).siteSettings
  const now = new Date()
  const label = (name: keyof typeof LIVE_LABEL_ATTRIBUTES) => banner.getAttribute(LIVE_LABEL_ATTRIBUTES[name]) ?? ''

  const badge = banner.querySelector(`.${BADGE_CLASS}`)
  const live = isLiveNow(startDate, endDate, now, timeZone)
  if (live && !badge) {
    const added = element.ownerDocument.createElement('span')
    added.className = BADGE_CLASS
    added.dataset.testid = 'live-badge'
    added.textContent = label('badge')
    banner.querySelector('.activity-banner__content')?.prepend(added)
  } else if (!live && badge) badge.remove()

  const button = banner.querySelector('[data-testid="live-button"]')
  const text = label(liveButtonLabelKey(startDate, now, timeZone) === 'events.live.reserve' ? 'reserve' : 'enter')
  if (button && text && button.textContent !== text) button.textContent = text
}
