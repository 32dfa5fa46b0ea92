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
 * An empty value is no value: a list's filter form submitted without JavaScript sends every field
 * (`?from=&to=&q=ERP`), which is `?q=ERP` (issue 26), in the cache and in the canonical URL alike.
 */
export function pageCacheUrl(url: URL, routes: readonly RouteQueryParams[]): URL {
  const keyUrl = new URL(url.href)
  keyUrl.hash = ''
  const read = queryParamsRead(url.pathname, routes)
  const kept = [...url.searchParams].filter(([name, value]) => value !== '' && read.includes(name))
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  keyUrl.search = new URLSearchParams(kept).toString()
  return keyUrl
}

/** One page of one site, whatever its query: a host name (no port) and a path (issue 23, revalidation). */
export interface PageOfHost {
  hostname: string
  path: string
}

/**
 * Whether a cache key (a page's `pageCacheUrl`) is one of `pages`, with any query (`/cases?page=2` is
 * `/cases`), on any protocol and port: the key's host name and routed path decide, as they decide the page.
 */
export function keyMatcher(pages: readonly PageOfHost[]): (key: string) => boolean {
  const wanted = new Set(pages.map((page) => `${page.hostname.toLowerCase()} ${routedPathname(page.path)}`))
  return (key) => {
    let url: URL
    try {
      url = new URL(key)
    } catch {
      return false
    }
    const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1')
    return wanted.has(`${hostname} ${routedPathname(url.pathname)}`)
  }
}
