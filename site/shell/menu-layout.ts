/**
 * Layout of a popover sub-list (SPEC §9: thresholds 6 and 7 children, narrow screens below 1680 px).
 *
 * A sub-list (the products of one category, the solutions of one industry) stays one column while it is
 * short and splits into two columns once it is long. Wide screens have room for 7 rows before splitting,
 * narrow screens (below 1680 px) for 6. The popover renders both answers as data attributes and CSS picks
 * one with a media query, so the server and the browser render the same markup.
 */
export const NARROW_VIEWPORT_MAX = 1679
export const WIDE_SPLIT_AT = 7
export const NARROW_SPLIT_AT = 6

export type SubListColumns = 1 | 2

export function subListColumns(childCount: number, viewport: 'wide' | 'narrow'): SubListColumns {
  const splitAt = viewport === 'wide' ? WIDE_SPLIT_AT + 1 : NARROW_SPLIT_AT + 1
  return childCount >= splitAt ? 2 : 1
}
