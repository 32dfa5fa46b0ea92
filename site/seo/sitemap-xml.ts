/** The sitemaps protocol (sitemaps.org): at most this many URLs in one file; past it, a sitemap index. */
export const MAX_SITEMAP_URLS = 50_000

export interface SitemapAlternate {
  /** `zh-CN`, `en`, `x-default`. */
  hreflang: string
  href: string
}

export interface SitemapEntry {
  /** Absolute URL on the site's configured origin. */
  loc: string
  /** `YYYY-MM-DD`, when the backend gives the item a date. */
  lastmod?: string
  alternates: SitemapAlternate[]
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>'

/** Text or attribute value escaped for XML (a CMS value may hold `&`, `<`, quotes). */
export function xmlEscape(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** One `<urlset>` with `xhtml:link` hreflang alternates (Google's sitemap extension). */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lines = [`<loc>${xmlEscape(entry.loc)}</loc>`]
    if (entry.lastmod) lines.push(`<lastmod>${xmlEscape(entry.lastmod)}</lastmod>`)
    for (const alternate of entry.alternates) {
      lines.push(
        `<xhtml:link rel="alternate" hreflang="${xmlEscape(alternate.hreflang)}" href="${xmlEscape(alternate.href)}"/>`,
      )
    }
    return `<url>${lines.join('')}</url>`
  })
  return [
    XML_HEADER,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** A `<sitemapindex>` naming the part files. */
export function sitemapIndexXml(partUrls: readonly string[]): string {
  return [
    XML_HEADER,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...partUrls.map((url) => `<sitemap><loc>${xmlEscape(url)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n')
}

/** Path of part `n` (1-based) of a sitemap too long for one file. */
export const sitemapPartPath = (part: number): string => `/sitemap-${part}.xml`

/**
 * The document at `/sitemap.xml` (`part` null) or `/sitemap-<part>.xml`: one urlset while the entries fit
 * in one file, otherwise an index of parts of at most `maxUrls` entries each. `undefined`: no such part.
 */
export function sitemapDocument(
  entries: readonly SitemapEntry[],
  part: number | null,
  partUrl: (part: number) => string,
  maxUrls = MAX_SITEMAP_URLS,
): string | undefined {
  const partCount = Math.ceil(entries.length / maxUrls)
  if (part === null) {
    if (partCount <= 1) return urlsetXml(entries)
    return sitemapIndexXml(Array.from({ length: partCount }, (_, index) => partUrl(index + 1)))
  }
  if (partCount <= 1 || part < 1 || part > partCount) return undefined
  return urlsetXml(entries.slice((part - 1) * maxUrls, part * maxUrls))
}
