/**
 * The site's one clock (docs/configuration.md "Configuration": SITE_TIME_ZONE). The backend writes its dates as
 * site-local wall times (`YYYY-MM-DD HH:mm:ss`, docs/contract.md), so every rule that "today" or "now" decides
 * reads the calendar in the site's time zone, never in the zone of the process or of the visitor's
 * browser: the server's HTML and the browser's hydration then agree wherever the visitor is.
 */

/** SITE_TIME_ZONE's default: the zone the backend's dates are written in. */
export const DEFAULT_SITE_TIME_ZONE = 'Asia/Shanghai'

/** A wall-clock reading in some time zone; months and days count from 1. */
export interface WallTime {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** The shape of an IANA zone name (`UTC`, `Asia/Shanghai`, `America/Argentina/Buenos_Aires`, `Etc/GMT+12`). */
const IANA_NAME = /^[A-Za-z][A-Za-z_]*(?:\/[A-Za-z0-9_+-]+)*$/

/**
 * An IANA zone name checked and in its canonical spelling; anything else (an offset such as `+08:00`,
 * which newer engines accept but which knows no daylight saving, or an unknown name) is a clear error
 * naming `setting`.
 */
export function parseTimeZone(value: string, setting = 'SITE_TIME_ZONE'): string {
  const name = value.trim()
  const refuse = () =>
    new Error(`${setting}: "${name}" is not an IANA time zone (e.g. "Asia/Shanghai", "Europe/Berlin", "UTC")`)
  if (!IANA_NAME.test(name)) throw refuse()
  try {
    return formatterOf(name).resolvedOptions().timeZone
  } catch {
    throw refuse()
  }
}

/** The wall clock of `timeZone` at an instant (epoch ms or a Date). */
export function wallTimeOf(instant: number | Date, timeZone: string): WallTime {
  const ms = typeof instant === 'number' ? instant : instant.getTime()
  const wall = new Date(ms + offsetAt(ms, timeZone))
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  }
}

/** The calendar day of `timeZone` at an instant, as a sortable number (20260518). */
export function dayNumberAt(instant: number | Date, timeZone: string): number {
  const { year, month, day } = wallTimeOf(instant, timeZone)
  return year * 10000 + month * 100 + day
}

/**
 * The instant a wall time of `timeZone` names (epoch ms). Out-of-range fields roll over as in `Date.UTC`
 * (day 32 is the next month's first). A wall time that a daylight-saving change repeats is its first
 * occurrence; one that a change skips moves forward by the gap, as JavaScript's own local dates do.
 */
export function instantOfWallTime(wall: WallTime, timeZone: string): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
  const guess = asUtc - offsetAt(asUtc, timeZone)
  // The offsets in force a day either side of the guess: one of them is right, whatever change lies between.
  const fromBefore = asUtc - offsetAt(guess - DAY_MS, timeZone)
  const fromAfter = asUtc - offsetAt(guess + DAY_MS, timeZone)
  const fits = [fromBefore, fromAfter, guess].filter((instant) => wallMs(instant, timeZone) === asUtc)
  return fits.length > 0 ? Math.min(...fits) : fromBefore
}

const DAY_MS = 86_400_000

/** The calendar day of `timeZone` that holds an instant, as the span [its first instant, the next day's first). */
export function dayAround(instant: number, timeZone: string): { from: number; until: number } {
  const { year, month, day } = wallTimeOf(instant, timeZone)
  const midnight = { year, month, day, hour: 0, minute: 0, second: 0 }
  return {
    from: instantOfWallTime(midnight, timeZone),
    until: instantOfWallTime({ ...midnight, day: day + 1 }, timeZone),
  }
}

/**
 * Offsets change on quarter hours only (in every zone since 1970), so one reading of the zone's clock
 * serves its quarter hour: `formatToParts` costs microseconds, and a page reads dozens of dates.
 */
const QUARTER_HOUR_MS = 900_000
const MAX_OFFSETS = 4096
const offsets = new Map<string, number>()

/** The zone's offset from UTC at an instant, in ms (Shanghai: +8 h). */
function offsetAt(instant: number, timeZone: string): number {
  const start = Math.floor(instant / QUARTER_HOUR_MS) * QUARTER_HOUR_MS
  const key = `${timeZone} ${start}`
  let offset = offsets.get(key)
  if (offset === undefined) {
    offset = readWallMs(start, timeZone) - start
    if (offsets.size >= MAX_OFFSETS) offsets.clear()
    offsets.set(key, offset)
  }
  return offset
}

/** The wall clock at an instant, whole seconds, as if it were UTC. */
function wallMs(instant: number, timeZone: string): number {
  return Math.floor(instant / 1000) * 1000 + offsetAt(instant, timeZone)
}

/** The zone's clock read by the platform: the one source of truth the offsets come from. */
function readWallMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {}
  for (const part of formatterOf(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!)
}
