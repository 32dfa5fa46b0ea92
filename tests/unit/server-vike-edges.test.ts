import { describe, expect, it } from 'vitest'
import { createApp } from '../../site/server/app'
import { readConfig } from '../../site/server/config'
import { createRequestPageContext } from '../../site/server/page-context-init'
import { renderWithVike } from '../../site/server/render-page'
import { demoVikeSite, PROJECT_ROOT, recordingLogger } from './server-fixtures'
import { DEMO_SITE_SETTINGS } from '../../content/site-settings'

// Issue 10 through the real pipeline (Vike routing the production build, as server-vike.test.ts): a
// preview under any spelling Vike routes is guarded by PREVIEW_TOKEN, never public and never in the render
// cache (SPEC §6); a URL that can be no page is the not-found page (SPEC §2 "*"), never a 500.

const TOKEN = 'edge-preview-token'

const { api, config, app: siteApp } = demoVikeSite('server-vike-edges', { PREVIEW_TOKEN: TOKEN })

/**
 * Each preview route kind of SPEC §2 on the Chinese demo site, with a block only its content shows: found
 * in a page's HTML as the block's `data-block` attribute (the shell's inlined CSS names block types too),
 * in a page context's JSON as its type.
 */
const previewRoutes = [
  { base: '/about-us/intro/1951', marker: 'companyIntro' },
  { base: '/about-us/news/1601', marker: 'articleHeader' },
  { base: '/article-detail/news/1601', marker: 'articleHeader' },
  { base: '/services/1961', marker: 'richText' },
  { base: '/join-us/1971', marker: 'richText' },
  { base: '/form/1', marker: 'heroCarousel' },
]

/**
 * Spellings of `{base}/preview`. `routed`: Vike routes it to the preview page (percent-decoding a
 * segment, client navigation's suffix); `redirect`: Vike first redirects to the plain path; `none`: Vike
 * routes it nowhere (route paths are case-sensitive, `%2F` stays inside its segment, one decoding only).
 */
const spellings = [
  { suffix: '/preview', kind: 'routed' },
  { suffix: '/%70review', kind: 'routed' },
  { suffix: '/preview/index.pageContext.json', kind: 'routed' },
  { suffix: '/%70review/index.pageContext.json', kind: 'routed' },
  { suffix: '/preview/', kind: 'redirect' },
  { suffix: '%2Fpreview', kind: 'none' },
  { suffix: '/PREVIEW', kind: 'none' },
  { suffix: '/Preview', kind: 'none' },
  { suffix: '/%2570review', kind: 'none' },
] as const

const cases = previewRoutes.flatMap((route) =>
  spellings.map((spelling) => ({ path: `${route.base}${spelling.suffix}`, ...route, ...spelling })),
)

describe('previews under every spelling, with PREVIEW_TOKEN set (SPEC §6)', () => {
  it.each(cases)(
    '$path ($kind)',
    async ({ path, marker, kind }) => {
      const { app, renderCache } = siteApp()
      const withToken = await app.request(`http://localhost:3000${path}?token=${TOKEN}`)
      const withoutToken = await app.request(`http://localhost:3000${path}`)

      for (const response of [withToken, withoutToken]) {
        expect(response.headers.get('cache-control')).toBe('no-store')
        expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
      }
      await renderCache.settled()
      expect(renderCache.stats().entries).toBe(0)
      const json = path.endsWith('.pageContext.json')
      const publicBody = await withoutToken.text()
      expect(publicBody).not.toContain(json ? marker : `data-block="${marker}"`)

      if (kind === 'routed') {
        expect(withToken.status).toBe(200)
        expect(await withToken.text()).toContain(json ? marker : `data-block="${marker}"`)
        if (json) expect(JSON.parse(publicBody)).toMatchObject({ abortStatusCode: 404 })
        else expect(withoutToken.status).toBe(404)
      } else if (kind === 'redirect') {
        expect(withToken.status).toBe(301)
        expect(withToken.headers.get('location')).toBe(`${path.slice(0, -1)}?token=${TOKEN}`)
        expect(withoutToken.status).toBe(301)
      } else {
        expect(withToken.status).toBe(404)
        expect(await withToken.text()).not.toContain(json ? marker : `data-block="${marker}"`)
        expect(withoutToken.status).toBe(404)
      }
    },
    60_000,
  )

  it.each([
    ['/services/1961/%70review', true],
    ['/form/1/%70review/index.pageContext.json', true],
    ['/services/1961/%2570review', false],
    ['/form/1', false],
  ])(
    'Vike itself reports %s as a preview: %s',
    async (path, preview) => {
      const context = await createRequestPageContext('localhost', {
        api,
        siteHosts: config.siteHosts,
        siteOrigins: config.siteOrigins,
        siteSettings: DEMO_SITE_SETTINGS,
        logger: recordingLogger(),
      })
      const page = await renderWithVike({
        urlOriginal: `http://localhost:3000${path}`,
        headersOriginal: new Headers(),
        ...context,
      })
      expect(page?.preview).toBe(preview)
    },
    60_000,
  )

  it('a public page next to the previews is still cached and public', async () => {
    const { app, renderCache } = siteApp()
    const response = await app.request('http://localhost:3000/form/1')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/^public/)
    expect(response.headers.get('x-robots-tag')).toBeNull()
    await renderCache.settled()
    expect(renderCache.stats().entries).toBe(1)
  }, 60_000)
})

describe('SPEC §2 /form/{id}: the home page with form {id} open, when there is such a form', () => {
  it.each([
    ['localhost', 'zh', '/form/1'],
    ['en.localhost', 'en', '/form/2'],
  ])(
    'on %s (%s) a form the backend has is the home page with it open, one it lacks the not-found page',
    async (host, lang, formPath) => {
      const { app } = siteApp()
      const withForm = await app.request(`http://${host}:3000${formPath}`)
      expect(withForm.status).toBe(200)
      expect(await withForm.text()).toContain('role="dialog"')
      for (const missing of ['/form/999', '/form/0', '/form/999/preview']) {
        const response = await app.request(`http://${host}:3000${missing}`)
        expect(response.status, missing).toBe(404)
        const html = await response.text()
        expect(html).toContain('data-testid="not-found"')
        expect(html).toMatch(new RegExp(`<html lang="${lang}`))
      }
    },
    60_000,
  )
})

describe('URLs that can be no page, over the route families of SPEC §2', () => {
  it.each([
    '/%',
    '/%E0%A4%A',
    '/about-us/%ZZ',
    '/about_us/%',
    '/product/%',
    '/product/0',
    '/activity/000',
    '/product-category/%E0',
    '/solution/%C0%AF',
    '/case-detail/%',
    '/article-detail/news/%',
    '/periodical/%FF',
    '/activity/%',
    '/media/%',
    '/Media/%',
    '/go1688/%',
    '/ai/%',
    '/form/%25%/preview',
    '/services/1961%00/preview',
    '/join-us/%00',
    '/about-us/news%00',
    '//evil.example',
    '/cases/%5Cevil',
    `/product/${'9'.repeat(10 * 1024)}`,
    '/product/%69ndex.pageContext.json',
    '/index.pageContext.json?_vike=%7B',
  ])(
    '%s → 404 not-found page in the host language, no stack trace',
    async (path) => {
      const { app } = siteApp()
      const response = await app.request(`http://en.localhost:3000${path}`)
      expect(response.status).toBe(404)
      const html = await response.text()
      expect(html).toContain('data-testid="not-found"')
      expect(html).toMatch(/<html lang="en"/)
      expect(html).not.toMatch(/URIError|\bat \S+ \(/)
    },
    60_000,
  )

  it.each([
    ['/about-us/100%25', 200],
    ['/about-us/%E6%96%B0%E9%97%BB', 200],
  ])(
    '%s is an ordinary page (%i)',
    async (path, status) => {
      const { app } = siteApp()
      expect((await app.request(`http://localhost:3000${path}`)).status).toBe(status)
    },
    60_000,
  )
})

describe('absolute URLs come from the configured origins, never the request host (SITE_HOSTS, PUBLIC_PROTOCOL)', () => {
  function linksOf(html: string) {
    return {
      canonical: html.match(/<link rel="canonical" href="([^"]+)"/)?.[1],
      alternates: [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(
        ([, lang, href]) => `${lang} ${href}`,
      ),
      switcher: [...html.matchAll(/class="language-switcher__link"[^>]*href="([^"]+)"/g)].map(([, href]) => href),
    }
  }

  it.each([
    [
      'an unknown host gets the first site, linked on its configured origin',
      'http://evil.example/product?x=1',
      {},
      'http://localhost:3000/product?x=1',
    ],
    ['an unknown host with a port', 'http://evil.example:6666/product?x=1', {}, 'http://localhost:3000/product?x=1'],
    [
      'a known host on another port links the configured port',
      'http://localhost:6666/product?x=1',
      {},
      'http://localhost:3000/product?x=1',
    ],
    [
      'configured hosts, ports and protocol',
      'http://en.example.com/product?x=1',
      { SITE_HOSTS: 'cn=www.example.cn,en=en.example.com:8443', PUBLIC_PROTOCOL: 'https' },
      'https://en.example.com:8443/product?x=1',
    ],
  ])(
    '%s',
    async (_name, url, env, canonical) => {
      const config = readConfig({ NODE_ENV: 'production', ...env })
      const { app } = createApp({
        config,
        api,
        contentApi: null,
        siteSettings: DEMO_SITE_SETTINGS,
        render: renderWithVike,
        logger: recordingLogger(),
        projectRoot: PROJECT_ROOT,
        // `x` stands for a parameter the route reads: the others are not rendered (issue 14).
        routeQueryParams: [{ path: /^\/product$/, params: ['x'] }],
      })
      const response = await app.request(url)
      expect(response.status).toBe(200)
      const html = await response.text()
      const links = linksOf(html)
      expect(links.canonical).toBe(canonical)
      const [cn, en] = [config.siteOrigins.cn!, config.siteOrigins.en!]
      expect(links.alternates).toEqual([
        `zh-CN ${cn}/product?x=1`,
        `en ${en}/product?x=1`,
        `x-default ${cn}/product?x=1`,
      ])
      expect(links.switcher.length).toBeGreaterThan(0)
      for (const href of links.switcher) expect([`${cn}/product?x=1`, `${en}/product?x=1`]).toContain(href)
      expect(html).not.toContain('evil.example')
      expect(html).not.toContain(':6666')
    },
    60_000,
  )
})
