import type { Registry } from '../runtime/blocks/registry'

/**
 * Every block type and how to load it. Loaders are lazy, so a page's bundle carries only the blocks it
 * shows; the page hooks preload a page's types before render and hydration (runtime/blocks/preload.ts).
 */
export const registry = {
  banner: () => import('./banner/banner').then((m) => m.Banner),
  consultBanner: () => import('./consult-banner/consult-banner').then((m) => m.ConsultBanner),
  customerWall: () => import('./customer-wall/customer-wall').then((m) => m.CustomerWall),
  heroCarousel: () => import('./hero-carousel/hero-carousel').then((m) => m.HeroCarousel),
  newsShowcase: () => import('./news-showcase/news-showcase').then((m) => m.NewsShowcase),
  productShowcase: () => import('./product-showcase/product-showcase').then((m) => m.ProductShowcase),
  richText: () => import('./rich-text/rich-text').then((m) => m.RichText),
  solutionCarousel: () => import('./solution-carousel/solution-carousel').then((m) => m.SolutionCarousel),
  pagedList: () => import('./paged-list/paged-list').then((m) => m.PagedList),
  detailBanner: () => import('./detail-banner/detail-banner').then((m) => m.DetailBanner),
  featureGrid: () => import('./feature-grid/feature-grid').then((m) => m.FeatureGrid),
  cardCarousel: () => import('./card-carousel/card-carousel').then((m) => m.CardCarousel),
  tabs: () => import('./tabs/tabs').then((m) => m.Tabs),
  caseCards: () => import('./case-cards/case-cards').then((m) => m.CaseCards),
  productDirectory: () => import('./product-directory/product-directory').then((m) => m.ProductDirectory),
  anchoredRichText: () => import('./anchored-rich-text/anchored-rich-text').then((m) => m.AnchoredRichText),
  solutionExplorer: () => import('./solution-explorer/solution-explorer').then((m) => m.SolutionExplorer),
  pageHeading: () => import('./page-heading/page-heading').then((m) => m.PageHeading),
  newsCarousel: () => import('./news-carousel/news-carousel').then((m) => m.NewsCarousel),
  companyIntro: () => import('./company-intro/company-intro').then((m) => m.CompanyIntro),
  articleHeader: () => import('./article-header/article-header').then((m) => m.ArticleHeader),
  publicationDetail: () => import('./publication-detail/publication-detail').then((m) => m.PublicationDetail),
  relatedCases: () => import('./related-cases/related-cases').then((m) => m.RelatedCases),
  actionBar: () => import('./action-bar/action-bar').then((m) => m.ActionBar),
  activityBanner: () => import('./activity-banner/activity-banner').then((m) => m.ActivityBanner),
  featuredMedia: () => import('./featured-media/featured-media').then((m) => m.FeaturedMedia),
  sectionNav: () => import('./section-nav/section-nav').then((m) => m.SectionNav),
  agendaTimeline: () => import('./agenda-timeline/agenda-timeline').then((m) => m.AgendaTimeline),
  guestGrid: () => import('./guest-grid/guest-grid').then((m) => m.GuestGrid),
  activityReviews: () => import('./activity-reviews/activity-reviews').then((m) => m.ActivityReviews),
  enrolBar: () => import('./enrol-bar/enrol-bar').then((m) => m.EnrolBar),
  mediaDetail: () => import('./media-detail/media-detail').then((m) => m.MediaDetail),
  listFilters: () => import('./list-filters/list-filters').then((m) => m.ListFilters),
  aiFrame: () => import('./ai-frame/ai-frame').then((m) => m.AiFrame),
  aiStory: () => import('./ai-story/ai-story').then((m) => m.AiStory),
} satisfies Registry
