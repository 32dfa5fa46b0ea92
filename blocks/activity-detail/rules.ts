/**
 * The rules of the activity detail page (SPEC §2 "Activity detail", §4 Activity status / Enrol click).
 * Pure functions of the activity's dates and "now", which callers pass in: nothing here reads the clock.
 * Dates are the backend's site-local `YYYY-MM-DD HH:mm:ss` strings (CONTRACT.md).
 */

export type ActivityStatus = 'ALREADY_STARTED' | 'ALREADY_OVER'

/** The calendar day of a backend date, as a sortable number (20260518), or undefined when unreadable. */
export function dayNumber(date: string | Date | undefined): number | undefined {
  if (date instanceof Date) return date.getFullYear() * 10000 + (date.getMonth() + 1) * 100 + date.getDate()
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '')
  return match ? Number(match[1]) * 10000 + Number(match[2]) * 100 + Number(match[3]) : undefined
}

/** A backend date as a local Date (site-local time), or undefined when unreadable. */
export function parseDateTime(date: string | undefined): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(date ?? '')
  if (!match) return undefined
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match
  return new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s))
}

/**
 * SPEC §4: "ALREADY_OVER if the end date is after today by day comparison, else ALREADY_STARTED".
 *
 * Taken literally by decision (SPEC §4 says so): an event whose end day lies after today is
 * ALREADY_OVER, and one that ends today or ended earlier is ALREADY_STARTED. Do not "fix" the
 * direction here; the product owns that rule. An unreadable end date counts as not after today.
 */
export function activityStatus(endDate: string | undefined, today: Date): ActivityStatus {
  const end = dayNumber(endDate)
  return end !== undefined && end > dayNumber(today)! ? 'ALREADY_OVER' : 'ALREADY_STARTED'
}

export interface EnrolSettings {
  type: 'FORM' | 'LINK'
  formId?: number
  thirdLink?: string
  buttonTitle?: string
}

export interface EnrolButton {
  /** i18n key of the default label, or the backend's own `enrollButtonTitle`. */
  labelKey: 'events.enrol.offline' | 'events.enrol.over'
  label?: string
  disabled: boolean
  /** SPEC §4 Enrol click. */
  action: { kind: 'form'; formId: number } | { kind: 'link'; url: string } | { kind: 'none' }
}

/**
 * SPEC §4: ALREADY_STARTED is labelled offline attendance and enabled; ALREADY_OVER is labelled already
 * ended and disabled; `enrollButtonTitle` overrides the label. The click acts only when ALREADY_STARTED
 * and the type is FORM (opens the form); otherwise it links to thirdLink when started, or does nothing.
 */
export function enrolButton(status: ActivityStatus, enrol: EnrolSettings): EnrolButton {
  const started = status === 'ALREADY_STARTED'
  const action: EnrolButton['action'] =
    started && enrol.type === 'FORM' && enrol.formId !== undefined
      ? { kind: 'form', formId: enrol.formId }
      : started && enrol.thirdLink
        ? { kind: 'link', url: enrol.thirdLink }
        : { kind: 'none' }
  return {
    labelKey: started ? 'events.enrol.offline' : 'events.enrol.over',
    ...(enrol.buttonTitle ? { label: enrol.buttonTitle } : {}),
    disabled: !started,
    action,
  }
}

/** SPEC §2: the live-now badge shows when today lies between the start and end dates (by day, inclusive). */
export function isLiveNow(startDate: string | undefined, endDate: string | undefined, today: Date): boolean {
  const start = dayNumber(startDate)
  const end = dayNumber(endDate)
  const day = dayNumber(today)!
  return start !== undefined && end !== undefined && start <= day && day <= end
}

/** SPEC §2: the live button reads reserve live if the start is ahead, otherwise go to live room. */
export function liveButtonLabelKey(startDate: string | undefined, now: Date): 'events.live.reserve' | 'events.live.enter' {
  const start = parseDateTime(startDate)
  return start && start.getTime() > now.getTime() ? 'events.live.reserve' : 'events.live.enter'
}

/** Whether the event has ended (its end day is before today): "精彩议程，敬请期待" shows only before that. */
export function hasEnded(endDate: string | undefined, today: Date): boolean {
  const end = dayNumber(endDate)
  return end !== undefined && end < dayNumber(today)!
}

export type ActivityTab = 'introduction' | 'agenda' | 'techBooth' | 'attendeeGuide' | 'guests' | 'reviews'

export interface TabContent {
  hasAgenda: boolean
  hasTechBooth: boolean
  hasAttendeeGuide: boolean
  hasSpeakers: boolean
  hasReviews: boolean
  /** The agenda tab also shows, with 精彩议程，敬请期待, while the event has not ended and has no agenda. */
  agendaComingSoon: boolean
}

/**
 * SPEC §2: introduction; agenda (if any); tech booth (if filled); attendee guide (if filled); guests (if
 * any speakers); reviews (if any). The sections follow the tabs in the same order.
 */
export function activityTabs(content: TabContent): ActivityTab[] {
  return [
    'introduction' as const,
    ...(content.hasAgenda || content.agendaComingSoon ? (['agenda'] as const) : []),
    ...(content.hasTechBooth ? (['techBooth'] as const) : []),
    ...(content.hasAttendeeGuide ? (['attendeeGuide'] as const) : []),
    ...(content.hasSpeakers ? (['guests'] as const) : []),
    ...(content.hasReviews ? (['reviews'] as const) : []),
  ]
}

/** SPEC §2: the guest grid uses 1, 2 or 3 columns by guest count. */
export function guestColumns(count: number): 1 | 2 | 3 {
  return count <= 1 ? 1 : count === 2 ? 2 : 3
}
