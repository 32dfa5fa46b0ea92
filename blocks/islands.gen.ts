/* eslint-disable */
// GENERATED FILE, DO NOT EDIT. Source: the folders of blocks/ (block.ts, the definitions; schema.json)
// Regenerate with `npm run codegen`; `npm run codegen:check` fails when this file is stale.

import activityBanner from './activity-banner/block'
import aiFrame from './ai-frame/block'
import enrolBar from './enrol-bar/block'
import listFilters from './list-filters/block'
import sectionNav from './section-nav/block'
import tabs from './tabs/block'

/** Each island block's island name → the source module of its code (its component, or its mount for a plain island). */
export const blockIslandModules: Readonly<Record<string, string>> = {
  'plain:block:activityBanner': 'blocks/activity-banner/activity-banner.mount.ts',
  'block:activityReviews': 'blocks/activity-reviews/activity-reviews.tsx',
  'plain:block:aiFrame': 'blocks/ai-frame/ai-frame.mount.ts',
  'plain:block:enrolBar': 'blocks/enrol-bar/enrol-bar.mount.ts',
  'plain:block:listFilters': 'blocks/list-filters/list-filters.mount.ts',
  'block:mediaDetail': 'blocks/media-detail/media-detail.tsx',
  'plain:block:sectionNav': 'blocks/section-nav/section-nav.mount.ts',
  'plain:block:tabs': 'blocks/tabs/tabs.mount.ts',
}

/** The definitions of the blocks whose island is plain code (their `mount`), by type key. */
export const plainIslandBlocks = {
  activityBanner,
  aiFrame,
  enrolBar,
  listFilters,
  sectionNav,
  tabs,
}
