/**
 * The name of a preview's bar island (issue 23), apart from its code: the page's client code and the head's
 * preloads know the name, and load site/shell/preview-bar-island.tsx only on a preview.
 */
export const PREVIEW_ISLAND_PREFIX = 'preview:'
export const PREVIEW_BAR_ISLAND = `${PREVIEW_ISLAND_PREFIX}bar`
