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
    // `type` is read by the route, `cb` by none: links keep only the first (issue 14, README "Render cache").
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
