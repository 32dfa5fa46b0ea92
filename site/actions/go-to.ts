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

/** After a page load that `goTo(…, { keepScrollPosition: true })` started: scrolls back to where it was. */
export function restoreScrollPosition(): void {
  let kept: unknown
  try {
    kept = JSON.parse(window.sessionStorage.getItem(KEPT_SCROLL_KEY) ?? 'null')
    window.sessionStorage.removeItem(KEPT_SCROLL_KEY)
  } catch {
    return
  }
  if (typeof kept !== 'object' || kept === null) return
  const { path, y } = kept as { path?: unknown; y?: unknown }
  if (path === window.location.pathname && typeof y === 'number') window.scrollTo(0, y)
}
