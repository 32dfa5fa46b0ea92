import type { ApiCallName } from '../../schemas/api.gen'

/** The ids of one site's items the crawl found (at most `--max-items` of each kind), by the route that shows them. */
export interface ItemIds {
  productCategory: number[]
  product: number[]
  solution: number[]
  example: number[]
  news: number[]
  publication: number[]
  activity: number[]
  media: number[]
  introduce: number[]
  servicePage: number[]
  joinUs: number[]
  form: number[]
}

export const emptyItemIds = (): ItemIds => ({
  productCategory: [],
  product: [],
  solution: [],
  example: [],
  news: [],
  publication: [],
  activity: [],
  media: [],
  introduce: [],
  servicePage: [],
  joinUs: [],
  form: [],
})

/** One SPEC §2 route: the paths it has on a site whose items are `ids`, and the calls it cannot render without. */
export interface ContractRoute {
  route: string
  /** Every path of the route (one per item for an item route); `token` opens previews. */
  paths(ids: ItemIds, token: string): string[]
  /** A failure of one of these calls is the page's failure (docs/architecture.md "Error semantics"); others lose a section. */
  main: ApiCallName[]
  /**
   * Calls whose item the page is named after but can stand without: the item missing (404, or an answer of
   * null) is the not-found page, any other failure of them loses only their section (`/form/{id}`'s form).
   */
  mustExist?: ApiCallName[]
  /** What the page answers when the backend answers well (the fallback route is a not-found page). */
  status?: 404
}

const one = (path: string) => () => [path]
const each = (ids: (all: ItemIds) => number[], path: (id: number) => string) => (all: ItemIds) => ids(all).map(path)
const preview =
  (ids: (all: ItemIds) => number[], path: (id: number) => string) =>
  (all: ItemIds, token: string): string[] =>
    ids(all).map((id) => `${path(id)}/preview?token=${encodeURIComponent(token)}`)

/** Every route of SPEC §2, with the calls each one cannot live without (as the drift harness's table). */
export const contractRoutes: ContractRoute[] = [
  { route: '/', paths: one('/'), main: ['homepage'] },
  {
    route: '/form/{id}',
    paths: each(
      (ids) => ids.form,
      (id) => `/form/${id}`,
    ),
    main: ['homepage'],
    mustExist: ['form'],
  },
  {
    route: '/form/{id}/preview',
    paths: preview(
      (ids) => ids.form,
      (id) => `/form/${id}`,
    ),
    main: ['homepage'],
    mustExist: ['form'],
  },
  { route: '/product', paths: one('/product'), main: ['productList'] },
  {
    route: '/product-category/{id}',
    paths: each(
      (ids) => ids.productCategory,
      (id) => `/product-category/${id}`,
    ),
    main: ['productCategory'],
  },
  {
    route: '/product/{id}',
    paths: each(
      (ids) => ids.product,
      (id) => `/product/${id}`,
    ),
    main: ['product'],
  },
  { route: '/solution', paths: one('/solution'), main: ['solutionList'] },
  {
    route: '/solution/{id}',
    paths: each(
      (ids) => ids.solution,
      (id) => `/solution/${id}`,
    ),
    main: ['solution'],
  },
  { route: '/cases', paths: one('/cases'), main: ['exampleList'] },
  {
    route: '/case-detail/{id}',
    paths: each(
      (ids) => ids.example,
      (id) => `/case-detail/${id}`,
    ),
    main: ['example'],
  },
  { route: '/about-us', paths: one('/about-us'), main: ['introduce'] },
  { route: '/about_us', paths: one('/about_us'), main: ['introduce'] },
  { route: '/about-us/news', paths: one('/about-us/news'), main: ['newsList'] },
  { route: '/about-us/news?type=AI', paths: one('/about-us/news?type=AI'), main: ['newsList'] },
  {
    route: '/about-us/{type}/{id}/preview',
    paths: preview(
      (ids) => ids.introduce,
      (id) => `/about-us/intro/${id}`,
    ),
    main: ['introduceById'],
  },
  {
    route: '/article-detail/{type}/{id}',
    paths: each(
      (ids) => ids.news,
      (id) => `/article-detail/news/${id}`,
    ),
    main: ['detail'],
  },
  {
    route: '/article-detail/{type}/{id}/preview',
    paths: preview(
      (ids) => ids.news,
      (id) => `/article-detail/news/${id}`,
    ),
    main: ['detail'],
  },
  { route: '/services', paths: one('/services'), main: ['servicePage'] },
  {
    route: '/services/{id}/preview',
    paths: preview(
      (ids) => ids.servicePage,
      (id) => `/services/${id}`,
    ),
    main: ['servicePageById'],
  },
  { route: '/join-us', paths: one('/join-us'), main: ['joinUs'] },
  {
    route: '/join-us/{id}/preview',
    paths: preview(
      (ids) => ids.joinUs,
      (id) => `/join-us/${id}`,
    ),
    main: ['joinUsById'],
  },
  { route: '/periodical', paths: one('/periodical'), main: ['publicationList'] },
  {
    route: '/periodical/{id}',
    paths: each(
      (ids) => ids.publication,
      (id) => `/periodical/${id}`,
    ),
    main: ['publication'],
  },
  { route: '/activity', paths: one('/activity'), main: ['activityList'] },
  {
    route: '/activity/{id}',
    paths: each(
      (ids) => ids.activity,
      (id) => `/activity/${id}`,
    ),
    main: ['activity'],
  },
  { route: '/media', paths: one('/media'), main: ['multimediaResourceList'] },
  {
    route: '/media/{id}',
    paths: each(
      (ids) => ids.media,
      (id) => `/media/${id}`,
    ),
    main: ['multimediaResource'],
  },
  // Decision: the AI page is its carousel and its story; without either it is not the page (both main).
  { route: '/ai', paths: one('/ai'), main: ['aiCarousel', 'aiStory'] },
  { route: '/go1688', paths: one('/go1688'), main: [] },
  { route: '/go1688/purchaser', paths: one('/go1688/purchaser'), main: [] },
  { route: '/go1688/supplier', paths: one('/go1688/supplier'), main: [] },
  { route: '*', paths: one('/this/page/does-not-exist'), main: [], status: 404 },
]

/** The routes whose page fails when `call` fails so that a page whose main call it is answers `status`. */
export const routesNeeding = (call: ApiCallName, status: number): string[] =>
  contractRoutes
    .filter((route) => route.main.includes(call) || (status === 404 && route.mustExist?.includes(call)))
    .map((route) => route.route)
