/**
 * Pages are rendered by the server on every navigation (docs/architecture.md "Architecture": islands, no client-side
 * routing), so going to a path of this site is a page load. `keepScrollPosition` (a filter changing the
 * list under it) carries the scroll position over that load; `restoreScrollPosition` applies it.
 */
const KEPT_SCROLL_KEY = 'kept-scroll-position'

export function goTo(path: string, { keepScrollPosition = false }: { keepScrollPosition?: boolean } = {}): void {
  if (keepScrollPosition) {
    const target = new URL(path, window.location.href)
    try {
      window.sessionStorage.setItem(KEPT_SCROLL_KEY, JSON.stringify({ path: target.pathname, y: window.scrollY }))
    } catch {
      // Storage may be unavailable (private mode): the page then opens at its top.
    }
  }
  window.location.assign(path)
}

/**
 * After a page load that `goTo(…, { keepScrollPosition: true })` started: scrolls back to where it was.
 * Only a load from the same path of this site can be one (a filter changes the query), so no other arrival
 * asks browser storage: a page's first use of it waits, on the main thread, for the browser process.
 */
export function restoreScrollPosition(view: Window = window): void {
  if (!cameFromSamePath(view.document.referrer, view.location)) return
  let kept: unknown
  try {
    kept = JSON.parse(view.sessionStorage.getItem(KEPT_SCROLL_KEY) ?? 'null')
    view.sessionStorage.removeItem(KEPT_SCROLL_KEY)
  } catch {
    return
  }
  if (typeof kept !== 'object' || kept === null) return
  const { path, y } = kept as { path?: unknown; y?: unknown }
  if (path === view.location.pathname && typeof y === 'number') view.scrollTo(0, y)
}

/**
 * Whether the page was opened from a page of the same origin and path. The site's Referrer-Policy
 * (`strict-origin-when-cross-origin`, runtime/server/security-headers.ts) gives a same-origin page its whole referrer.
 */
export function cameFromSamePath(referrer: string, location: Pick<Location, 'origin' | 'pathname'>): boolean {
  if (!referrer) return false
  try {
    const from = new URL(referrer)
    return from.origin === location.origin && from.pathname === location.pathname
  } catch {
    return false
  }
}
