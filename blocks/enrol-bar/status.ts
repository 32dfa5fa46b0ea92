/**
 * SPEC §4 Activity status and Enrol click. Pure functions of the activity's end date and "now", which
 * callers pass in: nothing here reads the clock.
 */
import type { JumpTarget } from '../../schemas/api.gen'
import { dayNumber } from '../../mapping/backend-date'

export type ActivityStatus = 'ALREADY_STARTED' | 'ALREADY_OVER'

/**
 * SPEC §4: "ALREADY_OVER if the end date is after today by day comparison, else ALREADY_STARTED".
 *
 * Taken literally by decision (SPEC §4 says so): an event whose end day lies after today is
 * ALREADY_OVER, and one that ends today or ended earlier is ALREADY_STARTED. Do not "fix" the
 * direction here; the product owns that rule. An unreadable end date counts as not after today. "Today"
 * is the day of `today` in the site's time zone, the zone the backend's dates are written in.
 */
export function activityStatus(endDate: string | undefined, today: Date, timeZone: string): ActivityStatus {
  const end = dayNumber(endDate, timeZone)
  return end !== undefined && end > dayNumber(today, timeZone)! ? 'ALREADY_OVER' : 'ALREADY_STARTED'
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
  /** SPEC §4 Enrol click, as a jump target for the shared action handler; undefined: the click does nothing. */
  jump?: JumpTarget
}

/**
 * SPEC §4: ALREADY_STARTED is labelled offline attendance and enabled; ALREADY_OVER is labelled already
 * ended and disabled; `enrollButtonTitle` overrides the label. The click acts only when ALREADY_STARTED
 * and the type is FORM (opens the form); otherwise it links to thirdLink when started, or does nothing.
 */
export function enrolButton(status: ActivityStatus, enrol: EnrolSettings): EnrolButton {
  const started = status === 'ALREADY_STARTED'
  const jump: JumpTarget | undefined =
    started && enrol.type === 'FORM' && enrol.formId !== undefined
      ? { jumpContentType: 'FORM', formBOId: enrol.formId }
      : started && enrol.thirdLink
        ? { jumpContentType: 'URL', buttonLink: enrol.thirdLink }
        : undefined
  return {
    labelKey: started ? 'events.enrol.offline' : 'events.enrol.over',
    ...(enrol.buttonTitle ? { label: enrol.buttonTitle } : {}),
    disabled: !started,
    ...(jump ? { jump } : {}),
  }
}

/** The button's attribute holding its label for `status`: the block's plain island reads it when the day turns. */
export const statusLabelAttribute = (status: ActivityStatus): string => `data-label-${status.toLowerCase()}`
