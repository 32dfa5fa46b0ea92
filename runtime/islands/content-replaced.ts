import type { IslandPageContextFields } from './island-page-context'

/**
 * Dispatched on `document` after a part of the page was replaced with server-rendered HTML (a live
 * preview's draft): the page's client code wakes the islands in `root` as it woke the page's own, with the
 * page context the new HTML was rendered with (its interface strings may hold keys the page's had not).
 */
export const CONTENT_REPLACED_EVENT = 'islands:content-replaced'

export interface ContentReplacedDetail {
  root: HTMLElement
  pageContext: IslandPageContextFields
}

export function announceContentReplaced(detail: ContentReplacedDetail): void {
  document.dispatchEvent(new CustomEvent<ContentReplacedDetail>(CONTENT_REPLACED_EVENT, { detail }))
}
