/** What the pages read of the URL Vike parsed for them. */
export interface PageUrl {
  /** `urlPathname`: percent-decoded, as Vike routes it. */
  pathname: string
  /** `urlParsed.searchOriginal`, `''` when there is none. */
  search: string
  /** `urlParsed.hostname`, `''` when unknown. */
  hostname: string
}

type UrlFields = {
  urlOriginal?: string
  urlPathname?: string
  urlParsed?: { searchOriginal: string | null; hostname: string | null }
}

/** Recent URLs and what Vike parsed of them; a page's routing and render read the same one many times. */
const parsed = new Map<string, PageUrl>()
const KEPT_URLS = 32

/**
 * The page's URL as Vike parses it (`urlPathname`, `urlParsed`), read once per URL (issue 13, first
 * byte): on the server those are getters that parse the URL again on every read, and routing, the shell
 * and each island read them some twenty times a page. The same `urlOriginal` always parses the same way
 * (this site rewrites no URL: its aborts name a status, never another URL).
 */
export function pageUrlOf(pageContext: UrlFields): PageUrl {
  const key = pageContext.urlOriginal
  const known = key === undefined ? undefined : parsed.get(key)
  if (known) return known
  const url = pageContext.urlParsed
  const read: PageUrl = {
    pathname: pageContext.urlPathname ?? '/',
    search: url?.searchOriginal ?? '',
    hostname: url?.hostname ?? '',
  }
  if (key !== undefined) {
    if (parsed.size >= KEPT_URLS) parsed.delete(parsed.keys().next().value as string)
    parsed.set(key, read)
  }
  return read
}
