/** The URL query parameter of a paged list's page (`/activity?page=2`, SPEC §2 "shareable lists"). */
export const PAGE_QUERY_PARAM = 'page'

/** The highest page a URL may ask for: far beyond any list, short of numbers the backend would choke on. */
const MAX_PAGE_NO = 100_000

/**
 * The page a list's URL asks for: 1 without `page`, the number for `page=N` written in canonical decimal
 * digits (1 to 100000), `null` for anything else (`page=0`, `page=02`, `page=x`): no page of the list.
 */
export function readPageNo(search: Record<string, string | undefined>): number | null {
  const raw = search[PAGE_QUERY_PARAM]
  if (raw === undefined) return 1
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null
  const pageNo = Number(raw)
  return pageNo <= MAX_PAGE_NO ? pageNo : null
}

/**
 * The link to page `pageNo` of a list at `path` that keeps the list's own query (its filters, `type=AI`):
 * page 1 has no `page` parameter, so it is the list's plain URL.
 */
export function listPageHref(path: string, query: Readonly<Record<string, string>>, pageNo: number): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) if (name !== PAGE_QUERY_PARAM && value) params.set(name, value)
  if (pageNo > 1) params.set(PAGE_QUERY_PARAM, String(pageNo))
  const search = params.toString()
  return search ? `${path}?${search}` : path
}
