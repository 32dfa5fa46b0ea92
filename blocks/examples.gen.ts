/* eslint-disable */
// GENERATED FILE, DO NOT EDIT. Source: the folders of blocks/ (block.ts, the definitions; schema.json)
// Regenerate with `npm run codegen`; `npm run codegen:check` fails when this file is stale.

import type { BlockPropsMap } from '../schemas/blocks.gen'
import { actionBarExample } from './action-bar/example'
import { activityBannerExample } from './activity-banner/example'
import { activityReviewsExample } from './activity-reviews/example'
import { agendaTimelineExample } from './agenda-timeline/example'
import { aiFrameExample } from './ai-frame/example'
import { aiStoryExample } from './ai-story/example'
import { anchoredRichTextExample } from './anchored-rich-text/example'
import { articleHeaderExample } from './article-header/example'
import { bannerExample } from './banner/example'
import { cardCarouselExample } from './card-carousel/example'
import { caseCardsExample } from './case-cards/example'
import { companyIntroExample } from './company-intro/example'
import { consultBannerExample } from './consult-banner/example'
import { customerWallExample } from './customer-wall/example'
import { detailBannerExample } from './detail-banner/example'
import { enrolBarExample } from './enrol-bar/example'
import { featureGridExample } from './feature-grid/example'
import { featuredMediaExample } from './featured-media/example'
import { guestGridExample } from './guest-grid/example'
import { heroCarouselExample } from './hero-carousel/example'
import { listFiltersExample } from './list-filters/example'
import { mediaDetailExample } from './media-detail/example'
import { newsCarouselExample } from './news-carousel/example'
import { newsShowcaseExample } from './news-showcase/example'
import { pageHeadingExample } from './page-heading/example'
import { pagedListExample } from './paged-list/example'
import { productDirectoryExample } from './product-directory/example'
import { productShowcaseExample } from './product-showcase/example'
import { publicationDetailExample } from './publication-detail/example'
import { relatedCasesExample } from './related-cases/example'
import { richTextExample } from './rich-text/example'
import { sectionNavExample } from './section-nav/example'
import { solutionCarouselExample } from './solution-carousel/example'
import { solutionExplorerExample } from './solution-explorer/example'
import { tabsExample } from './tabs/example'
import featureGridExampleCards from './feature-grid/examples/cards.json'

/** Example props of every block (block catalogue, contract tests); a missing block fails the type check. */
export const blockExamples = {
  actionBar: actionBarExample,
  activityBanner: activityBannerExample,
  activityReviews: activityReviewsExample,
  agendaTimeline: agendaTimelineExample,
  aiFrame: aiFrameExample,
  aiStory: aiStoryExample,
  anchoredRichText: anchoredRichTextExample,
  articleHeader: articleHeaderExample,
  banner: bannerExample,
  cardCarousel: cardCarouselExample,
  caseCards: caseCardsExample,
  companyIntro: companyIntroExample,
  consultBanner: consultBannerExample,
  customerWall: customerWallExample,
  detailBanner: detailBannerExample,
  enrolBar: enrolBarExample,
  featureGrid: featureGridExample,
  featuredMedia: featuredMediaExample,
  guestGrid: guestGridExample,
  heroCarousel: heroCarouselExample,
  listFilters: listFiltersExample,
  mediaDetail: mediaDetailExample,
  newsCarousel: newsCarouselExample,
  newsShowcase: newsShowcaseExample,
  pageHeading: pageHeadingExample,
  pagedList: pagedListExample,
  productDirectory: productDirectoryExample,
  productShowcase: productShowcaseExample,
  publicationDetail: publicationDetailExample,
  relatedCases: relatedCasesExample,
  richText: richTextExample,
  sectionNav: sectionNavExample,
  solutionCarousel: solutionCarouselExample,
  solutionExplorer: solutionExplorerExample,
  tabs: tabsExample,
} satisfies { [K in keyof BlockPropsMap]: BlockPropsMap[K] }

/** Named examples saved beside a block (blocks/<kebab>/examples/<name>.json), by type and name. */
export const savedBlockExamples: { readonly [K in keyof BlockPropsMap]?: Readonly<Record<string, unknown>> } = {
  featureGrid: {
    'cards': featureGridExampleCards,
  },
}
