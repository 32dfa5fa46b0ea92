import { callRequests, type CallRequest } from '../../../runtime/api/calls'
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
  /** What the page answers when the backend answers well (the fallback route is a not-found page). */
  normally?: 'not-found'
}

/** Every route of SPEC §2, with the call each one cannot live without. */
export const driftRoutes: DriftRoute[] = [
  { family: 'home', route: '/', path: () => '/', main: ['homepage'] },
  { family: 'home', route: '/form/{id}', path: (ids) => `/form/${ids.form}`, main: ['homepage'] },
  { family: 'home', route: '/form/{id}/preview', path: (ids) => `/form/${ids.form}/preview`, main: ['homepage'] },
  { family: 'products', route: '/product', path: () => '/product', main: ['productList'] },
  {
    family: 'products',
    route: '/product-category/{id}',
    path: (ids) => `/product-category/${ids.productCategory}`,
    main: ['productCategory'],
  },
  { family: 'products', route: '/product/{id}', path: (ids) => `/product/${ids.product}`, main: ['product'] },
  { family: 'solutions and cases', route: '/solution', path: () => '/solution', main: ['solutionList'] },
  {
    family: 'solutions and cases',
    route: '/solution/{id}',
    path: (ids) => `/solution/${ids.solution}`,
    main: ['solution'],
  },
  { family: 'solutions and cases', route: '/cases', path: () => '/cases', main: ['exampleList'] },
  {
    family: 'solutions and cases',
    route: '/case-detail/{id}',
    path: (ids) => `/case-detail/${ids.example}`,
    main: ['example'],
  },
  { family: 'about and news', route: '/about-us', path: () => '/about-us', main: ['introduce'] },
  { family: 'about and news', route: '/about_us', path: () => '/about_us', main: ['introduce'] },
  { family: 'about and news', route: '/about-us/news', path: () => '/about-us/news', main: ['newsList'] },
  {
    family: 'about and news',
    route: '/about-us/news?type=AI',
    path: () => '/about-us/news?type=AI',
    main: ['newsList'],
  },
  {
    family: 'about and news',
    route: '/about-us/{type}/{id}/preview',
    path: (ids) => `/about-us/intro/${ids.introduce}/preview`,
    main: ['introduceById'],
  },
  {
    family: 'about and news',
    route: '/article-detail/{type}/{id}',
    path: (ids) => `/article-detail/news/${ids.news}`,
    main: ['detail'],
  },
  {
    family: 'about and news',
    route: '/article-detail/{type}/{id}/preview',
    path: (ids) => `/article-detail/news/${ids.news}/preview`,
    main: ['detail'],
  },
  { family: 'services and join us', route: '/services', path: () => '/services', main: ['servicePage'] },
  {
    family: 'services and join us',
    route: '/services/{id}/preview',
    path: (ids) => `/services/${ids.servicePage}/preview`,
    main: ['servicePageById'],
  },
  { family: 'services and join us', route: '/join-us', path: () => '/join-us', main: ['joinUs'] },
  {
    family: 'services and join us',
    route: '/join-us/{id}/preview',
    path: (ids) => `/join-us/${ids.joinUs}/preview`,
    main: ['joinUsById'],
  },
  { family: 'periodicals', route: '/periodical', path: () => '/periodical', main: ['publicationList'] },
  {
    family: 'periodicals',
    route: '/periodical/{id} (PUBLICATION)',
    path: (ids) => `/periodical/${ids.publication}`,
    main: ['publication'],
  },
  {
    family: 'periodicals',
    route: '/periodical/{id} (white paper)',
    path: (ids) => `/periodical/${ids.whitePaper}`,
    main: ['publication'],
  },
  { family: 'events', route: '/activity', path: () => '/activity', main: ['activityList'] },
  { family: 'events', route: '/activity/{id}', path: (ids) => `/activity/${ids.activity}`, main: ['activity'] },
  { family: 'events', route: '/media', path: () => '/media', main: ['multimediaResourceList'] },
  { family: 'events', route: '/media/{id}', path: (ids) => `/media/${ids.media}`, main: ['multimediaResource'] },
  { family: 'events', route: '/Media/{id}', path: (ids) => `/Media/${ids.media}`, main: ['multimediaResource'] },
  // Decision: the AI page is its carousel and its story; without either it is not the page (both main).
  { family: 'ai, go1688 and fallback', route: '/ai', path: () => '/ai', main: ['aiCarousel', 'aiStory'] },
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
