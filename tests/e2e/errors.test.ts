import { afterAll, beforeAll, describe, expect, inject } from 'vitest'
import { test, visit, waitForHydration } from './support/fixture'
import { backendSiteOrigin, requestAs, setBackendMode, siteOrigin, type Lang } from './support/hosts'
import type { BackendMode } from './support/fake-backend'

// SPEC §2 "*" and §8, issue §5 and §7: unknown paths answer the not-found page with HTTP 404; a backend
// that answers non-200 or is down gives the page-error page with HTTP 5xx, and the server lives on.

describe('not-found page (SPEC §2 "*", §8)', () => {
  test.for(['zh', 'en'] as Lang[])(
    '%s: an unknown path answers 404 with "Oops. The page not found."',
    async (lang, { openPage, problems }) => {
      const { page } = await openPage('desktop')
      const url = `${siteOrigin(lang)}/this/page/does-not-exist`
      await visit(page, problems, url, 404)
      const notFound = page.locator('[data-testid="not-found"]')
      expect(await notFound.isVisible()).toBe(true)
      expect(await notFound.innerText()).toContain('Oops. The page not found.')
      // The shell still frames the page, so the visitor can go on.
      expect(await page.isVisible('[data-testid="site-header"]')).toBe(true)
    },
  )

  test('at 390 px too', async ({ openPage, problems }) => {
    const { page } = await openPage('mobile')
    await visit(page, problems, `${siteOrigin('zh')}/missing-on-mobile`, 404)
    expect(await page.locator('[data-testid="not-found"]').innerText()).toContain('Oops. The page not found.')
  })
})

describe('block catalogue (issue §6)', () => {
  test('is off in production', async () => {
    expect((await requestAs('zh', '/blocks')).status).toBe(404)
  })
})

// docs/architecture.md "Error semantics": the CMS failing 500, a bad answer 502, an unreachable backend 503.
const failures: Array<{ mode: BackendMode; what: string; expected: number }> = [
  { mode: 'code-500', what: 'answers code "500" in its envelope', expected: 500 },
  { mode: 'http-500', what: 'answers HTTP 500', expected: 502 },
  { mode: 'down', what: 'is down (connection refused)', expected: 503 },
]

describe('a backend behind API_BASE_URL (issue §4, §7)', () => {
  beforeAll(() => setBackendMode('proxy'))
  afterAll(() => setBackendMode('proxy'))

  test('that answers correctly drives the same home page', async ({ openPage, problems }) => {
    await setBackendMode('proxy')
    const { page } = await openPage('desktop')
    await visit(page, problems, `${backendSiteOrigin('zh')}/`)
    expect(await page.locator('[data-block]').count()).toBeGreaterThan(0)
    expect(await page.isVisible('[data-testid="site-header"]')).toBe(true)
  })

  test("proxies the browser's /api/internal/* calls to it", async () => {
    await setBackendMode('proxy')
    const response = await requestAs('zh', '/api/internal/site/list', {
      port: inject('backendSitePort'),
      headers: { 'accept-encoding': 'identity' },
    })
    expect(response.status).toBe(200)
    const envelope = JSON.parse(response.body) as { code: string | number; data: unknown[] }
    expect(String(envelope.code)).toBe('200')
    expect(envelope.data.length).toBeGreaterThan(1)
  })

  test('with a single site: no language switcher and no hreflang links (SPEC §1)', async ({ openPage, problems }) => {
    await setBackendMode('single-site')
    const { page } = await openPage('desktop')
    await visit(page, problems, `${backendSiteOrigin('zh')}/`)
    expect(await page.locator('[data-block]').count()).toBeGreaterThan(0)
    expect(await page.locator('[data-testid="language-switcher"]').count()).toBe(0)
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(0)
    await setBackendMode('proxy')
  })

  test.for(failures)(
    'that $what: the page-error page with HTTP $expected, heading and refresh button',
    async ({ mode, expected }, { openPage, problems }) => {
      await setBackendMode(mode)
      const { page } = await openPage('desktop')
      const url = `${backendSiteOrigin('zh')}/`
      const status = (await requestAs('zh', '/', { port: inject('backendSitePort') })).status
      expect(status).toBe(expected)

      await visit(page, problems, url, status)
      const pageError = page.locator('[data-testid="page-error"]')
      expect(await pageError.isVisible()).toBe(true)
      const heading = (await pageError.locator('h1, h2').first().innerText()).trim()
      expect(heading).not.toBe('')
      // Below the heading, an apology (SPEC §8).
      expect((await pageError.innerText()).replace(heading, '').trim()).not.toBe('')
      expect(await page.isVisible('[data-testid="refresh"]')).toBe(true)

      // Refresh, once the backend is back, shows the page again: nothing crashed, nothing stale.
      await waitForHydration(page, '[data-testid="refresh"]')
      await setBackendMode('proxy')
      await Promise.all([page.waitForEvent('load'), page.click('[data-testid="refresh"]')])
      expect(await page.locator('[data-block]').count()).toBeGreaterThan(0)
      expect(await page.isVisible('[data-testid="page-error"]')).toBe(false)
    },
  )

  test('that is down: the proxied /api/internal call fails with 5xx and the server keeps serving', async () => {
    await setBackendMode('down')
    const proxied = await requestAs('zh', '/api/internal/site/list', { port: inject('backendSitePort') })
    expect(proxied.status).toBeGreaterThanOrEqual(500)
    await setBackendMode('proxy')
    expect((await requestAs('zh', '/', { port: inject('backendSitePort') })).status).toBe(200)
  })
})
