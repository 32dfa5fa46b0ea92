import { usePageContext } from 'vike-react/usePageContext'
import { pageUrlOf } from '../../runtime/page-url'

/**
 * The host name the page was requested on (the footer's record number depends on it, SPEC §9). The
 * server reads it from the request URL; the browser's page context has only the path, so there it comes
 * from the address bar. Both name the same host, so hydration agrees. Only for choosing among fixed
 * texts: links are built on the configured origins (`siteOrigins`), never on this.
 */
export function useCurrentHostname(): string {
  const pageContext = usePageContext()
  if (typeof window !== 'undefined') return window.location.hostname
  return pageUrlOf(pageContext).hostname
}
