// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PagedListBlock } from '../../schemas/blocks.gen'
import { PagedList } from '../../blocks/paged-list/paged-list'
import { buildI18nPayload } from '../../site/i18n/server'

// The paged list in the browser (SPEC §2 News page, §9): further pages come from /api/internal through
// site/api; the desktop pager replaces the page, phones append the next page when the end is in view.

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

type Sent = { url: string; body: Record<string, unknown> }
let sent: Sent[]
let container: HTMLDivElement
let root: Root
let phone = false
let observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void>

const news = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, title: `News ${from + i}` }))
const cards = (from: number, count: number) =>
  news(from, count).map((item) => ({ ...item, href: `/article-detail/news/${item.id}` }))

beforeEach(() => {
  sent = []
  observed = []
  phone = false
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('max-width') ? phone : !phone,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList
  window.IntersectionObserver = class {
    constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
    observe() {
      observed.push(this.callback)
    }
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return []
    }
  } as unknown as typeof IntersectionObserver
  Element.prototype.scrollIntoView = () => {}
  globalThis.fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>
    sent.push({ url: String(url), body })
    const pageNo = Number(body.pageNo)
    const pageSize = Number(body.pageSize)
    return new Response(
      JSON.stringify({
        code: '200',
        message: 'ok',
        data: { data: news(100 + (pageNo - 1) * pageSize, pageSize), total: 22 },
      }),
      {
        headers: { 'content-type': 'application/json' },
      },
    )
  }) as typeof fetch
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

const props: PagedListBlock = {
  source: { kind: 'news', siteId: 1, query: { type: 'NEWS_AI' } },
  items: cards(100, 9),
  total: 22,
  pageSize: 9,
  perRow: { desktop: 3, mobile: 1 },
}

async function show(block: PagedListBlock) {
  const pageContext = { urlPathname: '/about-us/news', i18n: buildI18nPayload('en') } as unknown as PageContext
  await act(async () =>
    root.render(
      <VikeReactProviderPageContext pageContext={pageContext}>
        <PagedList {...block} />
      </VikeReactProviderPageContext>,
    ),
  )
}

const shownIds = () =>
  [...container.querySelectorAll<HTMLElement>('[data-testid="paged-list-item"]')].map((item) => Number(item.dataset.id))
/** Lets the fetch (and the validator it loads on first use) finish, flushing React updates as it goes. */
async function settle() {
  for (let waited = 0; container.querySelector('[aria-busy="true"]') && waited < 5000; waited += 20) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)))
  }
}

describe('paged list in the browser', () => {
  it('the pager fetches the chosen page with the list query and shows it instead', async () => {
    await show(props)
    expect(shownIds()).toEqual(news(100, 9).map((n) => n.id))
    const pageButtons = [...container.querySelectorAll<HTMLButtonElement>('.paged-list__page')]
    expect(pageButtons.map((b) => b.textContent)).toEqual(['1', '2', '3'])
    await act(async () => pageButtons[1]!.click())
    await settle()
    expect(sent).toEqual([
      { url: '/api/internal/news/list', body: { site: { id: 1 }, pageNo: 2, pageSize: 9, type: 'NEWS_AI' } },
    ])
    expect(shownIds()).toEqual(news(109, 9).map((n) => n.id))
    expect(container.querySelector('[aria-current="page"]')?.textContent).toBe('2')
  })

  it('has no pager when everything fits on one page', async () => {
    await show({ ...props, items: cards(100, 5), total: 5 })
    expect(container.querySelector('[data-testid="pager"]')).toBeNull()
    expect(container.querySelector('[data-testid="paged-list-more"]')).toBeNull()
  })

  it('on a phone, the end of the list in view appends the next phone-sized page', async () => {
    phone = true
    await show({ ...props, mobilePageSize: 3 })
    await act(async () => observed.at(-1)!([{ isIntersecting: true }]))
    await settle()
    expect(sent.map((s) => [s.body.pageNo, s.body.pageSize])).toEqual([[4, 3]])
    expect(shownIds()).toEqual([...news(100, 9), ...news(109, 3)].map((n) => n.id))
  })

  it('does not load on desktop when the sentinel would intersect', async () => {
    await show(props)
    await act(async () => observed.at(-1)?.([{ isIntersecting: true }]))
    expect(sent).toEqual([])
  })

  it('new props from the server start over from their first page; a new source alone fetches page 1', async () => {
    await show(props)
    const filtered = { ...props, source: { ...props.source, query: { type: 'NEWS' } }, items: cards(500, 2), total: 2 }
    await show(filtered)
    expect(shownIds()).toEqual([500, 501])
    expect(sent).toEqual([])

    await show({ ...filtered, source: { ...props.source, query: { type: 'NEWS_AI' } } })
    await settle()
    expect(sent.map((s) => s.body)).toEqual([{ site: { id: 1 }, pageNo: 1, pageSize: 9, type: 'NEWS_AI' }])
    expect(shownIds()).toEqual(news(100, 9).map((n) => n.id))
  })
})
