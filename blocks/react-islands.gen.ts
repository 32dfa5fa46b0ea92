/* eslint-disable */
// GENERATED FILE, DO NOT EDIT. Source: the folders of blocks/ (block.ts, the definitions; schema.json)
// Regenerate with `npm run codegen`; `npm run codegen:check` fails when this file is stale.

import activityReviews from './activity-reviews/block'
import mediaDetail from './media-detail/block'

/** The definitions of the React island blocks, by type key (pages/island-hydration.ts). */
export const reactIslandBlocks = {
  activityReviews,
  mediaDetail,
}
