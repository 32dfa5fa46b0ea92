import { useEffect, useState } from 'react'

/**
 * The clock of a block's date rules: the server's render time until the page has hydrated (so a cached
 * page hydrates without a mismatch when a day turns or an event starts in between), then the browser's.
 */
export function useNow(renderedAt: number | undefined): Date {
  const [now, setNow] = useState(() => (renderedAt !== undefined ? new Date(renderedAt) : new Date()))
  useEffect(() => setNow(new Date()), [])
  return now
}
