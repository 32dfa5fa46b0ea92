/** All demo content of one site, built from its language and the current time. */
import { buildActivities, activityPlaces, type Activity } from './activities'
import { buildAiCarousel, buildAiStory } from './ai'
import { buildCases, buildIndustries, type Case, type Industry } from './cases'
import { DEFAULT_SITE_TIME_ZONE } from '../../site/time-zone'
import { createContext, type Lang } from './context'
import { buildForms, type Form } from './forms'
import { buildHomepage } from './home'
import { buildMedia, resourceTypes, type MultimediaResource } from './media'
import { buildNews, type Article, type NewsItem } from './news'
import { buildIntroduce, buildJoinUsPage, buildServicePage, buildTitles } from './pages'
import { buildProducts, type ProductCatalogue } from './products'
import { buildPublications, type Publication } from './publications'
import {
  buildAdvantages,
  buildBottomNavigation,
  buildLanguagePack,
  buildTopHeader,
  buildTopNavigation,
  SITES,
} from './shell'
import { buildSolutions, type Solution } from './solutions'

const langByMark: Record<string, Lang> = { cn: 'zh', en: 'en' }

export function buildSiteContent(siteId: number, now: Date, timeZone: string = DEFAULT_SITE_TIME_ZONE) {
  const site = SITES.find((s) => s.id === siteId)
  if (!site) throw new Error(`no demo site ${siteId}`)
  const ctx = createContext(siteId, langByMark[site.mark] ?? 'en', now, timeZone)
  const industries: Industry[] = buildIndustries(ctx)
  const cases: Case[] = buildCases(ctx)
  const catalogue: ProductCatalogue = buildProducts(ctx, cases)
  const solutions: Solution[] = buildSolutions(ctx, industries, cases)
  const news = buildNews(ctx)
  const newsItems: NewsItem[] = news.items
  const articles: Article[] = news.articles
  const activities: Activity[] = buildActivities(ctx)
  const media: MultimediaResource[] = buildMedia(ctx)
  const publications: Publication[] = buildPublications(ctx, cases)
  const forms: Form[] = buildForms(ctx)
  return {
    site,
    languagePack: buildLanguagePack(ctx),
    topNavigation: buildTopNavigation(ctx),
    topHeader: buildTopHeader(ctx, catalogue, industries, solutions),
    bottomNavigation: buildBottomNavigation(ctx),
    advantages: buildAdvantages(ctx),
    homepage: buildHomepage(ctx, catalogue, industries, cases, newsItems),
    forms,
    industries,
    cases,
    catalogue,
    solutions,
    newsItems,
    articles,
    activities,
    activityPlaces: activityPlaces(ctx),
    media,
    resourceTypes: resourceTypes(ctx),
    publications,
    introduce: buildIntroduce(ctx),
    servicePage: buildServicePage(ctx),
    joinUsPage: buildJoinUsPage(ctx),
    titles: buildTitles(ctx),
    aiCarousel: buildAiCarousel(ctx),
    aiStory: buildAiStory(ctx),
  }
}

export type SiteContent = ReturnType<typeof buildSiteContent>

/** The site an id belongs to (ids are `siteId * 1000 + n`, see ContentContext.id). */
export function siteOfId(id: number): number {
  return Math.floor(id / 1000)
}
