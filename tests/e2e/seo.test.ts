import { describe, expect, inject, test } from 'vitest'
import { hostOf, requestAs, type Lang } from './support/hosts'

// Issue 15: each site's robots.txt and sitemap (SPEC §2 routes), link previews and schema.org JSON-LD on
// every page type, over HTTP against the production build on the embedded demo content.

const LANGS: Lang[] = ['zh', 'en']
const SITE_ID: Record<Lang, number> = { zh: 1, en: 2 }

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => unescapeXml(match[1]))
const alternatesOf = (xml: string) =>
  [...xml.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => ({
    hreflang: match[1],
    href: unescapeXml(match[2]),
  }))
const unescapeXml = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')

function langOfUrl(url: URL): Lang {
  return url.hostname === hostOf.en ? 'en' : 'zh'
}

/** Runs `work` over `items`, a few at a time (the machine is shared; pages render on one server). */
async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let index = 0; index < items.length; index += size) await Promise.all(items.slice(index, index + size).map(work))
}

describe('robots.txt (issue 15)', () => {
  test.each(LANGS)(
    'on the %s host names that site’s sitemap and keeps crawlers off previews and /api/',
    async (lang) => {
      const response = await requestAs(lang, '/robots.txt')
      expect(response.status).toBe(200)
      expect(response.headers['content-type']).toMatch(/^text\/plain/)
      expect(response.body).toContain(`Sitemap: http://${hostOf[lang]}:${inject('sitePort')}/sitemap.xml`)
      expect(response.body).toContain('Disallow: /api/')
      expect(response.body).toContain('Disallow: /article-detail/*/*/preview')
      expect(response.body).not.toMatch(/^Disallow: \/$/m)
    },
  )
})

describe('sitemap.xml (issue 15)', () => {
  const sitemaps = new Map<Lang, string>()
  async function sitemapOf(lang: Lang): Promise<string> {
    const cached = sitemaps.get(lang)
    if (cached) return cached
    const response = await requestAs(lang, '/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(response.headers['cache-control']).toMatch(/s-maxage=\d+/)
    sitemaps.set(lang, response.body)
    return response.body
  }

  test.each(LANGS)(
    'of the %s site lists every detail page of the demo, and each answers 200',
    async (lang) => {
      const xml = await sitemapOf(lang)
      const urls = locsOf(xml).map((loc) => new URL(loc))
      expect(urls.length).toBeGreaterThan(50)
      expect(urls.every((url) => url.hostname === hostOf[lang])).toBe(true)
      expect(urls.some((url) => /preview/i.test(url.pathname))).toBe(false)
      const paths = urls.map((url) => `${url.pathname}${url.search}`)
      const id = (n: number) => SITE_ID[lang] * 1000 + n
      for (const path of [
        '/',
        '/about-us/news?type=AI',
        `/product/${id(401)}`,
        `/product-category/${id(301)}`,
        `/solution/${id(501)}`,
        `/case-detail/${id(201)}`,
        `/article-detail/news/${id(601)}`,
        `/article-detail/news/${id(651)}`,
        `/periodical/${id(901)}`,
        `/activity/${id(701)}`,
        `/activity/${id(711)}`,
        `/media/${id(801)}`,
      ])
        expect(paths).toContain(path)
      const failures: string[] = []
      await inBatches(paths, 4, async (path) => {
        const response = await requestAs(lang, path)
        if (response.status !== 200) failures.push(`${path}: ${response.status}`)
      })
      expect(failures).toEqual([])
    },
    300_000,
  )

  test.each(LANGS)('of the %s site gives alternates that are URLs the other sitemap lists', async (lang) => {
    const own = await sitemapOf(lang)
    const other = await sitemapOf(lang === 'zh' ? 'en' : 'zh')
    const listed = new Set([...locsOf(own), ...locsOf(other)])
    const alternates = alternatesOf(own)
    expect(alternates.length).toBeGreaterThan(100)
    for (const alternate of alternates) expect(listed, alternate.href).toContain(alternate.href)
    const id = SITE_ID[lang] * 1000 + 401
    const otherId = (lang === 'zh' ? 2 : 1) * 1000 + 401
    const entry = own.split('<url>').find((url) => url.includes(`/product/${id}</loc>`)) ?? ''
    expect(alternatesOf(entry).map((alternate) => new URL(alternate.href).pathname)).toContain(`/product/${otherId}`)
    expect(langOfUrl(new URL(alternatesOf(entry)[0].href))).toBe('zh')
  })
})

interface HeadFacts {
  properties: Map<string, string[]>
  names: Map<string, string>
  graph: { '@type': string; [key: string]: unknown }[]
}

function headFacts(html: string): HeadFacts {
  const head = html.slice(0, html.indexOf('</head>'))
  const properties = new Map<string, string[]>()
  for (const match of head.matchAll(/<meta property="([^"]+)" content="([^"]*)"/g))
    properties.set(match[1], [...(properties.get(match[1]) ?? []), match[2]])
  const names = new Map<string, string>()
  for (const match of head.matchAll(/<meta name="([^"]+)" content="([^"]*)"/g)) names.set(match[1], match[2])
  const scripts = [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
  expect(scripts).toHaveLength(1)
  const document = JSON.parse(scripts[0][1]) as { '@context': string; '@graph': HeadFacts['graph'] }
  expect(document['@context']).toBe('https://schema.org')
  return { properties, names, graph: document['@graph'] }
}

/** Every SPEC §2 page type: its path on the Chinese site (n of the demo's ids), og:type and JSON-LD types. */
const PAGE_TYPES: { path: (id: (n: number) => number) => string; ogType: string; types: string[] }[] = [
  { path: () => '/', ogType: 'website', types: ['Organization'] },
  { path: () => '/product', ogType: 'website', types: ['Organization'] },
  { path: (id) => `/product/${id(401)}`, ogType: 'website', types: ['Organization', 'BreadcrumbList'] },
  { path: (id) => `/product-category/${id(301)}`, ogType: 'website', types: ['Organization', 'BreadcrumbList'] },
  { path: () => '/solution', ogType: 'website', types: ['Organization'] },
  { path: (id) => `/solution/${id(501)}`, ogType: 'website', types: ['Organization', 'BreadcrumbList'] },
  { path: () => '/cases', ogType: 'website', types: ['Organization'] },
  { path: (id) => `/case-detail/${id(201)}`, ogType: 'website', types: ['Organization', 'BreadcrumbList'] },
  { path: () => '/about-us', ogType: 'website', types: ['Organization'] },
  { path: () => '/about-us/news?type=AI', ogType: 'website', types: ['Organization'] },
  {
    path: (id) => `/article-detail/news/${id(601)}`,
    ogType: 'article',
    types: ['Organization', 'BreadcrumbList', 'NewsArticle'],
  },
  {
    path: (id) => `/article-detail/news/${id(651)}`,
    ogType: 'article',
    types: ['Organization', 'BreadcrumbList', 'NewsArticle'],
  },
  { path: () => '/periodical', ogType: 'website', types: ['Organization'] },
  { path: (id) => `/periodical/${id(901)}`, ogType: 'article', types: ['Organization', 'BreadcrumbList', 'Article'] },
  { path: (id) => `/periodical/${id(902)}`, ogType: 'article', types: ['Organization', 'BreadcrumbList', 'Article'] },
  { path: () => '/activity', ogType: 'website', types: ['Organization'] },
  { path: (id) => `/activity/${id(701)}`, ogType: 'website', types: ['Organization', 'BreadcrumbList', 'Event'] },
  { path: () => '/media', ogType: 'website', types: ['Organization'] },
  { path: (id) => `/media/${id(801)}`, ogType: 'website', types: ['Organization', 'BreadcrumbList', 'VideoObject'] },
  { path: () => '/services', ogType: 'website', types: ['Organization'] },
  { path: () => '/join-us', ogType: 'website', types: ['Organization'] },
  { path: () => '/go1688', ogType: 'website', types: ['Organization'] },
  { path: () => '/ai', ogType: 'website', types: ['Organization'] },
]

/** Properties schema.org (and search engines' rich results) need of each type. */
const REQUIRED: Record<string, string[]> = {
  Organization: ['name', 'url', 'logo'],
  BreadcrumbList: ['itemListElement'],
  NewsArticle: ['headline', 'datePublished', 'publisher', 'mainEntityOfPage'],
  Article: ['headline', 'publisher', 'mainEntityOfPage'],
  Event: ['name', 'startDate', 'endDate', 'location', 'eventAttendanceMode', 'eventStatus', 'organizer', 'offers'],
  VideoObject: ['name', 'description', 'thumbnailUrl', 'uploadDate', 'contentUrl'],
}

describe('link previews and structured data (issue 15)', () => {
  for (const lang of LANGS) {
    const id = (n: number) => SITE_ID[lang] * 1000 + n
    test.each(PAGE_TYPES.map((type) => ({ ...type, path: type.path(id) })))(
      `${lang}: $path carries Open Graph, Twitter card and JSON-LD`,
      async ({ path, ogType, types }) => {
        const response = await requestAs(lang, path)
        expect(response.status).toBe(200)
        const { properties, names, graph } = headFacts(response.body)
        const origin = new URL(properties.get('og:url')?.[0] ?? 'http://invalid').origin
        expect(new URL(origin).hostname).toBe(hostOf[lang])
        expect(properties.get('og:url')).toEqual([`${origin}${path.replace('&', '&amp;')}`])
        expect(properties.get('og:type')).toEqual([ogType])
        expect(properties.get('og:title')?.[0]).toBeTruthy()
        expect(properties.get('og:description')?.[0]).toBeTruthy()
        expect(properties.get('og:site_name')?.[0]).toBeTruthy()
        expect(properties.get('og:locale')).toEqual([lang === 'zh' ? 'zh_CN' : 'en_US'])
        expect(properties.get('og:locale:alternate')).toEqual([lang === 'zh' ? 'en_US' : 'zh_CN'])
        expect(properties.get('og:image')?.[0]).toMatch(new RegExp(`^${origin}/`))
        expect(names.get('twitter:card')).toBe('summary_large_image')
        expect(names.get('twitter:image')).toBe(properties.get('og:image')?.[0])
        expect(names.get('twitter:title')).toBeTruthy()

        expect(graph.map((node) => node['@type'])).toEqual(types)
        for (const node of graph) {
          for (const property of REQUIRED[node['@type']] ?? [])
            expect(node, `${node['@type']}.${property}`).toHaveProperty(property)
        }
        const crumbs = graph.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement as
          { item: string; position: number }[] | undefined
        if (crumbs) expect(crumbs.at(-1)?.item).toBe(`${origin}${path}`)
      },
    )
  }
})
