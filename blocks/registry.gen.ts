/* eslint-disable */
// GENERATED FILE, DO NOT EDIT. Source: schemas/blocks/*.schema.json and the folders of blocks/
// Regenerate with `npm run codegen`; `npm run codegen:check` fails when this file is stale.

import type { Registry } from '../runtime/blocks/registry'
import type { BlockPropsMap } from '../schemas/blocks.gen'

/**
 * Every block type, how to load it and whether the browser hydrates it (its schema's x-interactive).
 * Loaders are lazy: the server preloads a page's types before render, the browser loads only the
 * interactive blocks on the page as they wake (runtime/blocks/render-blocks.tsx, pages/island-hydration.ts).
 */
export const registry = {
  actionBar: {
    load: () => import('./action-bar/action-bar').then((m) => m.ActionBar),
    interactive: false,
  },
  activityBanner: {
    load: () => import('./activity-banner/activity-banner').then((m) => m.ActivityBanner),
    interactive: true,
  },
  activityReviews: {
    load: () => import('./activity-reviews/activity-reviews').then((m) => m.ActivityReviews),
    interactive: true,
  },
  agendaTimeline: {
    load: () => import('./agenda-timeline/agenda-timeline').then((m) => m.AgendaTimeline),
    interactive: false,
  },
  aiFrame: {
    load: () => import('./ai-frame/ai-frame').then((m) => m.AiFrame),
    interactive: true,
  },
  aiStory: {
    load: () => import('./ai-story/ai-story').then((m) => m.AiStory),
    interactive: false,
  },
  anchoredRichText: {
    load: () => import('./anchored-rich-text/anchored-rich-text').then((m) => m.AnchoredRichText),
    interactive: false,
  },
  articleHeader: {
    load: () => import('./article-header/article-header').then((m) => m.ArticleHeader),
    interactive: false,
  },
  banner: {
    load: () => import('./banner/banner').then((m) => m.Banner),
    interactive: false,
  },
  cardCarousel: {
    load: () => import('./card-carousel/card-carousel').then((m) => m.CardCarousel),
    interactive: false,
  },
  caseCards: {
    load: () => import('./case-cards/case-cards').then((m) => m.CaseCards),
    interactive: false,
  },
  companyIntro: {
    load: () => import('./company-intro/company-intro').then((m) => m.CompanyIntro),
    interactive: false,
  },
  consultBanner: {
    load: () => import('./consult-banner/consult-banner').then((m) => m.ConsultBanner),
    interactive: false,
  },
  customerWall: {
    load: () => import('./customer-wall/customer-wall').then((m) => m.CustomerWall),
    interactive: false,
  },
  detailBanner: {
    load: () => import('./detail-banner/detail-banner').then((m) => m.DetailBanner),
    interactive: false,
  },
  enrolBar: {
    load: () => import('./enrol-bar/enrol-bar').then((m) => m.EnrolBar),
    interactive: true,
  },
  featureGrid: {
    load: () => import('./feature-grid/feature-grid').then((m) => m.FeatureGrid),
    interactive: false,
  },
  featuredMedia: {
    load: () => import('./featured-media/featured-media').then((m) => m.FeaturedMedia),
    interactive: false,
  },
  guestGrid: {
    load: () => import('./guest-grid/guest-grid').then((m) => m.GuestGrid),
    interactive: false,
  },
  heroCarousel: {
    load: () => import('./hero-carousel/hero-carousel').then((m) => m.HeroCarousel),
    interactive: false,
  },
  listFilters: {
    load: () => import('./list-filters/list-filters').then((m) => m.ListFilters),
    interactive: true,
  },
  mediaDetail: {
    load: () => import('./media-detail/media-detail').then((m) => m.MediaDetail),
    interactive: true,
  },
  newsCarousel: {
    load: () => import('./news-carousel/news-carousel').then((m) => m.NewsCarousel),
    interactive: false,
  },
  newsShowcase: {
    load: () => import('./news-showcase/news-showcase').then((m) => m.NewsShowcase),
    interactive: false,
  },
  pageHeading: {
    load: () => import('./page-heading/page-heading').then((m) => m.PageHeading),
    interactive: false,
  },
  pagedList: {
    load: () => import('./paged-list/paged-list').then((m) => m.PagedList),
    interactive: true,
  },
  productDirectory: {
    load: () => import('./product-directory/product-directory').then((m) => m.ProductDirectory),
    interactive: false,
  },
  productShowcase: {
    load: () => import('./product-showcase/product-showcase').then((m) => m.ProductShowcase),
    interactive: false,
  },
  publicationDetail: {
    load: () => import('./publication-detail/publication-detail').then((m) => m.PublicationDetail),
    interactive: false,
  },
  relatedCases: {
    load: () => import('./related-cases/related-cases').then((m) => m.RelatedCases),
    interactive: false,
  },
  richText: {
    load: () => import('./rich-text/rich-text').then((m) => m.RichText),
    interactive: false,
  },
  sectionNav: {
    load: () => import('./section-nav/section-nav').then((m) => m.SectionNav),
    interactive: true,
  },
  solutionCarousel: {
    load: () => import('./solution-carousel/solution-carousel').then((m) => m.SolutionCarousel),
    interactive: false,
  },
  solutionExplorer: {
    load: () => import('./solution-explorer/solution-explorer').then((m) => m.SolutionExplorer),
    interactive: true,
  },
  tabs: {
    load: () => import('./tabs/tabs').then((m) => m.Tabs),
    interactive: true,
  },
} satisfies Registry<BlockPropsMap>
