/**
 * The page types the bench loads in a browser (issue 26): each with its class, the class's goals (the one
 * place they live), and its path on the content set measured: the demo's fixed ids without `--api`, or
 * ids discovered from the backend's list calls (the first item each lists) with it.
 */
import { callRequests, type CallRequest } from '../../site/api/calls'
import { backendUrl } from '../../site/server/api-url'
import { pageTypes } from '../../tests/e2e/support/page-types'

/**
 * static: no island in reach; list: the list pages with filters and pagers; home; detail: every other
 * page type; form: the enquiry form page (its form library loads when it opens, so it has no script goal).
 */
export type PageClass = 'home' | 'static' | 'list' | 'detail' | 'form'

/** Issue 26 "Done when": the JavaScript (gzip, at load, scrolled through without interacting) a class may load. */
export const JS_GOAL_BYTES: Record<PageClass, number | null> = {
  static: 8 * 1024,
  list: 35 * 1024,
  home: 35 * 1024,
  detail: 100 * 1024,
  form: null,
}

/** Issue 26 "Done when": Lighthouse (mobile defaults) on every page type. */
export const LIGHTHOUSE_GOALS = { performance: 98, accessibility: 100, totalBlockingTimeMs: 100 } as const

/** The ids a path needs, by the list that gives them. */
export interface DiscoveredIds {
  productCategory: number
  product: number
  example: number
  news: number
  media: number
  activity: number
  form: number
}

interface PageTypeSpec {
  class: PageClass
  /** The page's path from discovered ids (omitted: the path names no item, as on the demo). */
  discovered?: (ids: DiscoveredIds) => string
}

/** Every page type of tests/e2e/support/page-types.ts (SPEC §2), by name. */
const SPECS: Record<string, PageTypeSpec> = {
  home: { class: 'home' },
  'product category': { class: 'static', discovered: (ids) => `/product-category/${ids.productCategory}` },
  'product detail': { class: 'detail', discovered: (ids) => `/product/${ids.product}` },
  solution: { class: 'detail' },
  cases: { class: 'static' },
  'case detail': { class: 'static', discovered: (ids) => `/case-detail/${ids.example}` },
  news: { class: 'list' },
  'article detail': { class: 'static', discovered: (ids) => `/article-detail/news/${ids.news}` },
  publications: { class: 'list' },
  'media list': { class: 'list' },
  'media detail': { class: 'detail', discovered: (ids) => `/media/${ids.media}` },
  'activity list': { class: 'list' },
  'activity detail': { class: 'detail', discovered: (ids) => `/activity/${ids.activity}` },
  services: { class: 'static' },
  'join-us': { class: 'static' },
  form: { class: 'form', discovered: (ids) => `/form/${ids.form}` },
  ai: { class: 'detail' },
  go1688: { class: 'static' },
}

export interface BenchPage {
  name: string
  class: PageClass
  /** The path on the Chinese site (`localhost`). */
  path: string
}

function specOf(name: string): PageTypeSpec {
  const spec = SPECS[name]
  if (!spec) throw new Error(`page type "${name}" has no class in scripts/bench/pages.ts`)
  return spec
}

/** The demo's pages (the embedded content): tests/e2e/support/page-types.ts's fixed ids. */
export function demoPages(): BenchPage[] {
  return pageTypes.map((type) => ({ name: type.name, class: specOf(type.name).class, path: type.path('zh') }))
}

/** The pages on a backend whose first listed items are `ids`. */
export function pagesOf(ids: DiscoveredIds): BenchPage[] {
  return pageTypes.map((type) => {
    const spec = specOf(type.name)
    return { name: type.name, class: spec.class, path: spec.discovered ? spec.discovered(ids) : type.path('zh') }
  })
}

/** `--pages home,media detail`: only those page types, in their usual order; an unknown name is an error. */
export function selectPages(pages: readonly BenchPage[], names: readonly string[] | null): BenchPage[] {
  if (names === null) return [...pages]
  const unknown = names.filter((name) => !pages.some((page) => page.name === name))
  if (unknown.length || names.length === 0)
    throw new Error(
      `--pages takes page types among: ${pages.map((page) => page.name).join(', ')} (unknown: ${unknown.join(', ') || 'none given'})`,
    )
  return pages.filter((page) => names.includes(page.name))
}

/** Sends one contract call and gives its `data` (a non-200 envelope or status is an error). */
export type AskBackend = (request: CallRequest) => Promise<unknown>

/** AskBackend over HTTP to the backend whose root is `apiBaseUrl` (as API_BASE_URL takes it). */
export function httpBackend(apiBaseUrl: string): AskBackend {
  return async (request) => {
    const url = backendUrl(apiBaseUrl, request.path)
    const answer = await fetch(url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    })
    const envelope = (await answer.json().catch(() => null)) as { code?: unknown; data?: unknown } | null
    if (!answer.ok || envelope?.code !== '200')
      throw new Error(`${request.method} ${url} answered ${answer.status} (code ${String(envelope?.code)})`)
    return envelope.data
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const listOf = (value: unknown, key?: string): unknown[] => {
  const list = key === undefined ? value : isRecord(value) ? value[key] : undefined
  return Array.isArray(list) ? list : []
}

function firstId(items: unknown[], what: string): number {
  const id = items.map((item) => (isRecord(item) ? item.id : undefined)).find((value) => typeof value === 'number')
  if (id === undefined) throw new Error(`the backend lists no ${what}: the bench needs one to load its page`)
  return id
}

/** The first form id a button of `answer` opens (`formBOId` or `formBO.id`, schemas/common/jump-target). */
function firstFormId(answer: unknown): number | undefined {
  if (Array.isArray(answer)) return answer.map(firstFormId).find((id) => id !== undefined)
  if (!isRecord(answer)) return undefined
  if (typeof answer.formBOId === 'number') return answer.formBOId
  if (isRecord(answer.formBO) && typeof answer.formBO.id === 'number') return answer.formBO.id
  return Object.values(answer)
    .map(firstFormId)
    .find((id) => id !== undefined)
}

/** The backend's site marked `mark` (the bench visits the Chinese site, `cn`, at `localhost`). */
export async function siteIdOf(ask: AskBackend, mark = 'cn'): Promise<number> {
  const site = listOf(await ask(callRequests.siteList())).find((entry) => isRecord(entry) && entry.mark === mark)
  if (!isRecord(site) || typeof site.id !== 'number')
    throw new Error(`the backend's site list has no site marked "${mark}"`)
  return site.id
}

/** The first item of each list the page types need, on the site marked `cn`: what `--api` measures. */
export async function discoverIds(ask: AskBackend): Promise<DiscoveredIds> {
  const siteId = await siteIdOf(ask)
  const page = { siteId, pageNo: 1, pageSize: 10 }
  const [products, examples, news, media, activities, homepage] = await Promise.all([
    ask(callRequests.productList(siteId)),
    ask(callRequests.exampleList(siteId)),
    ask(callRequests.newsList({ ...page, type: 'NEWS' })),
    ask(callRequests.multimediaResourceList(page)),
    ask(callRequests.activityList(page)),
    ask(callRequests.homepage(siteId)),
  ])
  const categories = listOf(products)
  const form = firstFormId(homepage)
  if (form === undefined)
    throw new Error("no button of the backend's home page opens a form: the bench needs one for /form/{id}")
  return {
    productCategory: firstId(categories, 'product category'),
    product: firstId(
      categories.flatMap((category) => listOf(category, 'productList')),
      'product',
    ),
    example: firstId(
      listOf(examples).flatMap((group) => listOf(group, 'exampleBOS')),
      'case',
    ),
    news: firstId(listOf(news, 'data'), 'news'),
    media: firstId(listOf(media, 'data'), 'multimedia resource'),
    activity: firstId(listOf(activities, 'data'), 'activity'),
    form,
  }
}
