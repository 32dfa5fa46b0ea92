import { routedPathname } from './request-url'

/**
 * The query parameters a route reads, declared by the application (`pages/route-query-params.ts`): a
 * request's other parameters change nothing on the page, so they neither make a new render-cache entry
 * nor reach the renderer.
 */
export interface RouteQueryParams {
  /** Matched against the path Vike routes (`routedPathname`: decoded, no trailing slash or `.pageContext.json`). */
  path: RegExp
  params: readonly string[]
}

/** The query parameters the route of a request path reads; none when no declaration matches. */
export function queryParamsRead(pathname: string, routes: readonly RouteQueryParams[]): readonly string[] {
  const routed = routedPathname(pathname)
  return routes.find((route) => route.path.test(routed))?.params ?? []
}

/**
 * The URL a public page is rendered and cached for: the request's URL with only the query parameters its
 * route reads, in a fixed order, so `/?cb=1` and `/?cb=2` are one page and `?b=1&a=2` equals `?a=2&b=1`.
 */
export function pageCacheUrl(url: URL, routes: readonly RouteQueryParams[]): URL {
  const keyUrl = new URL(url.href)
  keyUrl.hash = ''
  const read = queryParamsRead(url.pathname, routes)
  const kept = [...url.searchParams].filter(([name]) => read.includes(name))
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  keyUrl.search = new URLSearchParams(kept).toString()
  return keyUrl
}
