import type { PageContext } from 'vike/types'
import { pageUrlOf } from '../../runtime/page-url'

/**
 * SPEC §2: `/about-us`, `/about_us` (the introduction) and `/about-us/{type}` (`news` → the news page).
 * Vike's `urlPathname` is already percent-decoded: decoding it again breaks on a literal `%` (`/about-us/100%25`).
 */
export default function route(pageContext: PageContext): false | { routeParams: { type: string } } {
  const path = pageUrlOf(pageContext).pathname.replace(/\/$/, '')
  if (path === '/about-us' || path === '/about_us') return { routeParams: { type: 'intro' } }
  const match = /^\/about-us\/([^/]+)$/.exec(path)
  return match?.[1] ? { routeParams: { type: match[1] } } : false
}
