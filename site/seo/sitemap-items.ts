import type { Api } from '../api'
import { ITEM_PAGES } from '../item-pages'

/**
 * How the sitemap knows that two sites list the same item (for its hreflang alternates): items of the
 * same kind whose ids give the same key. The contract has no translation link, so by default the same id
 * on both sites is the same item; the embedded demo numbers items `siteId * 1000 + n`, and passes a key
 * of `n` (server/embedded-content.ts).
 */
export type ItemKey = (id: number) => string

export const sameIdItemKey: ItemKey = (id) => String(id)

/**
 * The id on the site `siteId` of the item `id` of another site (the inverse of ItemKey), or null when it
 * has none there: the same id for a backend whose items keep their id across the sites. The preview bar's
 * other-language switch and the item pages' guard (pages/shared/this-sites-item.ts) ask it.
 */
export type CounterpartId = (id: number, siteId: number) => number | null

export const sameIdCounterpart: CounterpartId = (id) => id

/** One public page of a site: its path, what identifies it across the sites, and its date if known. */
export interface SitemapItem {
  path: string
  /** Equal on two sites when the page is the same item in both languages. */
  key: string
  /** `YYYY-MM-DD`. */
  lastmod?: string
}

/** SPEC §2 routes that are one page per site, whatever the backend holds (previews never). */
export const STATIC_PATHS = [
  '/',
  '/product',
  '/solution',
  '/cases',
  '/about-us',
  '/about-us/news',
  '/about-us/news?type=AI',
  '/services',
  '/join-us',
  '/periodical',
  '/activity',
  '/media',
  '/ai',
  '/go1688',
  '/go1688/purchaser',
  '/go1688/supplier',
] as const

/** The backend's page size for collecting paged lists (the largest every backend accepts) … */
export const LIST_PAGE_SIZE = 100
/** … and the most pages read of one list, so a backend whose `total` is wrong cannot keep us paging. */
export const MAX_LIST_PAGES = 500

interface Paged<T> {
  data: T[]
  total?: number | null
}

/** Every item of a paged list: pages of LIST_PAGE_SIZE until `total` is reached, a page comes back short, or the cap. */
export async function fetchAllPages<T>(
  fetchPage: (pageNo: number, pageSize: number) => Promise<Paged<T>>,
): Promise<T[]> {
  const items: T[] = []
  for (let pageNo = 1; pageNo <= MAX_LIST_PAGES; pageNo++) {
    const page = await fetchPage(pageNo, LIST_PAGE_SIZE)
    items.push(...page.data)
    const total = typeof page.total === 'number' ? page.total : undefined
    if (page.data.length < LIST_PAGE_SIZE || (total !== undefined && items.length >= total)) break
  }
  return items
}

/** The calendar day of a backend date (`YYYY-MM-DD HH:mm:ss`, docs/contract.md) for `<lastmod>`. */
export function lastmodOf(...dates: (string | null | undefined)[]): string | undefined {
  for (const date of dates) {
    const match = /^(\d{4}-\d{2}-\d{2})(?:$|[ T])/.exec(date ?? '')
    if (match) return match[1]
  }
  return undefined
}

export type SitemapApi = Pick<
  Api,
  | 'productList'
  | 'solutionList'
  | 'exampleList'
  | 'newsList'
  | 'publicationList'
  | 'activityList'
  | 'multimediaResourceList'
>

/**
 * Every public page of one site (SPEC §2): the fixed routes and every detail page its lists name —
 * product categories and products, solutions, cases, news and AI news articles, publications, activities
 * and media. Any failing call rejects: a sitemap missing half the site is worse than none for a while.
 */
export async function collectSiteItems(api: SitemapApi, siteId: number, itemKey: ItemKey): Promise<SitemapItem[]> {
  const site = { siteId }
  const [products, solutions, cases, news, aiNews, publications, activities, media] = await Promise.all([
    api.productList(siteId),
    api.solutionList(siteId),
    api.exampleList(siteId),
    fetchAllPages((pageNo, pageSize) => api.newsList({ ...site, pageNo, pageSize, type: 'NEWS' })),
    fetchAllPages((pageNo, pageSize) => api.newsList({ ...site, pageNo, pageSize, type: 'NEWS_AI' })),
    fetchAllPages((pageNo, pageSize) => api.publicationList({ ...site, pageNo, pageSize })),
    fetchAllPages((pageNo, pageSize) => api.activityList({ ...site, pageNo, pageSize })),
    fetchAllPages((pageNo, pageSize) => api.multimediaResourceList({ ...site, pageNo, pageSize })),
  ])
  const detail = (route: string, id: number, lastmod?: string): SitemapItem => ({
    path: `${route}/${id}`,
    key: `${route}/${itemKey(id)}`,
    ...(lastmod ? { lastmod } : {}),
  })
  const items: SitemapItem[] = STATIC_PATHS.map((path) => ({ path, key: path }))
  for (const category of products) {
    items.push(detail(ITEM_PAGES['product-category'].detail, category.id))
    for (const product of category.productList ?? []) items.push(detail(ITEM_PAGES.product.detail, product.id))
  }
  for (const group of solutions)
    for (const solution of group.solutions ?? []) items.push(detail(ITEM_PAGES.solution.detail, solution.id))
  for (const group of cases)
    for (const example of group.exampleBOS ?? []) items.push(detail(ITEM_PAGES.case.detail, example.id))
  for (const item of [...news, ...aiNews])
    items.push(detail(ITEM_PAGES.news.detail, item.id, lastmodOf(item.createTime)))
  for (const publication of publications) items.push(detail(ITEM_PAGES.periodical.detail, publication.id))
  for (const activity of activities) items.push(detail(ITEM_PAGES.activity.detail, activity.id))
  for (const resource of media) items.push(detail(ITEM_PAGES.media.detail, resource.id, lastmodOf(resource.createdAt)))
  return uniqueByPath(items)
}

/** A product in two categories, or a case listed under two industries, is one URL. */
function uniqueByPath(items: SitemapItem[]): SitemapItem[] {
  const seen = new Set<string>()
  return items.filter((item) => !seen.has(item.path) && seen.add(item.path))
}
