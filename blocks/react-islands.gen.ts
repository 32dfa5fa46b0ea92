/* eslint-disable */
// GENERATED FILE, DO NOT EDIT. Source: the folders of blocks/ (block.ts, the definitions; schema.json)
// Regenerate with `npm run codegen`; `npm run codegen:check` fails when this file is stale.

import activityBanner from './activity-banner/block'
import activityReviews from './activity-reviews/block'
import aiFrame from './ai-frame/block'
import enrolBar from './enrol-bar/block'
import mediaDetail from './media-detail/block'
import sectionNav from './section-nav/block'
import solutionExplorer from './solution-explorer/block'
import tabs from './tabs/block'

/** The definitions of the React island blocks, by type key (pages/island-hydration.ts). */
export const reactIslandBlocks = {
  activityBanner,
  activityReviews,
  aiFrame,
  enrolBar,
  mediaDetail,
  sectionNav,
  solutionExplorer,
  tabs,
}
