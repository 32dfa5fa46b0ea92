import { htmlLangOf, langOfMark } from '../lang'
import { configuredSiteUrl, type SiteOrigins } from '../urls'
import type { SitemapItem } from './sitemap-items'
import type { SitemapAlternate, SitemapEntry } from './sitemap-xml'

/** The public pages of one site, by its mark. */
export interface SiteItems {
  mark: string
  items: readonly SitemapItem[]
}

/**
 * The sitemap entries of the site with mark `current`: each of its pages on the site's configured origin,
 * with hreflang alternates to every site that has the same item (same key) — itself included, plus
 * `x-default` on the first such site, as the pages' own `<link rel="alternate">` do. A page only one site
 * has gets no alternates.
 */
export function sitemapEntries(current: string, sites: readonly SiteItems[], origins: SiteOrigins): SitemapEntry[] {
  const own = sites.find((site) => site.mark === current)
  if (!own) return []
  const pathsByKey = sites.map((site) => ({
    mark: site.mark,
    paths: new Map(site.items.map((item) => [item.key, item.path])),
  }))
  const entries: SitemapEntry[] = []
  for (const item of own.items) {
    const loc = configuredSiteUrl(current, origins, item.path)
    if (!loc) continue
    const alternates: SitemapAlternate[] = []
    for (const { mark, paths } of pathsByKey) {
      const path = paths.get(item.key)
      const href = path === undefined ? undefined : configuredSiteUrl(mark, origins, path)
      if (href && !alternates.some((alternate) => alternate.href === href)) {
        alternates.push({ hreflang: htmlLangOf(langOfMark(mark)), href })
      }
    }
    const withDefault =
      alternates.length > 1 ? [...alternates, { hreflang: 'x-default', href: alternates[0].href }] : []
    entries.push({ loc, ...(item.lastmod ? { lastmod: item.lastmod } : {}), alternates: withDefault })
  }
  return entries
}
