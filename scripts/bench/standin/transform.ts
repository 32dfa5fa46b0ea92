/**
 * The stand-in CMS's content (issue 26): the demo of content/ transformed into content unlike it, so the
 * bench can measure the site on texts, counts and pictures the site was not tuned on. Pure: a site's
 * built content in, the stand-in's out.
 * - Longer titles and descriptions in the site's language (a clause appended, picked per item).
 * - More items: news, activities, media and publications cloned under new ids with earlier or later
 *   dates, so lists run to several pages.
 * - More slides: the home hero, the AI carousel and the fixed activities and media run to 7 slides.
 * - Pictures: every banner, card, cover and screen is one of the stand-in's 1600×900 PNGs (the figures
 *   inside rich text stay the demo's).
 */
import { drawingOf, parseArtName } from '../../../content/art/names'
import type { SiteContent } from '../../../content/demo/site-content'
import { PICTURE_COUNT } from './pictures'

export interface StandinOptions {
  /** The absolute URL the stand-in serves picture `index` (0 ≤ index < PICTURE_COUNT) at. */
  pictureUrl: (index: number) => string
}

/** What the stand-in holds per site (the unit test and docs/performance.md read these). */
export const STANDIN_COUNTS = {
  news: 45,
  activities: 36,
  media: 33,
  publications: 14,
  heroSlides: 7,
  aiSlides: 7,
  fixedActivities: 7,
  fixedMedia: 7,
} as const

type Lang = 'zh' | 'en'

const TITLE_TAILS: Record<Lang, readonly string[]> = {
  zh: [
    '——面向集团型企业的全链路数字化实践与年度回顾',
    '：从试点到全面推广，十二家工厂两年间的经验与教训',
    '，携手行业伙伴共建开放、可信、可持续的产业数字化生态',
    '——财务、供应链与制造一体化运营的方法论与落地路径',
    '：面向未来十年的智能化升级路线图与关键能力建设',
  ],
  en: [
    ': a field report on a multi-plant roll-out, its integration work and the lessons of its first year',
    ', and what it means for finance, supply chain and manufacturing teams running one operation',
    ' — from a first pilot to a group-wide platform, told by the people who ran it',
    ': the roadmap, the key capabilities and the partners behind the next decade of intelligent operations',
    ', with an open, trusted and sustainable ecosystem built together with industry partners',
  ],
}

const DESC_TAILS: Record<Lang, readonly string[]> = {
  zh: [
    '项目覆盖计划、采购、生产、质量与财务五大业务域，打通二十余套既有系统的数据，建立统一的主数据与指标口径，让管理层第一次在同一张报表上看到从订单到回款的全过程。',
    '团队采用分阶段上线策略，先在两家试点工厂验证流程与模型，再复制到全集团；期间沉淀了六十余个标准流程模板和一套可复用的数据治理规范。',
    '上线一年后，订单交付周期缩短三成，库存周转提升四成，月结时间从十天压缩到三天，业务部门也能自助完成大部分分析与报表工作。',
  ],
  en: [
    'The programme covered planning, purchasing, production, quality and finance, connected more than twenty existing systems and set one definition for master data and metrics, so management saw the whole path from order to cash in one report for the first time.',
    'The team rolled out in stages: two pilot plants proved the processes and models before the group-wide launch, leaving sixty standard process templates and a reusable data-governance playbook behind.',
    'A year after go-live, order lead time was down by a third, inventory turns up by forty per cent and the month-end close down from ten days to three, while business teams ran most of their own analysis.',
  ],
}

/**
 * A field holding one of the demo's generated pictures (content/art/names.ts) that a CMS would hold as a
 * photo or a render: banners, cards, covers, screens. Portraits (avatars) and customers' word marks (logos)
 * stay, as do icons, QR codes and diagrams, which are no generated art.
 */
const ART_SOURCE = /^\/demo-assets\/(art\/[\w-]+\.(?:svg|webp))$/
const STAYS = new Set(['portrait', 'customer'])

/** Keys holding a title, a plain description, or an HTML body, wherever they occur in the content. */
const TITLE_KEYS = new Set(['title', 'titleContent', 'activityName'])
const DESC_KEYS = new Set(['desc', 'introduction', 'naviDesc'])
const HTML_KEYS = new Set(['activityIntroduction', 'resourceDesc', 'publicationDescribe', 'content'])
/** The site's frame (navigation, footer, language pack, forms, page headers) keeps the demo's wording. */
const UNTOUCHED = new Set<keyof SiteContent>([
  'site',
  'languagePack',
  'topNavigation',
  'bottomNavigation',
  'forms',
  'titles',
  'activityPlaces',
  'resourceTypes',
])

/** A stable small hash (FNV-1a) of a text, to pick a clause or a picture per item. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

const pick = <T>(list: readonly T[], key: string): T => list[hashOf(key) % list.length]

type Json = unknown
const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Map)

function rewrite(value: Json, lang: Lang, options: StandinOptions, itemKey: string): Json {
  if (typeof value === 'string') return pictureOf(value, options) ?? value
  if (Array.isArray(value)) return value.map((entry) => rewrite(entry, lang, options, itemKey))
  if (!isRecord(value)) return value
  const key = typeof value.id === 'number' ? `${itemKey}/${value.id}` : itemKey
  const out: Record<string, Json> = {}
  for (const [name, field] of Object.entries(value)) {
    if (typeof field === 'string' && field !== '') {
      if (TITLE_KEYS.has(name) || (name === 'name' && isNamedItem(value))) {
        out[name] = field + pick(TITLE_TAILS[lang], `${key}/${field}`)
        continue
      }
      if (DESC_KEYS.has(name)) {
        out[name] = `${field}${lang === 'zh' ? '' : ' '}${pick(DESC_TAILS[lang], `${key}/${field}`)}`
        continue
      }
      if (HTML_KEYS.has(name) && field.trimStart().startsWith('<')) {
        out[name] = `${field}\n<p>${DESC_TAILS[lang].join(lang === 'zh' ? '' : ' ')}</p>`
        continue
      }
    }
    out[name] = rewrite(field, lang, options, key)
  }
  // A file item whose picture became a PNG says so.
  if (typeof out.url === 'string' && out.url !== value.url && typeof value.type === 'string') {
    out.type = 'image/png'
    out.name = out.url.slice(out.url.lastIndexOf('/') + 1)
  }
  return out
}

/** Products, categories, solutions, industries, publications: items with an id whose `name` is a title (not people). */
const isNamedItem = (value: Record<string, Json>) =>
  typeof value.id === 'number' && !('avatar' in value) && !('url' in value) && !('formFields' in value)

function pictureOf(url: string, options: StandinOptions): string | null {
  const name = ART_SOURCE.exec(url)?.[1]
  if (!name || STAYS.has(parseArtName(name).type)) return null
  // By the drawing's name, so a picture served as WebP instead of SVG keeps its stand-in picture.
  return options.pictureUrl(hashOf(drawingOf(name)) % PICTURE_COUNT)
}

// --- dates -------------------------------------------------------------------------------------------

const pad = (n: number) => String(n).padStart(2, '0')

/** `YYYY-MM-DD…` or `YYYY/MM/DD…` moved by whole days, the rest of the text kept. */
export function shiftDates(text: string, days: number): string {
  return text.replace(
    /(\d{4})([-/])(\d{2})\2(\d{2})/g,
    (_all, year: string, sep: string, month: string, day: string) => {
      const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day) + days))
      return `${date.getUTCFullYear()}${sep}${pad(date.getUTCMonth() + 1)}${sep}${pad(date.getUTCDate())}`
    },
  )
}

// --- more items --------------------------------------------------------------------------------------

/**
 * `count` ids of site `siteId` that none of `used` has (ids are `siteId * 1000 + n`, content/README.md),
 * from just after the highest used one, so clones sort after their kind.
 */
export function freshIds(used: Iterable<number>, siteId: number, count: number): number[] {
  const taken = new Set(used)
  const base = siteId * 1000
  const highest = Math.max(base, ...[...taken].filter((id) => Math.floor(id / 1000) === siteId))
  const candidates = [
    ...Array.from({ length: base + 999 - highest }, (_, index) => highest + 1 + index),
    ...Array.from({ length: highest - base }, (_, index) => base + 1 + index),
  ]
  const ids = candidates.filter((id) => !taken.has(id)).slice(0, count)
  if (ids.length < count) throw new Error(`site ${siteId} has no room for ${count} more ids`)
  return ids
}

/** `items` grown to `total` by cloning them in turn under fresh ids; `adapt` moves each clone (k from 0). */
function grow<T extends { id: number }>(
  items: readonly T[],
  total: number,
  siteId: number,
  adapt: (clone: T, source: T, k: number) => T,
): T[] {
  if (items.length === 0 || items.length >= total) return [...items]
  const ids = freshIds(
    items.map((item) => item.id),
    siteId,
    total - items.length,
  )
  return [
    ...items,
    ...ids.map((id, k) => adapt({ ...structuredClone(items[k % items.length]), id }, items[k % items.length], k)),
  ]
}

/** The first `wanted` items flagged `fixed` (a carousel's slides), the rest as they were. */
function fixFirst<T extends { fixed: boolean }>(items: T[], wanted: number): T[] {
  let missing = wanted - items.filter((item) => item.fixed).length
  return items.map((item) => (missing > 0 && !item.fixed ? (missing--, { ...item, fixed: true }) : item))
}

function moreItems(content: SiteContent): SiteContent {
  const siteId = content.site.id
  const older = (k: number) => -(21 + 9 * k)

  const news = content.newsItems.filter((item) => item.type === 'NEWS')
  const newsClones = grow(news, STANDIN_COUNTS.news, siteId, (clone, _source, k) => ({
    ...clone,
    createTime: shiftDates(clone.createTime, older(k)),
    fixed: false,
  }))
  // Articles are the news items' details (same id): each clone gets its source's article, moved alike.
  const addedNews = newsClones.slice(news.length)
  const articles = [
    ...content.articles,
    ...addedNews.map((item, k) => {
      const source = content.articles.find((article) => article.id === news[k % news.length].id)
      if (!source) throw new Error(`news ${news[k % news.length].id} has no article`)
      return {
        ...structuredClone(source),
        id: item.id,
        createTime: shiftDates(source.createTime, older(k)),
        createdAt: shiftDates(source.createdAt, older(k)),
      }
    }),
  ]

  // Activities move by weeks, alternately later and earlier: the list holds upcoming and past ones.
  const activities = grow(content.activities, STANDIN_COUNTS.activities, siteId, (clone, _source, k) => {
    const days = (k % 2 === 0 ? 1 : -1) * (14 + 7 * k)
    return {
      ...clone,
      startDate: shiftDates(clone.startDate, days),
      endDate: shiftDates(clone.endDate, days),
      activityTimeStr: shiftDates(clone.activityTimeStr, days),
      fixed: false,
    }
  })
  const media = grow(content.media, STANDIN_COUNTS.media, siteId, (clone, _source, k) => ({
    ...clone,
    createdAt: shiftDates(clone.createdAt, older(k)),
    fixed: false,
  }))
  const publications = grow(content.publications, STANDIN_COUNTS.publications, siteId, (clone, _source, k) => ({
    ...clone,
    createTime: shiftDates(clone.createTime, older(k) * 3),
  }))

  const homepage = content.homepage.map((module, index) =>
    // The hero: the first carousel module with more than one slide.
    module.moduleType === 'CAROUSEL' && index === content.homepage.findIndex((m) => m.moduleType === 'CAROUSEL')
      ? { ...module, carouselOpt: grow(module.carouselOpt, STANDIN_COUNTS.heroSlides, siteId, (clone) => clone) }
      : module,
  )
  return {
    ...content,
    homepage,
    newsItems: [...newsClones, ...content.newsItems.filter((item) => item.type !== 'NEWS')],
    articles,
    activities: fixFirst(activities, STANDIN_COUNTS.fixedActivities),
    media: fixFirst(media, STANDIN_COUNTS.fixedMedia),
    publications,
    aiCarousel: grow(content.aiCarousel, STANDIN_COUNTS.aiSlides, siteId, (clone) => clone),
  }
}

/** The stand-in's content of one site: the demo's, with more items and slides, longer texts and PNG pictures. */
export function transformSiteContent(content: SiteContent, options: StandinOptions): SiteContent {
  const lang: Lang = content.site.mark === 'cn' ? 'zh' : 'en'
  const grown = moreItems(content)
  const out: Record<string, Json> = {}
  for (const [key, value] of Object.entries(grown)) {
    out[key] = UNTOUCHED.has(key as keyof SiteContent) ? value : rewrite(value, lang, options, key)
  }
  // `catalogue.categoryCases` is a Map (ids only); rewrite keeps Maps as they are.
  return out as SiteContent
}
