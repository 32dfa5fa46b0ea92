import type { BlockPropsMap } from '../schemas/blocks.gen'
import { bannerExample } from './banner/example'
import { consultBannerExample } from './consult-banner/example'
import { customerWallExample } from './customer-wall/example'
import { heroCarouselExample } from './hero-carousel/example'
import { newsShowcaseExample } from './news-showcase/example'
import { productShowcaseExample } from './product-showcase/example'
import { richTextExample } from './rich-text/example'
import { solutionCarouselExample } from './solution-carousel/example'
import { pagedListExample } from './paged-list/example'
import { detailBannerExample } from './detail-banner/example'
import { featureGridExample } from './feature-grid/example'
import { cardCarouselExample } from './card-carousel/example'
import { tabsExample } from './tabs/example'
import { caseCardsExample } from './case-cards/example'
import { productDirectoryExample } from './product-directory/example'
import { anchoredRichTextExample } from './anchored-rich-text/example'
import { solutionExplorerExample } from './solution-explorer/example'
import { pageHeadingExample } from './page-heading/example'
import { newsCarouselExample } from './news-carousel/example'
import { companyIntroExample } from './company-intro/example'
import { articleHeaderExample } from './article-header/example'
import { publicationDetailExample } from './publication-detail/example'
import { relatedCasesExample } from './related-cases/example'
import { actionBarExample } from './action-bar/example'

import { activityBannerExample } from './activity-banner/example'
import { featuredMediaExample } from './featured-media/example'
import { sectionNavExample } from './section-nav/example'
import { agendaTimelineExample } from './agenda-timeline/example'
import { guestGridExample } from './guest-grid/example'
import { activityReviewsExample } from './activity-reviews/example'
import { enrolBarExample } from './enrol-bar/example'
import { mediaDetailExample } from './media-detail/example'
import { listFiltersExample } from './list-filters/example'
import { aiFrameExample } from './ai-frame/example'
import { aiStoryExample } from './ai-story/example'
/** Example props of every block (block catalogue, contract tests); a missing block fails the type check. */
export const blockExamples = {
  banner: bannerExample,
  consultBanner: consultBannerExample,
  customerWall: customerWallExample,
  heroCarousel: heroCarouselExample,
  newsShowcase: newsShowcaseExample,
  productShowcase: productShowcaseExample,
  richText: richTextExample,
  solutionCarousel: solutionCarouselExample,
  pagedList: pagedListExample,
  detailBanner: detailBannerExample,
  featureGrid: featureGridExample,
  cardCarousel: cardCarouselExample,
  tabs: tabsExample,
  caseCards: caseCardsExample,
  productDirectory: productDirectoryExample,
  anchoredRichText: anchoredRichTextExample,
  solutionExplorer: solutionExplorerExample,
  pageHeading: pageHeadingExample,
  newsCarousel: newsCarouselExample,
  companyIntro: companyIntroExample,
  articleHeader: articleHeaderExample,
  publicationDetail: publicationDetailExample,
  relatedCases: relatedCasesExample,
  actionBar: actionBarExample,
  activityBanner: activityBannerExample,
  featuredMedia: featuredMediaExample,
  sectionNav: sectionNavExample,
  agendaTimeline: agendaTimelineExample,
  guestGrid: guestGridExample,
  activityReviews: activityReviewsExample,
  enrolBar: enrolBarExample,
  mediaDetail: mediaDetailExample,
  listFilters: listFiltersExample,
  aiFrame: aiFrameExample,
  aiStory: aiStoryExample,
} satisfies { [K in keyof BlockPropsMap]: BlockPropsMap[K] }
