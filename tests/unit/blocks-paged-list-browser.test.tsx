// @vitest-environment jsdom
import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PagedListBlock } from '../../schemas/blocks.gen'
import { PagedList } from '../../blocks/paged-list/paged-list'
import { mountMoreItems, INFINITE_ATTRIBUTE } from '../../ui/more-items/more-items'
import { readIslandProps } from '../../runtime/islands/island-data'
import type { MoreItemsSettings } from '../../ui/more-items/more-items-settings'
import { buildI18nPayload } from '../../site/i18n/server'

// The paged list (SPEC §2 News page, §9): HTML whose pager is links to `?page=N`, so it pages without
// JavaScript; on phones a plain island appends the next pages' items, from the server's HTML of them,
// as the end of the list nears.

let phone = true
let nearEnd: Array<() => void>
let fetched: string[]

const cards = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: from + i,
    title: `News ${from + i}`,
    href: `/article-detail/news/${from + i}`,
    image: `/cover-${from + i}.png`,
  }))

const props: PagedListBlock = {
  source: { kind: 'news', siteId: 1, query: { type: 'NEWS_AI' } },
  items: cards(100, 9),
  total: 22,
  pageSize: 9,
  perRow: { desktop: 3, mobile: 1 },
  links: { path: '/about-us/news', query: { type: 'AI' } },
}

function html(block: PagedListBlock): string {
  const pageContext = { urlPathname: '/about-us/news', i18n: buildI18nPayload('en') } as unknown as PageContext
  return renderToString(
    <VikeReactProviderPageContext pageContext={pageContext}>
      <PagedList {...block} />
    </VikeReactProviderPageContext>,
  )
}

beforeEach(() => {
  phone = true
  nearEnd = []
  fetched = []
  window.history.replaceState(null, '', '/about-us/news?type=AI')
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query.includes('max-width') ? phone : !phone
      },
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList
  window.IntersectionObserver = class {
    constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void) {}
    observe(target: Element) {
      nearEnd.push(() => this.callback([{ isIntersecting: true, target }]))
    }
    disconnect() {
      nearEnd = []
    }
    unobserve() {}
    takeRecords() {
      return []
    }
  } as unknown as typeof IntersectionObserver
  globalThis.fetch = vi.fn(async (url: string | URL | Request) => {
    const asked = new URL(String(url))
    fetched.push(`${asked.pathname}${asked.search}`)
    const pageNo = Number(asked.searchParams.get('page'))
    const start = 100 + (pageNo - 1) * 9
    return new Response(
      `<!doctype html><main>${html({ ...props, pageNo, items: cards(start, Math.min(9, 122 - start)) })}</main>`,
      {
        headers: { 'content-type': 'text/html' },
      },
    )
  }) as typeof fetch
})
afterEach(() => {
  document.body.innerHTML = ''
})

function show(block: PagedListBlock): HTMLElement {
  document.body.innerHTML = html(block)
  return document.body
}
const shownIds = () =>
  [...document.querySelectorAll<HTMLElement>('[data-testid="paged-list-item"]')].map((item) => Number(item.dataset.id))

async function mount(): Promise<HTMLElement> {
  const island = document.querySelector<HTMLElement>('[data-island="plain:moreItems"]')!
  mountMoreItems(island, readIslandProps(document, island.dataset.islandId ?? '') as MoreItemsSettings)
  return island
}
async function reachEnd(): Promise<void> {
  for (const report of nearEnd.splice(0)) report()
  await vi.waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull())
}

describe('paged list pager', () => {
  it('links every page, keeping the list query; the current page is marked and the steps around it are links', () => {
    show({ ...props, pageNo: 2 })
    const pages = [...document.querySelectorAll<HTMLAnchorElement>('.paged-list__page')]
    expect(pages.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['1', '/about-us/news?type=AI', null],
      ['2', '/about-us/news?type=AI&page=2', 'page'],
      ['3', '/about-us/news?type=AI&page=3', null],
    ])
    const steps = [...document.querySelectorAll<HTMLElement>('.paged-list__step')]
    expect(steps.map((step) => [step.tagName, step.getAttribute('href')])).toEqual([
      ['A', '/about-us/news?type=AI'],
      ['A', '/about-us/news?type=AI&page=3'],
    ])
  })
  it('on the first and the last page, previous and next are disabled marks, no links', () => {
    show(props)
    expect(document.querySelector('.paged-list__step')!.tagName).toBe('SPAN')
    expect(document.querySelector('.paged-list__step')!.getAttribute('aria-disabled')).toBe('true')
    show({ ...props, pageNo: 3, items: cards(118, 4) })
    expect(document.querySelectorAll('.paged-list__step')[1]!.tagName).toBe('SPAN')
    // The last page has nothing more to load: no infinite-loading island.
    expect(document.querySelector('[data-island="plain:moreItems"]')).toBeNull()
  })
  it('has no pager and no island when everything fits on one page', () => {
    show({ ...props, items: cards(100, 5), total: 5 })
    expect(document.querySelector('[data-testid="pager"]')).toBeNull()
    expect(document.querySelector('[data-island]')).toBeNull()
  })
})

describe('paged list infinite loading on phones (a plain island)', () => {
  it('hides the pager and appends the next pages from their HTML, the filters kept, until the last', async () => {
    show(props)
    await mount()
    expect(document.querySelector('.paged-list')!.hasAttribute(INFINITE_ATTRIBUTE)).toBe(true)
    await reachEnd()
    expect(fetched).toEqual(['/about-us/news?type=AI&page=2'])
    expect(shownIds()).toEqual(cards(100, 18).map((card) => card.id))
    await reachEnd()
    expect(shownIds()).toEqual(cards(100, 22).map((card) => card.id))
    expect(nearEnd).toEqual([])
    // The appended covers are the page's lazy images, without the no-JavaScript copies.
    const appended = document.querySelector('[data-testid="paged-list-item"][data-id="121"]')!
    expect(appended.querySelectorAll('img').length).toBe(1)
    expect(appended.querySelector('noscript')).toBeNull()
  })
  it('shows mobilePageSize items a step (publications: 1), fetching a page only when the fetched run out', async () => {
    show({ ...props, mobilePageSize: 1 })
    await mount()
    await reachEnd()
    await reachEnd()
    expect(fetched).toEqual(['/about-us/news?type=AI&page=2'])
    expect(shownIds()).toEqual(cards(100, 11).map((card) => card.id))
  })
  it('starts from the page the server rendered', async () => {
    window.history.replaceState(null, '', '/about-us/news?type=AI&page=2')
    show({ ...props, pageNo: 2, items: cards(109, 9) })
    await mount()
    await reachEnd()
    expect(fetched).toEqual(['/about-us/news?type=AI&page=3'])
    expect(shownIds()).toEqual(cards(109, 13).map((card) => card.id))
  })
  it('does not load on desktop', async () => {
    phone = false
    show(props)
    await mount()
    await reachEnd()
    expect(fetched).toEqual([])
  })
  it('ends the list quietly where a total that promised more meets a page past the end (404)', async () => {
    const answer = globalThis.fetch
    globalThis.fetch = vi.fn(async (url: string | URL | Request) =>
      Number(new URL(String(url)).searchParams.get('page')) > 3
        ? (fetched.push(String(url)), new Response('not found', { status: 404 }))
        : answer(url),
    ) as typeof fetch
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    // 22 items on three pages, but the backend's total says five pages.
    show({ ...props, total: 45 })
    await mount()
    await reachEnd()
    await reachEnd()
    expect(shownIds()).toEqual(cards(100, 22).map((card) => card.id))
    await reachEnd()
    expect(fetched).toHaveLength(3)
    expect(shownIds()).toEqual(cards(100, 22).map((card) => card.id))
    expect(document.querySelector('[role="alert"]')).toBeNull()
    expect(document.querySelector('[data-testid="paged-list-more"]')!.textContent).toBe('')
    expect(document.querySelector('.paged-list')!.hasAttribute(INFINITE_ATTRIBUTE)).toBe(true)
    expect(nearEnd).toEqual([])
    expect(warned).not.toHaveBeenCalled()
  })
  it('after a failed load says so and gives the pager back', async () => {
    globalThis.fetch = vi.fn(async () => new Response('down', { status: 503 })) as typeof fetch
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    show(props)
    await mount()
    await reachEnd()
    expect(document.querySelector('.paged-list')!.hasAttribute(INFINITE_ATTRIBUTE)).toBe(false)
    expect(document.querySelector('[role="alert"]')!.textContent).not.toBe('')
    expect(shownIds()).toEqual(cards(100, 9).map((card) => card.id))
  })
})
