/**
 * The answers of every SPEC §7 call, as pure functions of the demo content and the parsed request.
 * The router maps requests onto them; the start-up check and the contract test enumerate them.
 * Unknown ids and bad input throw ContentError (answered with a non-200 code).
 */
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

const byDateDesc = <T>(date: (item: T) => string) => (a: T, b: T) => date(b).localeCompare(date(a))

export const siteList = () => SITES
export const languagePack = (c: SiteContent) => c.languagePack
export const topNavigation = (c: SiteContent) => c.topNavigation
export const topHeader = (c: SiteContent) => c.topHeader
export const bottomNavigation = (c: SiteContent) => c.bottomNavigation
export const enterpriseAdvantages = (c: SiteContent) => c.advantages
export const homepage = (c: SiteContent) => c.homepage

/** A form and the site whose language it is written in (forms 1–3 keep short ids, so search every site). */
export function formWithSite(source: ContentSource, id: number) {
  for (const c of source.all()) {
    const found = c.forms.find((f) => f.id === id)
    if (found) return { form: found, site: c.site }
  }
  throw notFound(`form ${id} does not exist`)
}

export function form(source: ContentSource, id: number) {
  return formWithSite(source, id).form
}

export function productList(c: SiteContent) {
  return c.catalogue.categories.map((category) => ({
    id: category.id,
    name: category.name,
    productCategory: category,
    productList: c.catalogue.products.filter((p) => p.categoryId === category.id),
    exampleList: c.cases.filter((e) => c.catalogue.categoryCases.get(category.id)?.includes(e.id)),
  }))
}

export function product(source: ContentSource, id: number) {
  return find(source.siteOfEntity(id, 'product').catalogue.products, id, 'product')
}

export function productCategory(source: ContentSource, id: number) {
  const c = source.siteOfEntity(id, 'product category')
  const group = productList(c).find((g) => g.id === id)
  if (!group) throw notFound(`product category ${id} does not exist`)
  return { productCategory: group.productCategory, productList: group.productList, exampleList: group.exampleList }
}

export function solutionList(c: SiteContent) {
  return c.industries.map((industry) => ({
    industry,
    solutions: c.solutions.filter((s) => s.industryId === industry.id),
    examples: c.cases.filter((e) => e.industryId === industry.id),
  }))
}

export function solution(source: ContentSource, id: number) {
  return find(source.siteOfEntity(id, 'solution').solutions, id, 'solution')
}

export function exampleList(c: SiteContent) {
  return c.industries.map((industry) => ({ industry, exampleBOS: c.cases.filter((e) => e.industryId === industry.id) }))
}

export function example(source: ContentSource, id: number) {
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

export function newsList(c: SiteContent, type: NewsType, paging: Paging) {
  return paginate(newsOfType(c, type), paging)
}

export function fixedNews(c: SiteContent, type: NewsType) {
  return newsOfType(c, type).filter((n) => n.fixed)
}

/** GET /{type}/{id}: the generic detail, read as an article (news and AI news). */
const ARTICLE_TYPES = new Set(['news', 'news_ai', 'ai', 'article'])
export function isArticleType(type: string): boolean {
  return ARTICLE_TYPES.has(type.toLowerCase())
}
export function article(source: ContentSource, id: number) {
  return find(source.siteOfEntity(id, 'article').articles, id, 'article')
}

/** POST /{type}/list: the generic paged list (articles of every type, newest first). */
export function genericList(c: SiteContent, type: string, paging: Paging) {
  if (!isArticleType(type)) throw notFound(`unknown list type "${type}"`)
  const items = [...c.newsItems].sort(byDateDesc((n) => n.createTime))
  return paginate(items, paging)
}

export function titleByType(c: SiteContent, type: unknown) {
  if (typeof type !== 'string' || !(TITLE_TYPES as readonly string[]).includes(type)) {
    throw badRequest(`type must be one of ${TITLE_TYPES.join(', ')}`)
  }
  return c.titles[type as TitleType]
}

export const introduce = (c: SiteContent) => c.introduce
export function introduceById(source: ContentSource, id: number) {
  const c = source.siteOfEntity(id, 'introduction')
  if (c.introduce.id !== id) throw notFound(`introduction ${id} does not exist`)
  return c.introduce
}

export interface ActivityFilter { startDate: number | null; endDate: number | null; places: string[]; activityTypes: string[]; activityName: string }

/** Type names of either language match (the filter values come from the page's own list). */
function typeNames(value: string, table: [string, string][]): string[] {
  const row = table.find(([zh, en]) => zh === value || en === value)
  return row ? [...row] : [value]
}

export function activityList(c: SiteContent, filter: ActivityFilter, paging: Paging) {
  const wantedTypes = new Set(filter.activityTypes.flatMap((t) => typeNames(t, ACTIVITY_TYPES)))
  const name = filter.activityName.toLowerCase()
  const items = c.activities
    .filter((a) => {
      const start = parseDateTime(a.startDate)
      const end = parseDateTime(a.endDate)
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

export function activity(source: ContentSource, id: number) {
  return find(source.siteOfEntity(id, 'activity').activities, id, 'activity')
}

export const fixedActivities = (c: SiteContent) => c.activities.filter((a) => a.fixed)
export const activityPlaces = (c: SiteContent) => c.activityPlaces

export interface MediaFilter { startDate: number | null; endDate: number | null; resourceTypes: string[]; titleContent: string }

export function multimediaResourceList(c: SiteContent, filter: MediaFilter, paging: Paging) {
  const wantedTypes = new Set(filter.resourceTypes.flatMap((t) => typeNames(t, RESOURCE_TYPES)))
  const title = filter.titleContent.toLowerCase()
  const items = c.media
    .filter((m) => {
      const created = parseDateTime(m.createdAt)
      if (filter.startDate !== null && created < filter.startDate) return false
      if (filter.endDate !== null && created > filter.endDate) return false
      if (wantedTypes.size && !wantedTypes.has(m.resourceType)) return false
      if (title && !m.titleContent.toLowerCase().includes(title)) return false
      return true
    })
    .sort(byDateDesc((m) => m.createdAt))
  return paginate(items, paging)
}

export function multimediaResource(source: ContentSource, id: number) {
  return find(source.siteOfEntity(id, 'multimedia resource').media, id, 'multimedia resource')
}

export const multimediaCarousel = (c: SiteContent) => c.media.filter((m) => m.fixed)
export const multimediaTypes = (c: SiteContent) => c.resourceTypes

export const servicePage = (c: SiteContent) => c.servicePage
export function servicePageById(source: ContentSource, id: number) {
  const c = source.siteOfEntity(id, 'service page')
  if (c.servicePage.id !== id) throw notFound(`service page ${id} does not exist`)
  return c.servicePage
}

export const joinUs = (c: SiteContent) => c.joinUsPage
export function joinUsById(source: ContentSource, id: number) {
  const c = source.siteOfEntity(id, 'join-us page')
  if (c.joinUsPage.id !== id) throw notFound(`join-us page ${id} does not exist`)
  return c.joinUsPage
}

export function publicationList(c: SiteContent, paging: Paging) {
  return paginate([...c.publications].sort(byDateDesc((p) => p.createTime)), paging)
}

export function publication(source: ContentSource, id: number) {
  return find(source.siteOfEntity(id, 'publication').publications, id, 'publication')
}

export const aiCarousel = (c: SiteContent) => c.aiCarousel
export const aiStory = (c: SiteContent) => c.aiStory
