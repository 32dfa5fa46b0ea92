import { callRequests, type CallRequest } from '../../../site/api/calls'
import { DEFAULT_FORM_ID } from '../../../content/ids'
import type { ApiCallName } from '../../../schemas/api.gen'

/** The two sites of SITE_HOSTS=cn=localhost,en=en.localhost and the `<html lang>` each page carries. */
export const driftHosts = [
  { mark: 'cn', host: 'localhost', htmlLang: 'zh-CN' },
  { mark: 'en', host: 'en.localhost', htmlLang: 'en' },
] as const
export type DriftHost = (typeof driftHosts)[number]

/** Ids of real demo items of one site, found through the list calls (so they follow the demo content). */
export interface DemoIds {
  site: number
  form: number
  productCategory: number
  product: number
  solution: number
  example: number
  news: number
  publication: number
  whitePaper: number
  activity: number
  media: number
  introduce: number
  servicePage: number
  joinUs: number
}

/**
 * PREVIEW_TOKEN of the site under test: in front of a backend (API_BASE_URL) previews answer only with a
 * token or a signed link (issue 23, closed by default).
 */
export const DRIFT_PREVIEW_TOKEN = 'drift-preview-token'

export interface DriftRoute {
  /** The group of routes one test covers. */
  family: string
  /** The route as SPEC §2 writes it. */
  route: string
  path(ids: DemoIds): string
  /**
   * The calls the page cannot render without (issue 10's table): a failure of one of them is the
   * not-found or error page. Every other call except the site list is secondary.
   */
  main: ApiCallName[]
  /**
   * Calls whose item the page is named after but can stand without: the item missing (404, or an answer of
   * null) is the not-found page, any other failure of them loses only their section (`/form/{id}`'s form).
   */
  mustExist?: ApiCallName[]
  /** What the page answers when the backend answers well (the fallback route is a not-found page). */
  normally?: 'not-found'
  /**
   * The texts a visitor must find on the page, read from the main calls' answers (as served, drift
   * included): the item's title, or on a list page the titles of its items. Pages without a main call
   * have none the backend decides.
   */
  titles?: (answerOf: AnswerOf) => string[]
}

/** The `data` of one of the route's calls as the backend served it (undefined when it made no such call). */
export type AnswerOf = (call: ApiCallName) => unknown

/**
 * The strings at `path` in `value`, `*` standing for every item of a list (`textsAt(list, '*', 'name')`):
 * only non-empty strings, as the page shows only those.
 */
export function textsAt(value: unknown, ...path: string[]): string[] {
  if (path.length === 0) return typeof value === 'string' && value.trim() !== '' ? [value] : []
  const [step, ...rest] = path
  if (step === '*') return Array.isArray(value) ? value.flatMap((item) => textsAt(item, ...rest)) : []
  return textsAt(field(value, step!), ...rest)
}

const homeTitles = (answerOf: AnswerOf) => textsAt(answerOf('homepage'), '*', 'title')
const introduceTitle = (call: ApiCallName) => (answerOf: AnswerOf) => textsAt(answerOf(call), 'title')

/** Every route of SPEC §2, with the call each one cannot live without. */
export const driftRoutes: DriftRoute[] = [
  { family: 'home', route: '/', path: () => '/', main: ['homepage'], titles: homeTitles },
  {
    family: 'home',
    route: '/form/{id}',
    path: (ids) => `/form/${ids.form}`,
    main: ['homepage'],
    mustExist: ['form'],
    titles: homeTitles,
  },
  {
    family: 'home',
    route: '/form/{id}/preview',
    path: (ids) => `/form/${ids.form}/preview?token=${DRIFT_PREVIEW_TOKEN}`,
    main: ['homepage'],
    mustExist: ['form'],
    titles: homeTitles,
  },
  {
    family: 'products',
    route: '/product',
    path: () => '/product',
    main: ['productList'],
    titles: (answerOf) => textsAt(answerOf('productList'), '*', 'name'),
  },
  {
    family: 'products',
    route: '/product-category/{id}',
    path: (ids) => `/product-category/${ids.productCategory}`,
    main: ['productCategory'],
    titles: (answerOf) => textsAt(answerOf('productCategory'), 'productCategory', 'name'),
  },
  {
    family: 'products',
    route: '/product/{id}',
    path: (ids) => `/product/${ids.product}`,
    main: ['product'],
    titles: (answerOf) => textsAt(answerOf('product'), 'name'),
  },
  {
    family: 'solutions and cases',
    route: '/solution',
    path: () => '/solution',
    main: ['solutionList'],
    titles: (answerOf) => textsAt(answerOf('solutionList'), '*', 'industry', 'name'),
  },
  {
    family: 'solutions and cases',
    route: '/solution/{id}',
    path: (ids) => `/solution/${ids.solution}`,
    main: ['solution'],
    titles: (answerOf) => textsAt(answerOf('solution'), 'name'),
  },
  {
    family: 'solutions and cases',
    route: '/cases',
    path: () => '/cases',
    main: ['exampleList'],
    titles: (answerOf) => textsAt(answerOf('exampleList'), '*', 'exampleBOS', '*', 'title'),
  },
  {
    family: 'solutions and cases',
    route: '/case-detail/{id}',
    path: (ids) => `/case-detail/${ids.example}`,
    main: ['example'],
    titles: (answerOf) => textsAt(answerOf('example'), 'title'),
  },
  {
    family: 'about and news',
    route: '/about-us',
    path: () => '/about-us',
    main: ['introduce'],
    titles: introduceTitle('introduce'),
  },
  {
    family: 'about and news',
    route: '/about_us',
    path: () => '/about_us',
    main: ['introduce'],
    titles: introduceTitle('introduce'),
  },
  {
    family: 'about and news',
    route: '/about-us/news',
    path: () => '/about-us/news',
    main: ['newsList'],
    titles: (answerOf) => textsAt(answerOf('newsList'), 'data', '*', 'title'),
  },
  {
    family: 'about and news',
    route: '/about-us/news?type=AI',
    path: () => '/about-us/news?type=AI',
    main: ['newsList'],
    titles: (answerOf) => textsAt(answerOf('newsList'), 'data', '*', 'title'),
  },
  {
    family: 'about and news',
    route: '/about-us/{type}/{id}/preview',
    path: (ids) => `/about-us/intro/${ids.introduce}/preview?token=${DRIFT_PREVIEW_TOKEN}`,
    main: ['introduceById'],
    titles: introduceTitle('introduceById'),
  },
  {
    family: 'about and news',
    route: '/article-detail/{type}/{id}',
    path: (ids) => `/article-detail/news/${ids.news}`,
    main: ['detail'],
    titles: (answerOf) => textsAt(answerOf('detail'), 'title'),
  },
  {
    family: 'about and news',
    route: '/article-detail/{type}/{id}/preview',
    path: (ids) => `/article-detail/news/${ids.news}/preview?token=${DRIFT_PREVIEW_TOKEN}`,
    main: ['detail'],
    titles: (answerOf) => textsAt(answerOf('detail'), 'title'),
  },
  {
    family: 'services and join us',
    route: '/services',
    path: () => '/services',
    main: ['servicePage'],
    titles: introduceTitle('servicePage'),
  },
  {
    family: 'services and join us',
    route: '/services/{id}/preview',
    path: (ids) => `/services/${ids.servicePage}/preview?token=${DRIFT_PREVIEW_TOKEN}`,
    main: ['servicePageById'],
    titles: introduceTitle('servicePageById'),
  },
  {
    family: 'services and join us',
    route: '/join-us',
    path: () => '/join-us',
    main: ['joinUs'],
    titles: introduceTitle('joinUs'),
  },
  {
    family: 'services and join us',
    route: '/join-us/{id}/preview',
    path: (ids) => `/join-us/${ids.joinUs}/preview?token=${DRIFT_PREVIEW_TOKEN}`,
    main: ['joinUsById'],
    titles: introduceTitle('joinUsById'),
  },
  {
    family: 'periodicals',
    route: '/periodical',
    path: () => '/periodical',
    main: ['publicationList'],
    titles: (answerOf) => textsAt(answerOf('publicationList'), 'data', '*', 'name'),
  },
  {
    family: 'periodicals',
    route: '/periodical/{id} (PUBLICATION)',
    path: (ids) => `/periodical/${ids.publication}`,
    main: ['publication'],
    titles: (answerOf) => textsAt(answerOf('publication'), 'name'),
  },
  {
    family: 'periodicals',
    route: '/periodical/{id} (white paper)',
    path: (ids) => `/periodical/${ids.whitePaper}`,
    main: ['publication'],
    titles: (answerOf) => textsAt(answerOf('publication'), 'name'),
  },
  {
    family: 'events',
    route: '/activity',
    path: () => '/activity',
    main: ['activityList'],
    titles: (answerOf) => textsAt(answerOf('activityList'), 'data', '*', 'activityName'),
  },
  {
    family: 'events',
    route: '/activity/{id}',
    path: (ids) => `/activity/${ids.activity}`,
    main: ['activity'],
    titles: (answerOf) => textsAt(answerOf('activity'), 'activityName'),
  },
  {
    family: 'events',
    route: '/media',
    path: () => '/media',
    main: ['multimediaResourceList'],
    titles: (answerOf) => textsAt(answerOf('multimediaResourceList'), 'data', '*', 'titleContent'),
  },
  {
    family: 'events',
    route: '/media/{id}',
    path: (ids) => `/media/${ids.media}`,
    main: ['multimediaResource'],
    titles: (answerOf) => textsAt(answerOf('multimediaResource'), 'titleContent'),
  },
  {
    family: 'events',
    route: '/Media/{id}',
    path: (ids) => `/Media/${ids.media}`,
    main: ['multimediaResource'],
    titles: (answerOf) => textsAt(answerOf('multimediaResource'), 'titleContent'),
  },
  // Decision: the AI page is its carousel and its story; without either it is not the page (both main).
  {
    family: 'ai, go1688 and fallback',
    route: '/ai',
    path: () => '/ai',
    main: ['aiCarousel', 'aiStory'],
    titles: (answerOf) => [...textsAt(answerOf('aiCarousel'), '*', 'title'), ...textsAt(answerOf('aiStory'), 'title')],
  },
  { family: 'ai, go1688 and fallback', route: '/go1688', path: () => '/go1688', main: [] },
  { family: 'ai, go1688 and fallback', route: '/go1688/purchaser', path: () => '/go1688/purchaser', main: [] },
  { family: 'ai, go1688 and fallback', route: '/go1688/supplier', path: () => '/go1688/supplier', main: [] },
  {
    family: 'ai, go1688 and fallback',
    route: '*',
    path: () => '/this/page/does-not-exist',
    main: [],
    normally: 'not-found',
  },
]

export const driftFamilies = [...new Set(driftRoutes.map((route) => route.family))]

type Ask = (request: CallRequest) => Promise<unknown>

/**
 * The demo ids of the site with `siteId`, read from the content API's list answers (`ask` sends one
 * call and returns its `data`).
 */
export async function findDemoIds(siteId: number, mark: 'cn' | 'en', ask: Ask): Promise<DemoIds> {
  const page = { siteId, pageNo: 1, pageSize: 20 }
  const [products, solutions, examples, news, publications, activities, media, introduce, servicePage, joinUs] =
    await Promise.all([
      ask(callRequests.productList(siteId)),
      ask(callRequests.solutionList(siteId)),
      ask(callRequests.exampleList(siteId)),
      ask(callRequests.newsList({ ...page, type: 'NEWS' })),
      ask(callRequests.publicationList(page)),
      ask(callRequests.activityList(page)),
      ask(callRequests.multimediaResourceList(page)),
      ask(callRequests.introduce(siteId)),
      ask(callRequests.servicePage(siteId)),
      ask(callRequests.joinUs(siteId)),
    ])
  const publicationItems = listAt(publications, 'data')
  const publicationOf = (wanted: (type: unknown) => boolean) =>
    idOf(
      publicationItems.find((item) => wanted(field(item, 'type'))),
      'a publication',
    )
  return {
    site: siteId,
    form: DEFAULT_FORM_ID[mark],
    productCategory: idOf(listAt(products)[0], 'a product category'),
    product: idOf(listAt(listAt(products)[0], 'productList')[0], 'a product'),
    solution: idOf(listAt(listAt(solutions)[0], 'solutions')[0], 'a solution'),
    example: idOf(listAt(listAt(examples)[0], 'exampleBOS')[0], 'a case'),
    news: idOf(listAt(news, 'data')[0], 'a news article'),
    publication: publicationOf((type) => type === 'PUBLICATION'),
    whitePaper: publicationOf((type) => type !== 'PUBLICATION'),
    activity: idOf(listAt(activities, 'data')[0], 'an activity'),
    media: idOf(listAt(media, 'data')[0], 'a media resource'),
    introduce: idOf(introduce, 'the introduction'),
    servicePage: idOf(servicePage, 'the service page'),
    joinUs: idOf(joinUs, 'the join-us page'),
  }
}

const field = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined

function listAt(value: unknown, key?: string): unknown[] {
  const list = key === undefined ? value : field(value, key)
  return Array.isArray(list) ? list : []
}

function idOf(value: unknown, what: string): number {
  const id = field(value, 'id')
  if (typeof id !== 'number') throw new Error(`the demo content has no ${what} with a numeric id`)
  return id
}
