/* eslint-disable */
// GENERATED FILE, DO NOT EDIT. Source: schemas/blocks/*.schema.json and the folders of blocks/
// Regenerate with `npm run codegen`; `npm run codegen:check` fails when this file is stale.

import type { Registry } from '../runtime/blocks/registry'

/**
 * Every block type and how to load it. Loaders are lazy, so a page's bundle carries only the blocks it
 * shows; the page hooks preload a page's types before render and hydration (blocks/renderer.ts).
 */
export const registry = {
  actionBar: () => import('./action-bar/action-bar').then((m) => m.ActionBar),
  activityBanner: () => import('./activity-banner/activity-banner').then((m) => m.ActivityBanner),
  activityReviews: () => import('./activity-reviews/activity-reviews').then((m) => m.ActivityReviews),
  agendaTimeline: () => import('./agenda-timeline/agenda-timeline').then((m) => m.AgendaTimeline),
  aiFrame: () => import('./ai-frame/ai-frame').then((m) => m.AiFrame),
  aiStory: () => import('./ai-story/ai-story').then((m) => m.AiStory),
  anchoredRichText: () => import('./anchored-rich-text/anchored-rich-text').then((m) => m.AnchoredRichText),
  articleHeader: () => import('./article-header/article-header').then((m) => m.ArticleHeader),
  banner: () => import('./banner/banner').then((m) => m.Banner),
  cardCarousel: () => import('./card-carousel/card-carousel').then((m) => m.CardCarousel),
  caseCards: () => import('./case-cards/case-cards').then((m) => m.CaseCards),
  companyIntro: () => import('./company-intro/company-intro').then((m) => m.CompanyIntro),
  consultBanner: () => import('./consult-banner/consult-banner').then((m) => m.ConsultBanner),
  customerWall: () => import('./customer-wall/customer-wall').then((m) => m.CustomerWall),
  detailBanner: () => import('./detail-banner/detail-banner').then((m) => m.DetailBanner),
  enrolBar: () => import('./enrol-bar/enrol-bar').then((m) => m.EnrolBar),
  featureGrid: () => import('./feature-grid/feature-grid').then((m) => m.FeatureGrid),
  featuredMedia: () => import('./featured-media/featured-media').then((m) => m.FeaturedMedia),
  guestGrid: () => import('./guest-grid/guest-grid').then((m) => m.GuestGrid),
  heroCarousel: () => import('./hero-carousel/hero-carousel').then((m) => m.HeroCarousel),
  listFilters: () => import('./list-filters/list-filters').then((m) => m.ListFilters),
  mediaDetail: () => import('./media-detail/media-detail').then((m) => m.MediaDetail),
  newsCarousel: () => import('./news-carousel/news-carousel').then((m) => m.NewsCarousel),
  newsShowcase: () => import('./news-showcase/news-showcase').then((m) => m.NewsShowcase),
  pageHeading: () => import('./page-heading/page-heading').then((m) => m.PageHeading),
  pagedList: () => import('./paged-list/paged-list').then((m) => m.PagedList),
  productDirectory: () => import('./product-directory/product-directory').then((m) => m.ProductDirectory),
  productShowcase: () => import('./product-showcase/product-showcase').then((m) => m.ProductShowcase),
  publicationDetail: () => import('./publication-detail/publication-detail').then((m) => m.PublicationDetail),
  relatedCases: () => import('./related-cases/related-cases').then((m) => m.RelatedCases),
  richText: () => import('./rich-text/rich-text').then((m) => m.RichText),
  sectionNav: () => import('./section-nav/section-nav').then((m) => m.SectionNav),
  solutionCarousel: () => import('./solution-carousel/solution-carousel').then((m) => m.SolutionCarousel),
  solutionExplorer: () => import('./solution-explorer/solution-explorer').then((m) => m.SolutionExplorer),
  tabs: () => import('./tabs/tabs').then((m) => m.Tabs),
} satisfies Registry
