/**
 * The site's clock as the browser tests compute it, independently of the app's helpers: the e2e servers
 * leave SITE_TIME_ZONE at its default, Asia/Shanghai (UTC+8 all year, no daylight saving), the zone
 * the demo writes its dates in.
 */
export const SITE_ZONE = 'Asia/Shanghai'
const SITE_OFFSET = '+08:00'

/** Day number (20260518) of a `YYYY-MM-DD ...` string. */
export const dayOf = (date: string) => Number(date.slice(0, 10).replaceAll('-', ''))

/** Day number of an instant (default now) in the site's zone. */
export function siteDay(at: number = Date.now()): number {
  // en-CA writes dates as YYYY-MM-DD.
  const text = new Intl.DateTimeFormat('en-CA', {
    timeZone: SITE_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at)
  return dayOf(text)
}

/** The instant (epoch ms) of a backend date, a wall time of the site's zone. */
export function siteInstant(date: string): number {
  return new Date(`${date.slice(0, 10)}T${date.slice(11, 19) || '00:00:00'}${SITE_OFFSET}`).getTime()
}

/** The instant of midnight starting the site's day `daysAhead` days from now's. */
export function siteMidnight(daysAhead = 0, at: number = Date.now()): number {
  const day = String(siteDay(at))
  const midnight = siteInstant(`${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`)
  return midnight + daysAhead * 86_400_000
}
