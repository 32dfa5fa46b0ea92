import { describe, expect } from 'vitest'
import { test, visit } from './support/fixture'
import { requestAs, siteOrigin } from './support/hosts'

// Issue 10 over HTTP against the production build: a URL that can be no page is the not-found page in the
// site's language, never a 500 nor a stack trace (SPEC §2 "*"); and the request's Host never reaches a
// link of a page a CDN may keep (SITE_HOSTS, PUBLIC_PROTOCOL).

describe('URLs that can be no page (SPEC §2 "*")', () => {
  test.for([
    '/%',
    '/%E0%A4%A',
    '/about-us/%ZZ',
    '/product/%',
    '/media/1%00',
    '//evil.example',
    '/\\evil.example',
    '/article-detail/news/%5C%5Cx',
    `/product/${'9'.repeat(10 * 1024)}`,
  ])('%s → 400 or 404, a clean page', async (path) => {
    const response = await requestAs('en', path, { headers: { 'accept-encoding': 'identity' } })
    expect([400, 404]).toContain(response.status)
    expect(response.headers['location']).toBeUndefined()
    expect(response.body).not.toMatch(/URIError|\bat \S+ \(/)
    if (response.status === 404) {
      expect(response.body).toContain('data-testid="not-found"')
      expect(response.body).toMatch(/<html lang="en"/)
    }
  })

  test('a properly escaped percent sign is a page: /about-us/100%25', async () => {
    expect((await requestAs('zh', '/about-us/100%25')).status).toBe(200)
  })

  test('in the browser the not-found page of a malformed URL hydrates cleanly', async ({ openPage, problems }) => {
    const { page } = await openPage('desktop')
    await visit(page, problems, `${siteOrigin('zh')}/about-us/%ZZ`, 404)
    expect(await page.locator('[data-testid="not-found"]').innerText()).toContain('Oops. The page not found.')
  })
})

describe('links are built on the configured origins, never on the request Host', () => {
  test.for([
    ['evil.example', 'zh'],
    ['evil.example:6666', 'zh'],
    ['en.localhost:6666', 'en'],
  ] as const)('Host %s', async ([host, lang]) => {
    // `type` is read by the route, `cb` by none: links keep only the first (issue 14, docs/architecture.md "Render cache").
    const response = await requestAs('zh', '/about-us/news?type=AI&cb=1', {
      headers: { host, 'accept-encoding': 'identity' },
    })
    expect(response.status).toBe(200)
    const canonical = response.body.match(/<link rel="canonical" href="([^"]+)"/)?.[1]
    expect(canonical).toBe(`${siteOrigin(lang)}/about-us/news?type=AI`)
    const alternates = [...response.body.matchAll(/<link rel="alternate" hrefLang="[^"]+" href="([^"]+)"/g)].map(
      ([, href]) => href,
    )
    expect(alternates).toEqual([
      `${siteOrigin('zh')}/about-us/news?type=AI`,
      `${siteOrigin('en')}/about-us/news?type=AI`,
      `${siteOrigin('zh')}/about-us/news?type=AI`,
    ])
    expect(response.body).not.toContain('evil.example')
    expect(response.body).not.toContain(':6666')
  })

  test('a normalising redirect keeps only the path', async () => {
    const response = await requestAs('zh', '/product/', { headers: { host: 'evil.example' } })
    expect(response.status).toBe(301)
    expect(response.headers['location']).toBe('/product')
  })
})

// Issue 21 "One URL per page": another spelling of an id is a permanent redirect to the canonical URL, on
// the host the visitor used, with the query; a text that is no id is the not-found page.
describe('one URL per page: ids in another spelling', () => {
  test.for([
    ['zh', '/product/01401', '/product/1401'],
    ['en', '/Media/002801', '/Media/2801'],
    ['en', '/article-detail/news/%302601', '/article-detail/news/2601'],
    ['zh', '/form/01', '/form/1'],
  ] as const)('%s %s → 301 %s', async ([lang, path, canonical]) => {
    const response = await requestAs(lang, `${path}?utm_source=mail`, { headers: { 'accept-encoding': 'identity' } })
    expect(response.status).toBe(301)
    expect(response.headers['location']).toBe(`${canonical}?utm_source=mail`)
  })

  test.for(['/product/+1401', '/product/1401.0', '/case-detail/1e3', '/activity/%201701'])(
    '%s → the not-found page',
    async (path) => {
      const response = await requestAs('zh', path, { headers: { 'accept-encoding': 'identity' } })
      expect(response.status).toBe(404)
      expect(response.headers['location']).toBeUndefined()
      expect(response.body).toContain('data-testid="not-found"')
    },
  )

  test('in the browser /product/02401 lands on /product/2401, rendered once, canonical to itself', async ({
    openPage,
    problems,
  }) => {
    const { page } = await openPage('desktop')
    const response = await visit(page, problems, `${siteOrigin('en')}/product/02401?utm_source=mail`)
    expect(response.request().redirectedFrom()?.url()).toBe(`${siteOrigin('en')}/product/02401?utm_source=mail`)
    expect(page.url()).toBe(`${siteOrigin('en')}/product/2401?utm_source=mail`)
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${siteOrigin('en')}/product/2401`)
    expect(await page.locator('[data-block]').count()).toBeGreaterThan(0)
  })
})
