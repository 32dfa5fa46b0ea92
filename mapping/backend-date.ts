/** Dates as the backend writes them: site-local `YYYY-MM-DD HH:mm:ss` strings (docs/contract.md). */
import { dayNumberAt, instantOfWallTime } from '../site/time-zone'

/**
 * The calendar day of a backend date, or of an instant in the site's time zone, as a sortable number
 * (20260518); undefined when unreadable.
 */
export function dayNumber(date: string | Date | undefined, timeZone: string): number | undefined {
  if (date instanceof Date) return dayNumberAt(date, timeZone)
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '')
  return match ? Number(match[1]) * 10000 + Number(match[2]) * 100 + Number(match[3]) : undefined
}

/** The instant a backend date names, read as a wall time of the site's time zone; undefined when unreadable. */
export function parseDateTime(date: string | undefined, timeZone: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(date ?? '')
  if (!match) return undefined
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => Number(part ?? 0))
  return new Date(instantOfWallTime({ year: year!, month: month!, day: day!, hour, minute, second }, timeZone))
}
