import { useEffect, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'

/** What a block's date rules read: the instant, and the site's time zone its calendar is read in. */
export interface SiteClock {
  now: Date
  /** SITE_TIME_ZONE (site/time-zone.ts): never the zone of the visitor's browser. */
  timeZone: string
}

/**
 * The clock of a block's date rules: the server's render time until the page has hydrated (so a cached
 * page hydrates without a mismatch when a day turns or an event starts in between), then the browser's;
 * both read in the site's time zone, so the visitor's own zone never changes the answer.
 */
export function useSiteClock(renderedAt: number | undefined): SiteClock {
  const { timeZone } = usePageContext().siteSettings
  const [now, setNow] = useState(() => (renderedAt !== undefined ? new Date(renderedAt) : new Date()))
  useEffect(() => setNow(new Date()), [])
  return { now, timeZone }
}
