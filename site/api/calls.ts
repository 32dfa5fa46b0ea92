import type { ActivityFilter, ApiCallName, FormSubmission, MediaFilter } from '../../schemas/api.gen'

export type Id = number | string

/** How a call reaches the backend: method, path (relative to /api/internal) and JSON body. */
export interface CallRequest {
  method: 'GET' | 'POST'
  path: string
  body?: unknown
}

export interface PageParams {
  siteId: number
  pageNo: number
  pageSize: number
}

/** Page-header types of POST /get/title/by/type (project decision, see schemas/common/title-block). */
export type TitleType = 'NEWS' | 'NEWS_AI' | 'CORPORATE_PUBLICATION' | 'BRAND_ACTIVITIES' | 'MULTIMEDIA_RESOURCE'
/** News list / fixed-news type: NEWS, or NEWS_AI for the AI news variant (`?type=AI`). */
export type NewsType = 'NEWS' | 'NEWS_AI'

export interface NewsListParams extends PageParams {
  type: NewsType
}
export interface ActivityListParams extends PageParams {
  filter?: ActivityFilter
}
export interface MediaListParams extends PageParams {
  filter?: MediaFilter
}
export interface ListParams extends PageParams {
  /** Further body fields of the generic list (SPEC §7 "more"). */
  more?: Record<string, unknown>
}

const seg = (value: Id): string => {
  const text = String(value)
  if (text === '') throw new TypeError('An id or path segment must not be empty')
  return encodeURIComponent(text)
}

/** `{type}` of the generic calls: lower/camel words separated by `/` or `-` (e.g. `news`, `corporate/publications`). */
const typeSegment = (type: string): string => {
  if (!/^[A-Za-z][A-Za-z0-9-]*(\/[A-Za-z][A-Za-z0-9-]*)*$/.test(type))
    throw new TypeError(`Invalid content type "${type}"`)
  return type
}

const site = (siteId: number) => ({ site: { id: siteId } })
const page = ({ siteId, pageNo, pageSize }: PageParams) => ({ ...site(siteId), pageNo, pageSize })
/**
 * SPEC §7 gives these GETs no site; the project sends `?siteId=` when the caller knows it, so a backend
 * with per-language content (the embedded one) can answer in the site's language. Others ignore it.
 */
const siteQuery = (siteId: number | undefined) => (siteId === undefined ? '' : `?siteId=${encodeURIComponent(siteId)}`)
const get = (path: string): CallRequest => ({ method: 'GET', path })
const post = (path: string, body: unknown): CallRequest => ({ method: 'POST', path, body })

/**
 * Every SPEC §7 call: the request it sends. Request bodies follow docs/contract.md: the site is `site: { id }`,
 * the calls whose payload SPEC gives as `id` send `{ id }`. Keys are the client's function names and the
 * answer schemas' names (schemas/api/<kebab key>.schema.json).
 */
export const callRequests = {
  siteList: () => get('/site/list'),
  languagePack: (siteId: number) => get(`/site/${seg(siteId)}`),
  topNavigation: (siteId: number) => post('/topNavigation/list', site(siteId)),
  topHeader: (siteId: number) => post('/topheader', { id: siteId }),
  bottomNavigation: (siteId: number) => post('/bottomNavigation/list', site(siteId)),
  enterpriseAdvantages: (siteId: number) => post('/enterprise/advantage/list', { id: siteId }),
  homepage: (siteId: number) => post('/homepage', { id: siteId }),
  form: (id: Id) => get(`/form/${seg(id)}`),
  submitForm: (body: FormSubmission) => post('/form', body),
  productList: (siteId: number) => post('/product/list', site(siteId)),
  product: (id: Id) => get(`/product/${seg(id)}`),
  productCategory: (id: Id) => get(`/product-category/detail/${seg(id)}`),
  solutionList: (siteId: number) => post('/solution/list', site(siteId)),
  solution: (id: Id) => get(`/solution/${seg(id)}`),
  exampleList: (siteId: number) => post('/example/list', site(siteId)),
  example: (id: Id) => get(`/example/${seg(id)}`),
  newsList: (params: NewsListParams) => post('/news/list', { ...page(params), type: params.type }),
  fixedNews: (siteId: number, type: NewsType) =>
    get(`/fixed/news/list/${seg(siteId)}?type=${encodeURIComponent(type)}`),
  titleByType: (type: TitleType, siteId: number) => post('/get/title/by/type', { type, ...site(siteId) }),
  introduce: (siteId: number) => post('/introduce', site(siteId)),
  introduceById: (id: Id) => get(`/introduce/${seg(id)}`),
  activityList: (params: ActivityListParams) =>
    post('/activity/list', { ...page(params), activity: params.filter ?? {} }),
  activity: (id: Id) => get(`/activity/${seg(id)}`),
  multimediaResource: (id: Id) => get(`/multimedia/resource/${seg(id)}`),
  multimediaResourceList: (params: MediaListParams) =>
    post('/multimedia/resource/list', { ...page(params), multimediaResource: params.filter ?? {} }),
  servicePage: (siteId: number) => post('/serviceAndSupport', site(siteId)),
  servicePageById: (id: Id) => get(`/serviceAndSupport/${seg(id)}`),
  joinUs: (siteId: number) => post('/joinUs', site(siteId)),
  joinUsById: (id: Id) => get(`/joinUs/${seg(id)}`),
  publicationList: (params: PageParams) => post('/corporate/publications/list', page(params)),
  publication: (id: Id) => get(`/corporate/publications/${seg(id)}`),
  fixedActivities: (siteId: number) => get(`/fixed/activity/list/${seg(siteId)}`),
  activityPlaces: (siteId: number) => get(`/activity/place/list/${seg(siteId)}`),
  multimediaCarousel: (siteId: number) => get(`/multimedia/resource/carousel/list/${seg(siteId)}`),
  multimediaTypes: (siteId?: number) => get(`/multimedia/resource/type/list/1${siteQuery(siteId)}`),
  aiCarousel: (siteId?: number) => get(`/ai/native/carousel${siteQuery(siteId)}`),
  aiStory: (siteId?: number) => get(`/ai/native/story${siteQuery(siteId)}`),
  list: (type: string, params: ListParams) => post(`/${typeSegment(type)}/list`, { ...params.more, ...page(params) }),
  detail: (type: string, id: Id) => get(`/${typeSegment(type)}/${seg(id)}`),
} satisfies Record<ApiCallName, (...args: never[]) => CallRequest>
