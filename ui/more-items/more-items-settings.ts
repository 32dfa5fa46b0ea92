/** The name of the paged list's infinite-loading island (`plain:moreItems`, pages/plain-islands.ts). */
export const MORE_ISLAND = 'moreItems'

/** What the infinite-loading island knows of its list: the page the server rendered and the phone step. */
export interface MoreItemsSettings {
  /** The page the server rendered (`?page=N`). */
  pageNo: number
  pageCount: number
  /** Items each step on a phone shows (SPEC §9: publications 1, the other lists a page). */
  mobilePageSize: number
}
