import type { ApiCallName, Site } from '../../schemas/api.gen'
import { callRequests, type CallRequest, type NewsType, type TitleType } from '../api/calls'
import { defaultFormId } from '../actions/default-form'
import type { DefaultFormConfig } from '../settings'
import type { ContractClient, Exchange } from './exchange'
import { emptyItemIds, type ItemIds } from './routes'

export interface CrawlOptions {
  /** Only the sites with these marks (all when empty). */
  marks: readonly string[]
  /** Detail calls per kind of item, at most. */
  maxItems: number
  /** The forms the consult buttons open (DEFAULT_FORM_IDS): checked with the forms the answers name. */
  defaultForms?: DefaultFormConfig
}

export interface CrawledSite {
  site: Site
  ids: ItemIds
}

export type CrawlResult =
  | { ok: true; sites: CrawledSite[]; siteList: Exchange }
  /** The site list gave nothing to crawl: `unreachable` when no answer came at all (the CMS cannot be checked). */
  | { ok: false; siteList: Exchange; reason: string; unreachable: boolean }

/** Page size of the crawl's list calls (the pages ask for less; their own requests are checked as they render). */
const CRAWL_PAGE_SIZE = 20
const TITLE_TYPES: TitleType[] = ['NEWS', 'NEWS_AI', 'CORPORATE_PUBLICATION', 'BRAND_ACTIVITIES', 'MULTIMEDIA_RESOURCE']
const NEWS_TYPES: NewsType[] = ['NEWS', 'NEWS_AI']

/**
 * Crawls the CMS the way the site reads it (SPEC §7): the site list; then for each site its shell calls,
 * every list and single-page call (lists on their first page, and once with a filter where the call has
 * one), the detail of each listed item up to `maxItems` per kind, and the forms the site's buttons open.
 * Each answer is checked as it arrives (ContractClient). Never sends the form submission (it writes).
 */
export async function crawl(client: ContractClient, options: CrawlOptions): Promise<CrawlResult> {
  const siteList = await client.ask('siteList', null, callRequests.siteList())
  const { raw, checked } = siteList
  if (raw.kind !== 'answer')
    return {
      ok: false,
      siteList,
      unreachable: true,
      reason: raw.kind === 'timeout' ? `no answer within ${raw.ms} ms` : raw.reason,
    }
  if (!checked.usable) return { ok: false, siteList, unreachable: false, reason: 'the site list is unusable' }
  const sites = (checked.data as Site[]).filter(
    (site) => options.marks.length === 0 || options.marks.includes(site.mark),
  )
  const missing = options.marks.filter((mark) => !sites.some((site) => site.mark === mark))
  if (missing.length > 0)
    return { ok: false, siteList, unreachable: false, reason: `the site list has no site marked ${missing.join(', ')}` }
  const crawled = await Promise.all(sites.map((site) => crawlSite(client, site, options)))
  return { ok: true, sites: crawled, siteList }
}

async function crawlSite(client: ContractClient, site: Site, options: CrawlOptions): Promise<CrawledSite> {
  const ask = (call: ApiCallName, request: CallRequest) =>
    client.ask(call, site.mark, request).then((exchange) => exchange.checked.data)
  const siteId = site.id
  const page = { siteId, pageNo: 1, pageSize: CRAWL_PAGE_SIZE }
  const [
    products,
    solutions,
    examples,
    news,
    publications,
    activities,
    media,
    introduce,
    servicePage,
    joinUs,
    places,
    mediaTypes,
    ...rest
  ] = await Promise.all([
    ask('productList', callRequests.productList(siteId)),
    ask('solutionList', callRequests.solutionList(siteId)),
    ask('exampleList', callRequests.exampleList(siteId)),
    Promise.all(NEWS_TYPES.map((type) => ask('newsList', callRequests.newsList({ ...page, type })))),
    ask('publicationList', callRequests.publicationList(page)),
    ask('activityList', callRequests.activityList(page)),
    ask('multimediaResourceList', callRequests.multimediaResourceList(page)),
    ask('introduce', callRequests.introduce(siteId)),
    ask('servicePage', callRequests.servicePage(siteId)),
    ask('joinUs', callRequests.joinUs(siteId)),
    ask('activityPlaces', callRequests.activityPlaces(siteId)),
    ask('multimediaTypes', callRequests.multimediaTypes(siteId)),
    ask('languagePack', callRequests.languagePack(siteId)),
    ask('topNavigation', callRequests.topNavigation(siteId)),
    ask('topHeader', callRequests.topHeader(siteId)),
    ask('bottomNavigation', callRequests.bottomNavigation(siteId)),
    ask('enterpriseAdvantages', callRequests.enterpriseAdvantages(siteId)),
    ask('homepage', callRequests.homepage(siteId)),
    ask('fixedActivities', callRequests.fixedActivities(siteId)),
    ask('multimediaCarousel', callRequests.multimediaCarousel(siteId)),
    ask('aiCarousel', callRequests.aiCarousel(siteId)),
    ask('aiStory', callRequests.aiStory(siteId)),
    ...NEWS_TYPES.map((type) => ask('fixedNews', callRequests.fixedNews(siteId, type))),
    ...TITLE_TYPES.map((type) => ask('titleByType', callRequests.titleByType(type, siteId))),
  ])

  const max = options.maxItems
  const categories = listOf(products)
  const ids: ItemIds = {
    ...emptyItemIds(),
    productCategory: idsOf(categories, max),
    product: idsOf(
      categories.flatMap((category) => listOf(category, 'productList')),
      max,
    ),
    solution: idsOf(
      listOf(solutions).flatMap((group) => listOf(group, 'solutions')),
      max,
    ),
    example: idsOf(
      listOf(examples).flatMap((group) => listOf(group, 'exampleBOS')),
      max,
    ),
    news: unique(news.flatMap((answer) => idsOf(listOf(answer, 'data'), max))),
    publication: idsOf(listOf(publications, 'data'), max),
    activity: idsOf(listOf(activities, 'data'), max),
    media: idsOf(listOf(media, 'data'), max),
    introduce: idsOf([introduce], max),
    servicePage: idsOf([servicePage], max),
    joinUs: idsOf([joinUs], max),
  }

  // The filtered lists, with a value the CMS itself offers.
  const place = listOf(places).find((value) => typeof value === 'string')
  const mediaType = listOf(mediaTypes).find((value) => typeof value === 'string')
  const filtered = [
    ask(
      'activityList',
      callRequests.activityList({ ...page, filter: place ? { places: [place as string] } : { activityName: 'a' } }),
    ),
    ask(
      'multimediaResourceList',
      callRequests.multimediaResourceList({
        ...page,
        filter: mediaType ? { resourceTypes: [mediaType as string] } : { titleContent: 'a' },
      }),
    ),
  ]

  const details = await Promise.all([
    ...ids.productCategory.map((id) => ask('productCategory', callRequests.productCategory(id))),
    ...ids.product.map((id) => ask('product', callRequests.product(id))),
    ...ids.solution.map((id) => ask('solution', callRequests.solution(id))),
    ...ids.example.map((id) => ask('example', callRequests.example(id))),
    ...ids.news.map((id) => ask('detail', callRequests.detail('news', id))),
    ...ids.publication.map((id) => ask('publication', callRequests.publication(id))),
    ...ids.activity.map((id) => ask('activity', callRequests.activity(id))),
    ...ids.media.map((id) => ask('multimediaResource', callRequests.multimediaResource(id))),
    ...ids.introduce.map((id) => ask('introduceById', callRequests.introduceById(id))),
    ...ids.servicePage.map((id) => ask('servicePageById', callRequests.servicePageById(id))),
    ...ids.joinUs.map((id) => ask('joinUsById', callRequests.joinUsById(id))),
    ...filtered,
  ])

  // The forms: the site's default forms and every form a button of the answers opens (jumpBO.formBO / formBOId).
  const forms = options.defaultForms
  const formIds = unique([
    ...(forms ? [defaultFormId(site.mark, '/', forms), defaultFormId(site.mark, '/go1688', forms)] : []),
    ...[products, solutions, examples, ...news, publications, activities, media, introduce, servicePage, joinUs]
      .concat(rest, details)
      .flatMap(formIdsIn),
  ])
  ids.form = formIds
  await Promise.all(formIds.map((id) => ask('form', callRequests.form(id))))
  return { site, ids }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

function listOf(value: unknown, key?: string): unknown[] {
  const list = key === undefined ? value : isRecord(value) ? value[key] : undefined
  return Array.isArray(list) ? list : []
}

function idsOf(items: unknown[], max: number): number[] {
  const ids = items.map((item) => (isRecord(item) ? item.id : undefined)).filter((id) => typeof id === 'number')
  return unique(ids as number[]).slice(0, max)
}

const unique = <T>(values: T[]): T[] => [...new Set(values)]

/** The form ids an answer's buttons open: `formBOId`, or `formBO.id` (schemas/common/jump-target). */
function formIdsIn(value: unknown): number[] {
  if (Array.isArray(value)) return value.flatMap(formIdsIn)
  if (!isRecord(value)) return []
  const own: number[] = []
  if (typeof value.formBOId === 'number') own.push(value.formBOId)
  if (isRecord(value.formBO) && typeof value.formBO.id === 'number') own.push(value.formBO.id)
  return [...own, ...Object.values(value).flatMap(formIdsIn)]
}
