/**
 * The answers of every SPEC §7 call, as pure functions of the demo content and the parsed request.
 * The router maps requests onto them; the start-up check and the contract test enumerate them.
 * Unknown ids and bad input throw ContentError (answered with a non-200 code). Return types are the
 * generated answer types, so the demo content is checked against the contract at compile time too.
 */
import type { ApiAnswers as A } from '../schemas/api.gen'
import type { SiteContent } from './demo/site-content'
import { SITES } from './demo/shell'
import { TITLE_TYPES, type TitleType } from './demo/pages'
import { ACTIVITY_TYPES } from './demo/activities'
import { RESOURCE_TYPES } from './demo/media'
import type { NewsType } from './demo/news'
import { badRequest, notFound } from './http/errors'
import { paginate, parseDateTime, type Paging } from './http/request'
import type { ContentSource } from './source'

function find<T extends { id: number }>(items: readonly T[], id: number, what: string): T {
  const item = items.find((candidate) => candidate.id === id)
  if (!item) throw notFound(`${what} ${id} does not exist`)
  return item
}

const byDateDesc =
  <T>(date: (item: T) => string) =>
  (a: T, b: T) =>
    date(b).localeCompare(date(a))

export const siteList = (): A['siteList'] => SITES
export const languagePack = (c: SiteContent): A['languagePack'] => c.languagePack
export const topNavigation = (c: SiteContent): A['topNavigation'] => c.topNavigation
export const topHeader = (c: SiteContent): A['topHeader'] => c.topHeader
export const bottomNavigation = (c: SiteContent): A['bottomNavigation'] => c.bottomNavigation
export const enterpriseAdvantages = (c: SiteContent): A['enterpriseAdvantages'] => c.advantages
export const homepage = (c: SiteContent): A['homepage'] => c.homepage

/** A form and the site whose language it is written in (forms 1–3 keep short ids, so search every site). */
export function formWithSite(source: ContentSource, id: number) {
  for (const c of source.all()) {
    const found = c.forms.find((f) => f.id === id)
    if (found) return { form: found, site: c.site }
  }
  throw notFound(`form ${id} does not exist`)
}

export function form(source: ContentSource, id: number): A['form'] {
  return formWithSite(source, id).form
}

export function productList(c: SiteContent): A['productList'] {
  return c.catalogue.categories.map((category) => ({
    id: category.id,
    name: category.name,
    productCategory: category,
    productList: c.catalogue.products.filter((p) => p.categoryId === category.id),
    exampleList: c.cases.filter((e) => c.catalogue.categoryCases.get(category.id)?.includes(e.id)),
  }))
}

export function product(source: ContentSource, id: number): A['product'] {
  return find(source.siteOfEntity(id, 'product').catalogue.products, id, 'product')
}

export function productCategory(source: ContentSource, id: number): A['productCategory'] {
  const c = source.siteOfEntity(id, 'product category')
  const category = find(c.catalogue.categories, id, 'product category')
  return {
    productCategory: category,
    productList: c.catalogue.products.filter((p) => p.categoryId === id),
    exampleList: c.cases.filter((e) => c.catalogue.categoryCases.get(id)?.includes(e.id)),
  }
}

export function solutionList(c: SiteContent): A['solutionList'] {
  return c.industries.map((industry) => ({
    industry,
    solutions: c.solutions.filter((s) => s.industryId === industry.id),
    examples: c.cases.filter((e) => e.industryId === industry.id),
  }))
}

export function solution(source: ContentSource, id: number): A['solution'] {
  return find(source.siteOfEntity(id, 'solution').solutions, id, 'solution')
}

export function exampleList(c: SiteContent): A['exampleList'] {
  return c.industries.map((industry) => ({ industry, exampleBOS: c.cases.filter((e) => e.industryId === industry.id) }))
}

export function example(source: ContentSource, id: number): A['example'] {
  return find(source.siteOfEntity(id, 'case').cases, id, 'case')
}

/** NEWS or NEWS_AI; `AI` (the page's query value) is read as NEWS_AI; absent means NEWS. */
export function newsType(raw: unknown): NewsType {
  if (raw === undefined || raw === null || raw === '') return 'NEWS'
  if (typeof raw !== 'string') throw badRequest('type must be a string: NEWS or NEWS_AI')
  const upper = raw.toUpperCase()
  if (upper === 'NEWS') return 'NEWS'
  if (upper === 'NEWS_AI' || upper === 'AI') return 'NEWS_AI'
  throw badRequest(`unknown news type "${raw}" (expected NEWS or NEWS_AI)`)
}

const newsOfType = (c: SiteContent, type: NewsType) =>
  c.newsItems.filter((n) => n.type === type).sort(byDateDesc((n) => n.createTime))

export function newsList(c: SiteContent, type: NewsType, paging: Paging): A['newsList'] {
  return paginate(newsOfType(c, type), paging)
}

export function fixedNews(c: SiteContent, type: NewsType): A['fixedNews'] {
  return newsOfType(c, type).filter((n) => n.fixed)
}

/** GET /{type}/{id}: the generic detail, read as an article (news and AI news). */
const ARTICLE_TYPES = new Set(['news', 'news_ai', 'ai', 'article'])
export function isArticleType(type: string): boolean {
  return ARTICLE_TYPES.has(type.toLowerCase())
}
export function article(source: ContentSource, id: number): A['detail'] {
  return find(source.siteOfEntity(id, 'article').articles, id, 'article')
}

/** POST /{type}/list: the generic paged list (articles of every type, newest first). */
export function genericList(c: SiteContent, type: string, paging: Paging): A['list'] {
  if (!isArticleType(type)) throw notFound(`unknown list type "${type}"`)
  const items = [...c.newsItems].sort(byDateDesc((n) => n.createTime))
  return paginate(items, paging)
}

export function titleByType(c: SiteContent, type: unknown): A['titleByType'] {
  if (typeof type !== 'string' || !(TITLE_TYPES as readonly string[]).includes(type)) {
    throw badRequest(`type must be one of ${TITLE_TYPES.join(', ')}`)
  }
  return c.titles[type as TitleType]
}

export const introduce = (c: SiteContent): A['introduce'] => c.introduce
export function introduceById(source: ContentSource, id: number): A['introduceById'] {
  const c = source.siteOfEntity(id, 'introduction')
  if (c.introduce.id !== id) throw notFound(`introduction ${id} does not exist`)
  return c.introduce
}

export interface ActivityFilter {
  startDate: number | null
  endDate: number | null
  places: string[]
  activityTypes: string[]
  activityName: string
}

/** Type names of either language match (the filter values come from the page's own list). */
function typeNames(value: string, table: [string, string][]): string[] {
  const row = table.find(([zh, en]) => zh === value || en === value)
  return row ? [...row] : [value]
}

/** The date filter's epoch ms against the activities' site-local dates, read in the site's `timeZone`. */
export function activityList(
  c: SiteContent,
  filter: ActivityFilter,
  paging: Paging,
  timeZone: string,
): A['activityList'] {
  const wantedTypes = new Set(filter.activityTypes.flatMap((t) => typeNames(t, ACTIVITY_TYPES)))
  const name = filter.activityName.toLowerCase()
  const items = c.activities
    .filter((a) => {
      const start = parseDateTime(a.startDate, timeZone)
      const end = parseDateTime(a.endDate, timeZone)
      if (filter.startDate !== null && end < filter.startDate) return false
      if (filter.endDate !== null && start > filter.endDate) return false
      if (filter.places.length && !filter.places.includes(a.activityPlace)) return false
      if (wantedTypes.size && !wantedTypes.has(a.activityType)) return false
      if (name && !a.activityName.toLowerCase().includes(name)) return false
      return true
    })
    .sort(byDateDesc((a) => a.startDate))
  return paginate(items, paging)
}

export function activity(source: ContentSource, id: number): A['activity'] {
  return find(source.siteOfEntity(id, 'activity').activities, id, 'activity')
}

export const fixedActivities = (c: SiteContent): A['fixedActivities'] => c.activities.filter((a) => a.fixed)
export const activityPlaces = (c: SiteContent): A['activityPlaces'] => c.activityPlaces

export interface MediaFilter {
  startDate: number | null
  endDate: number | null
  resourceTypes: string[]
  titleContent: string
}

export function multimediaResourceList(
  c: SiteContent,
  filter: MediaFilter,
  paging: Paging,
  timeZone: string,
): A['multimediaResourceList'] {
  const wantedTypes = new Set(filter.resourceTypes.flatMap((t) => typeNames(t, RESOURCE_TYPES)))
  const title = filter.titleContent.toLowerCase()
  const items = c.media
    .filter((m) => {
      const created = parseDateTime(m.createdAt, timeZone)
      if (filter.startDate !== null && created < filter.startDate) return false
      if (filter.endDate !== null && created > filter.endDate) return false
      if (wantedTypes.size && !wantedTypes.has(m.resourceType)) return false
      if (title && !m.titleContent.toLowerCase().includes(title)) return false
      return true
    })
    .sort(byDateDesc((m) => m.createdAt))
  return paginate(items, paging)
}

export function multimediaResource(source: ContentSource, id: number): A['multimediaResource'] {
  return find(source.siteOfEntity(id, 'multimedia resource').media, id, 'multimedia resource')
}

export const multimediaCarousel = (c: SiteContent): A['multimediaCarousel'] => c.media.filter((m) => m.fixed)
export const multimediaTypes = (c: SiteContent): A['multimediaTypes'] => c.resourceTypes

export const servicePage = (c: SiteContent): A['servicePage'] => c.servicePage
export function servicePageById(source: ContentSource, id: number): A['servicePageById'] {
  const c = source.siteOfEntity(id, 'service page')
  if (c.servicePage.id !== id) throw notFound(`service page ${id} does not exist`)
  return c.servicePage
}

export const joinUs = (c: SiteContent): A['joinUs'] => c.joinUsPage
export function joinUsById(source: ContentSource, id: number): A['joinUsById'] {
  const c = source.siteOfEntity(id, 'join-us page')
  if (c.joinUsPage.id !== id) throw notFound(`join-us page ${id} does not exist`)
  return c.joinUsPage
}

export function publicationList(c: SiteContent, paging: Paging): A['publicationList'] {
  return paginate([...c.publications].sort(byDateDesc((p) => p.createTime)), paging)
}

export function publication(source: ContentSource, id: number): A['publication'] {
  return find(source.siteOfEntity(id, 'publication').publications, id, 'publication')
}

export const aiCarousel = (c: SiteContent): A['aiCarousel'] => c.aiCarousel
export const aiStory = (c: SiteContent): A['aiStory'] => c.aiStory
