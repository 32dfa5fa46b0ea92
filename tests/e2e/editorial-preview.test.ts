import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { test, visit } from './support/fixture'
import { hostOf, requestAs, siteOrigin, type Lang } from './support/hosts'
import { freePort, startSiteServer, type SiteServer } from './support/processes'

// SPEC §6 and issue 5 "Draft previews": previews load an item by id, are never cached (no-store) nor
// indexed (noindex), and with PREVIEW_TOKEN set answer only with the token — as a query parameter once,
// then through the cookie that request set — and are the not-found page otherwise.

const TOKEN = 'preview-secret-for-tests'
const previews: Record<Lang, string[]> = {
  zh: [
    '/about-us/intro/1951/preview',
    '/about-us/news/1601/preview',
    '/article-detail/news/1601/preview',
    '/services/1961/preview',
    '/join-us/1971/preview',
  ],
  en: [
    '/about-us/intro/2951/preview',
    '/about-us/news/2601/preview',
    '/article-detail/news/2601/preview',
    '/services/2961/preview',
    '/join-us/2971/preview',
  ],
}
const langs: Lang[] = ['zh', 'en']

function expectPrivate(headers: Record<string, string | string[] | undefined>): void {
  expect(headers['cache-control']).toBe('no-store')
  expect(String(headers['x-robots-tag'])).toMatch(/noindex/)
}

describe.each(langs)('previews without PREVIEW_TOKEN — %s', (lang) => {
  test.for(previews[lang])('%s loads the item by id, not cached, not indexed', async (path, { openPage, problems }) => {
    const response = await requestAs(lang, path, { headers: { 'accept-encoding': 'identity' } })
    expect(response.status).toBe(200)
    expectPrivate(response.headers)
    expect(response.body).toMatch(/data-block="(companyIntro|articleHeader|banner|pageHeading)"/)
    const { page } = await openPage(path.includes('services') ? 'mobile' : 'desktop')
    await visit(page, problems, `${siteOrigin(lang)}${path}`)
  })

  test('an unknown id is the not-found page, still not cached', async () => {
    const response = await requestAs(lang, '/services/999999/preview')
    expect(response.status).toBe(404)
    expectPrivate(response.headers)
  })
})

describe('previews with PREVIEW_TOKEN (docs/configuration.md)', () => {
  let server: SiteServer
  const projectRoot = resolve(import.meta.dirname, '../..')

  beforeAll(async () => {
    server = await startSiteServer({
      name: 'preview-token-site',
      port: await freePort(),
      env: { PREVIEW_TOKEN: TOKEN },
      logDir: join(projectRoot, 'test-results'),
      projectRoot,
    })
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
  })

  test.for(langs)(
    'without the token a preview is 404; the query token opens it and sets a cookie that opens the others (%s)',
    async (lang) => {
      const [first, ...others] = previews[lang]
      const port = server.port
      const refused = await requestAs(lang, first!, { port })
      expect(refused.status).toBe(404)
      expectPrivate(refused.headers)
      expect((await requestAs(lang, `${first}?token=wrong`, { port })).status).toBe(404)

      const opened = await requestAs(lang, `${first}?token=${TOKEN}`, { port })
      expect(opened.status).toBe(200)
      expectPrivate(opened.headers)
      const setCookie = [opened.headers['set-cookie']].flat().find((value) => value?.startsWith('preview_token='))
      expect(setCookie).toMatch(/HttpOnly/)
      expect(setCookie).not.toContain(TOKEN)
      const cookie = setCookie!.split(';')[0]!
      for (const path of others) {
        const response = await requestAs(lang, path, { port, headers: { cookie } })
        expect(response.status, path).toBe(200)
        expectPrivate(response.headers)
      }
      // Public pages are not guarded.
      expect((await requestAs(lang, '/services', { port })).status).toBe(200)
    },
  )

  // Issue 10: Vike routes `%70review` as `preview`; it is guarded, never public, never served from the
  // render cache to a request without the token.
  test.for([
    '/article-detail/news/1601/%70review',
    '/about-us/news/1601/%70review',
    '/services/1961/%70review',
    '/join-us/1971/%70review/index.pageContext.json',
    '/form/1/%70review',
    '/form/1/preview',
  ])('%s: guarded, private, and never cached for the next visitor', async (path) => {
    const port = server.port
    const opened = await requestAs('zh', `${path}?token=${TOKEN}`, { port })
    expect(opened.status).toBe(200)
    expectPrivate(opened.headers)
    for (let i = 0; i < 2; i++) {
      const refused = await requestAs('zh', path, { port, headers: { 'accept-encoding': 'identity' } })
      expectPrivate(refused.headers)
      if (path.endsWith('.pageContext.json')) expect(JSON.parse(refused.body)).toMatchObject({ abortStatusCode: 404 })
      else expect(refused.status).toBe(404)
    }
  })

  test('in the browser: the token link once, then previews open by cookie', async ({ openPage, problems }) => {
    const { page } = await openPage('desktop')
    const origin = `http://${hostOf.zh}:${server.port}`
    await visit(page, problems, `${origin}/services/1961/preview?token=${TOKEN}`)
    await visit(page, problems, `${origin}/join-us/1971/preview`)
    const { page: stranger } = await openPage('mobile')
    await visit(stranger, problems, `${origin}/join-us/1971/preview`, 404)
    await stranger.locator('[data-testid="not-found"]').waitFor()
  })
})
