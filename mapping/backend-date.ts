/** Dates as the backend writes them: site-local `YYYY-MM-DD HH:mm:ss` strings (CONTRACT.md). */

/** The calendar day of a backend date or a Date, as a sortable number (20260518); undefined when unreadable. */
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
