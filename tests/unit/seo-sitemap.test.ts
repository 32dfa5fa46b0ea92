import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createApi, ApiError } from '../../site/api'
import { answerValidator } from '../../site/api/validate'
import { robotsTxt } from '../../site/seo/robots'
import { sitemapEntries } from '../../site/seo/sitemap-entries'
import { fetchAllPages, lastmodOf, MAX_LIST_PAGES } from '../../site/seo/sitemap-items'
import { sitemapDocument, urlsetXml, xmlEscape } from '../../site/seo/sitemap-xml'
import { inProcessTransport } from '../../site/server/transport'
import { createContentApi } from '../../content/index'
import { demoItemKey } from '../../server/embedded-content'
import { fakeApi, testApp } from './server-fixtures'

// Issue 15: /robots.txt and /sitemap.xml per site (SPEC §2 routes, §7 calls).

const ORIGINS = { cn: 'https://www.example.cn', en: 'https://www.example.com' }

function embeddedApp(env: Record<string, string> = {}) {
  const contentApi = createContentApi({ dbPath: join(mkdtempSync(join(tmpdir(), 'seo-sitemap-')), 'forms.sqlite') })
  const api = createApi(inProcessTransport(contentApi), { validator: answerValidator })
  return testApp({ contentApi, api, itemKey: demoItemKey, env })
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])

describe('robots.txt', () => {
  it('allows the public site, disallows previews and /api/, and names the sitemap', () => {
    const text = robotsTxt({ sitemapUrl: 'https://www.example.com/sitemap.xml', disallowAll: false })
    expect(text).toContain('User-agent: *\nAllow: /\nDisallow: /api/\n')
    for (const preview of ['/article-detail/*/*/preview', '/services/*/preview', '/form/*/preview'])
      expect(text).toContain(`Disallow: ${preview}\n`)
    expect(text).toMatch(/\nSitemap: https:\/\/www\.example\.com\/sitemap\.xml\n$/)
  })

  it('disallows everything with ROBOTS_DISALLOW_ALL', () => {
    expect(robotsTxt({ sitemapUrl: 'https://x.example/sitemap.xml', disallowAll: true })).toBe(
      'User-agent: *\nDisallow: /\n',
    )
  })

  it("is served per host with the site's configured origin, never the request's Host", async () => {
    const env = { SITE_HOSTS: 'cn=www.example.cn,en=www.example.com', PUBLIC_PROTOCOL: 'https', TRUST_PROXY: '1' }
    const { app } = testApp({ env })
    const en = await app.request('http://www.example.com:4000/robots.txt')
    expect(en.status).toBe(200)
    expect(en.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await en.text()).toContain('Sitemap: https://www.example.com/sitemap.xml')
    const cn = await app.request('http://evil.example/robots.txt', {
      headers: { 'x-forwarded-host': 'www.example.cn' },
    })
    expect(await cn.text()).toContain('Sitemap: https://www.example.cn/sitemap.xml')
    const unknown = await app.request('http://evil.example/robots.txt')
    expect(await unknown.text()).not.toContain('evil.example')
    const staging = testApp({ env: { ...env, ROBOTS_DISALLOW_ALL: '1' } }).app
    expect(await (await staging.request('http://www.example.com/robots.txt')).text()).toBe(
      'User-agent: *\nDisallow: /\n',
    )
  })
})

describe('sitemap XML', () => {
  it('escapes URLs', () => {
    expect(xmlEscape(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;')
    expect(urlsetXml([{ loc: 'https://x.example/about-us/news?type=AI&x=1', alternates: [] }])).toContain(
      '<loc>https://x.example/about-us/news?type=AI&amp;x=1</loc>',
    )
  })

  it('becomes an index of parts past the URL limit', () => {
    const entries = Array.from({ length: 5 }, (_, index) => ({ loc: `https://x.example/p/${index}`, alternates: [] }))
    const part = (n: number) => `https://x.example/sitemap-${n}.xml`
    expect(locs(sitemapDocument(entries, null, part, 5) ?? '')).toHaveLength(5)
    expect(sitemapDocument(entries, 1, part, 5)).toBeUndefined()
    const index = sitemapDocument(entries, null, part, 2) ?? ''
    expect(index).toContain('<sitemapindex')
    expect(locs(index)).toEqual([part(1), part(2), part(3)])
    expect(locs(sitemapDocument(entries, 3, part, 2) ?? '')).toEqual(['https://x.example/p/4'])
    expect(sitemapDocument(entries, 4, part, 2)).toBeUndefined()
  })

  it('pairs alternates by item key, only where both sites have the item', () => {
    const entries = sitemapEntries(
      'en',
      [
        { mark: 'cn', items: [{ path: '/product/1401', key: '/product/401' }] },
        {
          mark: 'en',
          items: [
            { path: '/product/2401', key: '/product/401', lastmod: '2026-01-02' },
            { path: '/product/2499', key: '/product/499' },
          ],
        },
      ],
      ORIGINS,
    )
    expect(entries).toEqual([
      {
        loc: 'https://www.example.com/product/2401',
        lastmod: '2026-01-02',
        alternates: [
          { hreflang: 'zh-CN', href: 'https://www.example.cn/product/1401' },
          { hreflang: 'en', href: 'https://www.example.com/product/2401' },
          { hreflang: 'x-default', href: 'https://www.example.cn/product/1401' },
        ],
      },
      { loc: 'https://www.example.com/product/2499', alternates: [] },
    ])
  })

  it('reads every page of a paged list, and stops at the cap', async () => {
    const pages: number[] = []
    const all = await fetchAllPages(async (pageNo, pageSize) => {
      pages.push(pageNo)
      return { data: Array.from({ length: pageNo < 3 ? pageSize : 7 }, (_, i) => i), total: 2 * pageSize + 7 }
    })
    expect(pages).toEqual([1, 2, 3])
    expect(all).toHaveLength(207)
    let calls = 0
    await fetchAllPages(async (_pageNo, pageSize) => {
      calls++
      return { data: Array.from({ length: pageSize }, (_, i) => i), total: null }
    })
    expect(calls).toBe(MAX_LIST_PAGES)
  })

  it('takes lastmod from backend dates', () => {
    expect(lastmodOf(null, '2026-05-18 10:00:00')).toBe('2026-05-18')
    expect(lastmodOf('yesterday')).toBeUndefined()
  })
})

describe('/sitemap.xml on the embedded demo', () => {
  it('lists every detail page of each site with alternates to the same item on the other site', async () => {
    const { app } = embeddedApp()
    const response = await app.request('http://en.localhost:3000/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+/)
    const xml = await response.text()
    const urls = locs(xml)
    for (const path of ['/', '/product', '/about-us/news?type=AI', '/product/2401', '/product-category/2301'])
      expect(urls).toContain(`http://en.localhost:3000${path.replace('&', '&amp;')}`)
    for (const route of [
      '/solution/',
      '/case-detail/',
      '/article-detail/news/',
      '/periodical/',
      '/activity/',
      '/media/',
    ])
      expect(urls.some((url) => url.startsWith(`http://en.localhost:3000${route}2`))).toBe(true)
    expect(urls.some((url) => url.includes('/article-detail/news/2651'))).toBe(true)
    expect(urls.some((url) => url.includes('preview'))).toBe(false)
    expect(xml).toContain(
      '<url><loc>http://en.localhost:3000/product/2401</loc><xhtml:link rel="alternate" hreflang="zh-CN" href="http://localhost:3000/product/1401"/>',
    )
    expect(xml).toMatch(/<loc>http:\/\/en\.localhost:3000\/media\/2801<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)

    // The demo fits in one file: no parts.
    const part = await app.request('http://en.localhost:3000/sitemap-1.xml')
    expect([part.status, part.headers.get('cache-control')]).toEqual([404, 'no-store'])

    const cn = await (await app.request('http://localhost:3000/sitemap.xml')).text()
    expect(locs(cn)).toContain('http://localhost:3000/product/1401')
    expect(locs(cn).every((url) => url.startsWith('http://localhost:3000/'))).toBe(true)
  })

  it('answers the error status, never a partial sitemap, when the backend fails', async () => {
    const failing = () =>
      Promise.reject(
        new ApiError('unreachable', { kind: 'network', call: 'siteList', request: 'GET /api/internal/site/list' }),
      )
    const { app } = testApp({ api: fakeApi({ siteList: failing }) })
    const response = await app.request('http://localhost:3000/sitemap.xml')
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})
