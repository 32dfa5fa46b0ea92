import { loadLazyImages } from '../../runtime/media/lazy-images'
import { REACT_ISLAND_SELECTOR } from '../../runtime/islands/island-selector'
import { PAGE_QUERY_PARAM } from '../../mapping/list-page-query'
import type { MoreItemsSettings } from './more-items-settings'

const PHONE_QUERY = '(max-width: 767.98px)'
/** The next items load when the end of the list comes within this distance of the view. */
const NEAR_END_MARGIN = '200px'
const ITEM_SELECTOR = '.paged-list__grid > li'
/** On the list's section while infinite loading runs: the phone's CSS hides the pager and shows the end marker. */
export const INFINITE_ATTRIBUTE = 'data-infinite'

/**
 * SPEC §2/§9 infinite loading on phones, in plain code over the paged list's server HTML (the pager's
 * links stay the fallback without JavaScript, on desktop, and after a failure). When the end of the
 * list nears the view, it shows `mobilePageSize` more items (SPEC §9: publications 1 a step, the other
 * lists a page), taken from the next `?page=` of the same URL — the server's HTML of that page, cards
 * and all, filters kept — and fetched when the items already fetched run out. It works on the paged-list
 * block's markup (blocks/paged-list) but lives in ui/, since the app's plain islands (pages/plain-islands.ts)
 * see a block only through its type and props.
 */
export function mountMoreItems(island: HTMLElement, settings: MoreItemsSettings): void {
  const section = island.closest<HTMLElement>('.paged-list')
  const grid = section?.querySelector<HTMLElement>('.paged-list__grid')
  const marker = island.querySelector<HTMLElement>('.paged-list__more')
  if (!section || !grid || !marker || typeof IntersectionObserver === 'undefined') return
  const phone = window.matchMedia(PHONE_QUERY)
  let nextPage = settings.pageNo + 1
  // The pager's count, until the server says a page is past the list's end: a backend's `total` can
  // promise more items than its pages hold (SPEC §2: such a page is the not-found page).
  let lastPage = settings.pageCount
  let fetched: HTMLElement[] = []
  let busy = false
  section.setAttribute(INFINITE_ATTRIBUTE, '')

  const shown = (): Set<string> =>
    new Set([...grid.querySelectorAll<HTMLElement>(ITEM_SELECTOR)].map((item) => item.dataset.id ?? ''))
  const done = (): boolean => fetched.length === 0 && nextPage > lastPage

  const step = async (): Promise<void> => {
    if (busy || done() || !phone.matches) return
    busy = true
    try {
      if (fetched.length === 0) {
        marker.textContent = marker.dataset.loadingText ?? ''
        grid.setAttribute('aria-busy', 'true')
        const already = shown()
        const page = await fetchPageItems(nextPage)
        if (page === PAST_THE_END) lastPage = nextPage - 1
        else fetched = page.filter((item) => !already.has(item.dataset.id ?? ''))
        nextPage += 1
      }
      const items = fetched.splice(0, settings.mobilePageSize)
      for (const item of items) grid.append(document.importNode(item, true))
      loadLazyImages(grid, REACT_ISLAND_SELECTOR)
      marker.textContent = ''
    } catch (error) {
      console.warn(`Paged list: page ${nextPage} could not be loaded.`, error)
      // The pager's links take over again.
      marker.textContent = marker.dataset.failedText ?? ''
      marker.setAttribute('role', 'alert')
      section.removeAttribute(INFINITE_ATTRIBUTE)
      observer.disconnect()
      return
    } finally {
      busy = false
      grid.removeAttribute('aria-busy')
    }
    if (done()) {
      observer.disconnect()
      return
    }
    // Observed afresh, the marker reports again whether it is still near: one step may not fill the view.
    observer.unobserve(marker)
    observer.observe(marker)
  }

  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void step()
    },
    { rootMargin: NEAR_END_MARGIN },
  )
  observer.observe(marker)
  // A window widened past the breakpoint stops loading; narrowed again, the marker is checked anew.
  phone.addEventListener('change', () => {
    if (!phone.matches || done()) return
    observer.unobserve(marker)
    observer.observe(marker)
  })
}

const PAST_THE_END = Symbol('past the end')

/**
 * The items of page `pageNo` of this list, from the server's HTML of that page (the same URL, its query
 * kept); `PAST_THE_END` when the server answers that page with 404, as it does a page past the list's end.
 */
async function fetchPageItems(pageNo: number): Promise<HTMLElement[] | typeof PAST_THE_END> {
  const url = new URL(window.location.href)
  url.hash = ''
  url.searchParams.set(PAGE_QUERY_PARAM, String(pageNo))
  const response = await fetch(url, { headers: { Accept: 'text/html' }, credentials: 'same-origin' })
  if (response.status === 404) return PAST_THE_END
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const page = new DOMParser().parseFromString(await response.text(), 'text/html')
  // Parsed without scripting, a <noscript> fallback would come along as real elements: this page has scripts.
  for (const fallback of page.querySelectorAll('.paged-list noscript')) fallback.remove()
  return [...page.querySelectorAll<HTMLElement>(`.paged-list ${ITEM_SELECTOR}`)]
}
