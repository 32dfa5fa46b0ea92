import type { PagedListBlock } from '../../schemas/blocks.gen'
import type { FilterValues } from '../../blocks/list-filters/query'

/** SPEC §9: activities and media, 10 a desktop page and 10 a phone request; 2 per row desktop, 1 mobile. */
export const EVENTS_PAGE_SIZE = 10
export const EVENTS_MOBILE_PAGE_SIZE = 10
/** SPEC §9: media, activity and AI carousels advance every 8000 ms. */
export const EVENTS_CAROUSEL_MS = 8000

/** The list layout of the card/list toggle: cards 2 a row on desktop, or one wide row per item. */
export function listLayout(view: FilterValues['view']): Pick<PagedListBlock, 'perRow' | 'view'> {
  return view === 'rows' ? { perRow: { desktop: 1, mobile: 1 }, view: 'rows' } : { perRow: { desktop: 2, mobile: 1 }, view: 'cards' }
}

/** The URL query as a plain record (Vike's `urlParsed.search`). */
export type SearchParams = Record<string, string | undefined>
