import type { Context, Hono } from 'hono'
import { failureStatus, isMissingItem, isUnusableAnswer, type Api } from '../api'
import { markForHost, resolveSite, type SiteHosts } from '../hosts'
import { configuredSiteUrl, type SiteOrigins } from '../urls'
import { robotsTxt } from '../seo/robots'
import { sitemapEntries, type SiteItems } from '../seo/sitemap-entries'
import { collectSiteItems, type ItemKey } from '../seo/sitemap-items'
import { sitemapDocument, sitemapPartPath, type SitemapEntry } from '../seo/sitemap-xml'
import { NO_STORE, publicPage, type PageCacheSettings } from '../../runtime/server/cache-policy'
import type { Logger } from '../../runtime/server/logger'
import { publicUrl } from './pages'

export interface SeoRouteDeps {
  api: Pick<Api, 'siteList'> & Parameters<typeof collectSiteItems>[0]
  siteHosts: SiteHosts
  siteOrigins: SiteOrigins
  trustProxy: boolean
  /** ROBOTS_DISALLOW_ALL. */
  disallowAll: boolean
  itemKey: ItemKey
  cacheSettings: PageCacheSettings
  /** How long a built sitemap is reused (RENDER_CACHE_TTL_MS, like a page); 0: built per request. */
  cacheTtlMs: number
  logger: Logger
}

/** What every site's sitemap is built from: each site's public pages, collected in one go. */
interface SitemapSource {
  sites: { id: number; mark: string }[]
  items: SiteItems[]
}

/**
 * `/robots.txt` and `/sitemap.xml` (with `/sitemap-<n>.xml` parts past 50,000 URLs), per site by host as
 * the pages are, and on the sites' configured origins only. A backend failure answers the error status
 * of the error-semantics table, never a partial sitemap.
 */
export function mountSeoRoutes(app: Hono, deps: SeoRouteDeps): SeoRoutes {
  const hostOf = (c: Context) => publicUrl(c.req.raw, deps.trustProxy).host
  const source = reusedFor(deps.cacheTtlMs, () => collectSource(deps))
  const loadSource = source.get

  app.get('/robots.txt', (c) => {
    const mark = markForHost(hostOf(c), deps.siteHosts) ?? Object.keys(deps.siteHosts)[0]
    const body = robotsTxt({
      sitemapUrl: configuredSiteUrl(mark, deps.siteOrigins, '/sitemap.xml'),
      disallowAll: deps.disallowAll,
    })
    return c.text(body, 200, { 'cache-control': publicPage(deps.cacheSettings) })
  })

  const serveSitemap = async (c: Context, part: number | null) => {
    let source: SitemapSource
    try {
      source = await loadSource()
    } catch (error) {
      const status = isMissingItem(error) || isUnusableAnswer(error) ? 503 : failureStatus(error)
      deps.logger.error(`[sitemap] answering ${status}: ${error instanceof Error ? error.message : String(error)}`)
      return c.text('The sitemap is unavailable, try again later', status, { 'cache-control': NO_STORE })
    }
    const site = resolveSite(hostOf(c), source.sites, deps.siteHosts)
    const entries: SitemapEntry[] = site ? sitemapEntries(site.mark, source.items, deps.siteOrigins) : []
    const partUrl = (n: number) => configuredSiteUrl(site?.mark, deps.siteOrigins, sitemapPartPath(n)) ?? ''
    const document = sitemapDocument(entries, part, partUrl)
    if (document === undefined) return c.text('Not found', 404, { 'cache-control': NO_STORE })
    return c.body(document, 200, {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': publicPage(deps.cacheSettings),
    })
  }
  app.get('/sitemap.xml', (c) => serveSitemap(c, null))
  app.get('/:part{sitemap-[1-9][0-9]{0,5}\\.xml}', (c) => serveSitemap(c, Number(/\d+/.exec(c.req.param('part'))?.[0])))
  return { forgetSitemaps: source.forget }
}

export interface SeoRoutes {
  /** The next sitemap request (every site, every part) is built anew (issue 23, revalidation). */
  forgetSitemaps(): void
}

/** A sitemap path: `/sitemap.xml` or one of its parts. */
export function isSitemapPath(path: string): boolean {
  return /^\/sitemap(-[1-9][0-9]{0,5})?\.xml$/.test(path)
}

async function collectSource(deps: SeoRouteDeps): Promise<SitemapSource> {
  const sites = await deps.api.siteList()
  if (sites.length === 0) throw new Error('the content service lists no sites')
  const items = await Promise.all(
    sites.map(async (site) => ({ mark: site.mark, items: await collectSiteItems(deps.api, site.id, deps.itemKey) })),
  )
  return { sites, items }
}

/** One build shared by concurrent requests and reused for `ttlMs`; a failed or forgotten build is not kept. */
function reusedFor<T>(ttlMs: number, build: () => Promise<T>): { get: () => Promise<T>; forget: () => void } {
  let current: { promise: Promise<T>; expires: number } | undefined
  const forget = () => {
    current = undefined
  }
  const get = () => {
    const now = Date.now()
    if (current && current.expires > now) return current.promise
    const promise = build()
    const entry = { promise, expires: Infinity }
    current = entry
    promise.then(
      () => {
        entry.expires = Date.now() + ttlMs
      },
      () => {
        if (current === entry) current = undefined
      },
    )
    return promise
  }
  return { get, forget }
}
