import type { PageContext } from 'vike/types'

/** SPEC §2: `/about-us`, `/about_us` (the introduction) and `/about-us/{type}` (`news` → the news page). */
export default function route(pageContext: PageContext): false | { routeParams: { type: string } } {
  const path = pageContext.urlPathname.replace(/\/$/, '')
  if (path === '/about-us' || path === '/about_us') return { routeParams: { type: 'intro' } }
  const match = /^\/about-us\/([^/]+)$/.exec(path)
  return match?.[1] ? { routeParams: { type: decodeURIComponent(match[1]) } } : false
}
