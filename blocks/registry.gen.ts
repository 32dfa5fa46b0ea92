/* eslint-disable */
// GENERATED FILE, DO NOT EDIT. Source: the folders of blocks/ (block.ts, the definitions; schema.json)
// Regenerate with `npm run codegen`; `npm run codegen:check` fails when this file is stale.

import type { Registry } from '../runtime/blocks/registry'
import type { BlockPropsMap } from '../schemas/blocks.gen'
import actionBar from './action-bar/block'
import activityBanner from './activity-banner/block'
import activityReviews from './activity-reviews/block'
import agendaTimeline from './agenda-timeline/block'
import aiFrame from './ai-frame/block'
import aiStory from './ai-story/block'
import anchoredRichText from './anchored-rich-text/block'
import articleHeader from './article-header/block'
import banner from './banner/block'
import cardCarousel from './card-carousel/block'
import caseCards from './case-cards/block'
import companyIntro from './company-intro/block'
import consultBanner from './consult-banner/block'
import customerWall from './customer-wall/block'
import detailBanner from './detail-banner/block'
import enrolBar from './enrol-bar/block'
import featureGrid from './feature-grid/block'
import featuredMedia from './featured-media/block'
import guestGrid from './guest-grid/block'
import heroCarousel from './hero-carousel/block'
import listFilters from './list-filters/block'
import mediaDetail from './media-detail/block'
import newsCarousel from './news-carousel/block'
import newsShowcase from './news-showcase/block'
import pageHeading from './page-heading/block'
import pagedList from './paged-list/block'
import productDirectory from './product-directory/block'
import productShowcase from './product-showcase/block'
import publicationDetail from './publication-detail/block'
import relatedCases from './related-cases/block'
import richText from './rich-text/block'
import sectionNav from './section-nav/block'
import solutionCarousel from './solution-carousel/block'
import solutionExplorer from './solution-explorer/block'
import tabs from './tabs/block'

/**
 * Every block type's definition (blocks/<name>/block.ts): its lazy component and when the browser wakes it.
 * The server preloads a page's types before render; the browser loads only the island blocks on the
 * page as they wake (runtime/blocks/render-blocks.tsx, pages/island-hydration.ts).
 */
export const registry = {
  actionBar,
  activityBanner,
  activityReviews,
  agendaTimeline,
  aiFrame,
  aiStory,
  anchoredRichText,
  articleHeader,
  banner,
  cardCarousel,
  caseCards,
  companyIntro,
  consultBanner,
  customerWall,
  detailBanner,
  enrolBar,
  featureGrid,
  featuredMedia,
  guestGrid,
  heroCarousel,
  listFilters,
  mediaDetail,
  newsCarousel,
  newsShowcase,
  pageHeading,
  pagedList,
  productDirectory,
  productShowcase,
  publicationDetail,
  relatedCases,
  richText,
  sectionNav,
  solutionCarousel,
  solutionExplorer,
  tabs,
} satisfies Registry<BlockPropsMap>
