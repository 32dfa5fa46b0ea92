/* eslint-disable */
// GENERATED FILE, DO NOT EDIT. Source: the folders of blocks/ (block.ts, the definitions; schema.json)
// Regenerate with `npm run codegen`; `npm run codegen:check` fails when this file is stale.

import listFilters from './list-filters/block'

/** Each island block's island name → the source module of its code (its component, or its mount for a plain island). */
export const blockIslandModules: Readonly<Record<string, string>> = {
  'block:activityBanner': 'blocks/activity-banner/activity-banner.tsx',
  'block:activityReviews': 'blocks/activity-reviews/activity-reviews.tsx',
  'block:aiFrame': 'blocks/ai-frame/ai-frame.tsx',
  'block:enrolBar': 'blocks/enrol-bar/enrol-bar.tsx',
  'plain:block:listFilters': 'blocks/list-filters/list-filters.mount.ts',
  'block:mediaDetail': 'blocks/media-detail/media-detail.tsx',
  'block:sectionNav': 'blocks/section-nav/section-nav.tsx',
  'block:solutionExplorer': 'blocks/solution-explorer/solution-explorer.tsx',
  'block:tabs': 'blocks/tabs/tabs.tsx',
}

/** The definitions of the blocks whose island is plain code (their `mount`), by type key. */
export const plainIslandBlocks = {
  listFilters,
}
