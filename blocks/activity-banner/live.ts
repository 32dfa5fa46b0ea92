import { dayNumber, parseDateTime } from '../../mapping/backend-date'

/**
 * SPEC §2: the live-now badge shows when today lies between the start and end dates (by day, inclusive).
 * "Today" is the day of `today` in the site's time zone, the zone the backend's dates are written in.
 */
export function isLiveNow(
  startDate: string | undefined,
  endDate: string | undefined,
  today: Date,
  timeZone: string,
): boolean {
  const start = dayNumber(startDate, timeZone)
  const end = dayNumber(endDate, timeZone)
  const day = dayNumber(today, timeZone)!
  return start !== undefined && end !== undefined && start <= day && day <= end
}

/** SPEC §2: the live button reads reserve live if the start is ahead, otherwise go to live room. */
export function liveButtonLabelKey(
  startDate: string | undefined,
  now: Date,
  timeZone: string,
): 'events.live.reserve' | 'events.live.enter' {
  const start = parseDateTime(startDate, timeZone)
  return start && start.getTime() > now.getTime() ? 'events.live.reserve' : 'events.live.enter'
}

/** The banner's attributes holding the badge's and the live button's words, for its plain island. */
export const LIVE_LABEL_ATTRIBUTES = {
  badge: 'data-label-live-now',
  reserve: 'data-label-reserve',
  enter: 'data-label-enter',
} as const
