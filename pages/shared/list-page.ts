import { render } from 'vike/abort'
import { readPageNo } from '../../mapping/list-page-query'

/**
 * The page of a list its URL asks for (`?page=N`, mapping/list-page-query.ts); a malformed `page` is no
 * page of the list: the not-found page (docs/architecture.md "The lists").
 */
export function requestedPageNo(search: Record<string, string | undefined>): number {
  const pageNo = readPageNo(search)
  if (pageNo === null) throw render(404)
  return pageNo
}

/**
 * A page past the list's end (`?page=9` of a list of three pages, an old link to a list that shrank) is
 * the not-found page, whose links lead back: the items of another page would sit under a wrong URL.
 */
export function requirePageInList(pageNo: number, itemCount: number): void {
  if (pageNo > 1 && itemCount === 0) throw render(404)
}
