/**
 * The path prefixes of draft previews (SPEC §6; docs/configuration.md, PREVIEW_TOKEN) and of the backend API: never for
 * crawlers. Robots rules match by prefix, and `*` stands for one or more path segments.
 */
export const PREVIEW_DISALLOW_PATTERNS = [
  '/about-us/*/*/preview',
  '/article-detail/*/*/preview',
  '/services/*/preview',
  '/join-us/*/preview',
  '/form/*/preview',
] as const

export interface RobotsOptions {
  /** Absolute URL of the site's sitemap, on its configured origin. */
  sitemapUrl: string | undefined
  /** ROBOTS_DISALLOW_ALL: a staging site that must not be indexed at all. */
  disallowAll: boolean
}

/** `/robots.txt` of one site. */
export function robotsTxt({ sitemapUrl, disallowAll }: RobotsOptions): string {
  const rules = disallowAll
    ? ['Disallow: /']
    : ['Allow: /', 'Disallow: /api/', ...PREVIEW_DISALLOW_PATTERNS.map((pattern) => `Disallow: ${pattern}`)]
  const lines = ['User-agent: *', ...rules]
  if (!disallowAll && sitemapUrl) lines.push('', `Sitemap: ${sitemapUrl}`)
  return `${lines.join('\n')}\n`
}
