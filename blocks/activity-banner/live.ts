import { dayNumber, parseDateTime } from '../../mapping/backend-date'

/** SPEC §2: the live-now badge shows when today lies between the start and end dates (by day, inclusive). */
export function isLiveNow(startDate: string | undefined, endDate: string | undefined, today: Date): boolean {
  const start = dayNumber(startDate)
  const end = dayNumber(endDate)
  const day = dayNumber(today)!
  return start !== undefined && end !== undefined && start <= day && day <= end
}

/** SPEC §2: the live button reads reserve live if the start is ahead, otherwise go to live room. */
export function liveButtonLabelKey(
  startDate: string | undefined,
  now: Date,
): 'events.live.reserve' | 'events.live.enter' {
  const start = parseDateTime(startDate)
  return start && start.getTime() > now.getTime() ? 'events.live.reserve' : 'events.live.enter'
}
