import { usePageContext } from 'vike-react/usePageContext'

export interface CurrentOrigin {
  /** `http://en.localhost:3000`, or `null` when the server was given a relative URL. */
  origin: string | null
  hostname: string
}

/**
 * The page's own origin. The server reads it from the request URL; the browser's page context has only the
 * path, so there it comes from the address bar. Both name the same origin, so hydration agrees.
 */
export function useCurrentOrigin(): CurrentOrigin {
  const { urlParsed } = usePageContext()
  if (typeof window !== 'undefined') return { origin: window.location.origin, hostname: window.location.hostname }
  return { origin: urlParsed?.origin ?? null, hostname: urlParsed?.hostname ?? '' }
}
