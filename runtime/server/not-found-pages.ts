import type { BodyEncoding } from './page-bodies'
import type { CacheOutcome, RenderCache } from './render-cache'
import type { PageInParts, PageOutcome, RenderedPage } from './renderer'
import type { RouteMatcher } from './route-table'

/**
 * Rendered for every URL that is no page: a path no route matches (`/no-such-page`), or one that cannot
 * be a page URL at all (`urlProblem`). A path of no route, so Vike answers it with its not-found page, in
 * the language of the request's site.
 */
export const NOT_FOUND_PATH = '/page-not-found'

export interface NotFoundPagesOptions {
  /** Keeps the not-found pages (404s) like the render cache keeps pages: TTL, last good copy, bounds. */
  cache: RenderCache
  /** Which site's not-found page a request's Host gets: a configured host's mark, one key for the rest. */
  siteKey: (host: string) => string
  /** The pages' routes; without them only URLs that can be no page are known to be unknown. */
  routes?: RouteMatcher
}

/**
 * The not-found page of each site, rendered once and answered from memory (issue 21): a storm of
 * distinct unknown paths (`/no-such-<n>`) costs one render per site and language, not one per path.
 * The page is the same for every unknown path: it is rendered for NOT_FOUND_PATH, so nothing in it
 * (the language switcher's links, the page context the islands read) names the path asked for, and
 * error pages carry no canonical link. Its renders take a slot of the render limiter like any render,
 * so they are shed with 503 the same way.
 */
export class NotFoundPages {
  constructor(private readonly options: NotFoundPagesOptions) {}

  /** Whether `pathname` (routed, see `routedPathname`) is no page's route. */
  async isUnknownPath(pathname: string): Promise<boolean> {
    return this.options.routes ? !(await this.options.routes(pathname)) : false
  }

  /** The not-found page of the site of `url`'s host, from memory when it is kept. */
  get(
    url: URL,
    render: (url: URL) => Promise<RenderedPage | PageInParts>,
    encoding: BodyEncoding,
    streamEncoding: BodyEncoding = encoding,
  ): Promise<CacheOutcome> {
    const pageUrl = new URL(NOT_FOUND_PATH, url.origin)
    const key = `not-found ${this.options.siteKey(url.host)}`
    return this.options.cache.get(key, () => render(pageUrl), encoding, streamEncoding)
  }
}

/** What the not-found pages' cache keeps: a not-found page that rendered as one (not a backend failure). */
export const isKeptNotFoundPage = (page: PageOutcome): boolean =>
  page.status === 404 && page.pageStatus === 404 && !page.preview
