import { describe, expect, it } from 'vitest'
import { ApiError, type ApiErrorKind } from '../../site/api'
import { createRequestPageContext } from '../../site/server/page-context-init'
import { readConfig } from '../../site/server/config'
import { SITES, fakeApi, recordingLogger, renderedInfo, testApp } from './server-fixtures'
import { DEMO_SITE_SETTINGS } from '../../content/site-settings'

// Issue 2 §4 (sites and language from the host), SPEC §8 (menu fetch failure: logged only) and the
// server's rule for a backend that is down: the error page with a 5xx status, never a hang.

const { siteHosts, siteOrigins } = readConfig({})

describe('createRequestPageContext', () => {
  it.each([
    ['localhost:3000', 1, 'zh'],
    ['en.localhost:3000', 2, 'en'],
    ['127.0.0.1:3000', 1, 'zh'],
  ])('host %s → site %i in %s', async (host, siteId, lang) => {
    const context = await createRequestPageContext(host, {
      api: fakeApi(),
      siteHosts,
      siteOrigins,
      siteSettings: DEMO_SITE_SETTINGS,
      logger: recordingLogger(),
    })
    expect(context.site.id).toBe(siteId)
    expect(context.lang).toBe(lang)
    expect(context.i18n.lang).toBe(lang)
    expect(context.sites).toEqual(SITES)
    expect(context.siteHosts).toEqual(siteHosts)
    expect(context.backendFailure).toBeUndefined()
  })

  it('asks for the shell of the chosen site, all calls started together', async () => {
    const started: string[] = []
    const release: (() => void)[] = []
    const pending =
      <T>(name: string, value: T) =>
      (siteId: number) => {
        started.push(`${name}:${siteId}`)
        return new Promise<T>((resolve) => release.push(() => resolve(value)))
      }
    const api = fakeApi({
      languagePack: pending('languagePack', [{ identification: 'shell.consult', languageSetting: 'Talk to us' }]),
      topNavigation: pending('topNavigation', [{ displayName: 'Products' } as never]),
      topHeader: pending('topHeader', []),
      bottomNavigation: pending('bottomNavigation', null as never),
    })
    const contextPromise = createRequestPageContext('en.localhost', {
      api,
      siteHosts,
      siteOrigins,
      siteSettings: DEMO_SITE_SETTINGS,
      logger: recordingLogger(),
    })
    await new Promise((resolve) => setImmediate(resolve))
    expect(started.sort()).toEqual(['bottomNavigation:2', 'languagePack:2', 'topHeader:2', 'topNavigation:2'])
    release.forEach((resolve) => resolve())
    const context = await contextPromise
    expect(context.shell.navigation).toEqual([{ displayName: 'Products' }])
    expect(context.i18n.resources['shell.consult']).toBe('Talk to us')
  })

  // docs/architecture.md "Error semantics": the site list is essential; its failure decides the page's status.
  const failing = (kind: ApiErrorKind, message: string) => () =>
    Promise.reject(new ApiError(message, { kind, call: 'siteList', request: 'GET /api/internal/site/list' }))
  it.each([
    ['down', failing('network', 'fetch failed'), 503],
    ['answering a non-200 code', failing('code', 'Service unavailable (code 500)'), 500],
    ['answering HTTP 500', failing('http', 'HTTP 500'), 502],
    ['answering garbage', failing('invalid-response', 'not an envelope'), 502],
    ['too slow', failing('timeout', 'timed out after 8000 ms'), 504],
    ['listing no sites', () => Promise.resolve([]), 503],
  ] as const)('turns a backend %s into a %i failure in the host language, logged', async (_, siteList, status) => {
    const logger = recordingLogger()
    const context = await createRequestPageContext('en.localhost:3000', {
      api: fakeApi({ siteList }),
      siteHosts,
      siteOrigins,
      siteSettings: DEMO_SITE_SETTINGS,
      logger,
    })
    expect(context.backendFailure?.status).toBe(status)
    expect(context.lang).toBe('en')
    expect(context.site.mark).toBe('en')
    expect(context.sites).toEqual([])
    expect(context.shell).toEqual({ navigation: [], header: [], footer: null })
    expect(context.i18n.resources['forms.submit']).toBe('Submit')
    expect(logger.messages.join('\n')).toMatch(String(status))
  })

  it('renders without a menu whose call failed, logging it (SPEC §8)', async () => {
    const logger = recordingLogger()
    const context = await createRequestPageContext('localhost', {
      api: fakeApi({
        topNavigation: () => Promise.reject(new Error('navigation exploded')),
        languagePack: () => Promise.reject(new Error('pack exploded')),
      }),
      siteHosts,
      siteOrigins,
      siteSettings: DEMO_SITE_SETTINGS,
      logger,
    })
    expect(context.backendFailure).toBeUndefined()
    expect(context.shell.navigation).toEqual([])
    expect(context.i18n.resources['forms.submit']).toBe('提交')
    expect(logger.messages.join('\n')).toContain('navigation exploded')
    expect(logger.messages.join('\n')).toContain('pack exploded')
  })
})

describe('pages through the app', () => {
  it('hand Vike the site, language, shell, i18n and api of the host', async () => {
    const { app, render } = testApp()
    const response = await app.request('http://en.localhost:3000/product?x=1')
    expect(response.status).toBe(200)
    const init = render.calls[0]
    // Issue 14: a query parameter no route reads does not reach the renderer (nor the render cache key).
    expect(init.urlOriginal).toBe('http://en.localhost:3000/product')
    expect(init.headersOriginal).toBeInstanceOf(Headers)
    expect(init).toMatchObject({ site: SITES[1], sites: SITES, lang: 'en', siteHosts, siteOrigins })
    expect(Object.keys(init)).toEqual(
      expect.arrayContaining(['site', 'sites', 'lang', 'siteHosts', 'siteOrigins', 'shell', 'i18n', 'api']),
    )
    expect((await renderedInfo(await app.request('http://localhost:3000/'))).lang).toBe('zh')
  })

  it('answer 503 (not cached) when the backend is down', async () => {
    const { app, logger } = testApp({
      api: fakeApi({ siteList: () => Promise.reject(new TypeError('fetch failed')) }),
      env: { RENDER_CACHE_TTL_MS: '60000' },
    })
    const response = await app.request('http://localhost:3000/')
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(logger.messages.join('\n')).toContain('fetch failed')
  })

  it('never let a CDN keep the 503 page that client navigation receives as HTTP 200 JSON', async () => {
    const { app, render } = testApp({
      api: fakeApi({ siteList: () => Promise.reject(new TypeError('fetch failed')) }),
      env: { RENDER_CACHE_TTL_MS: '60000' },
    })
    const first = await app.request('http://localhost:3000/news/index.pageContext.json')
    await app.request('http://localhost:3000/news/index.pageContext.json')
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('no-store')
    expect(render.calls).toHaveLength(2)
  })

  it('answer a plain 500 when the renderer itself throws', async () => {
    const { app, logger } = testApp({ render: () => Promise.reject(new Error('renderer crashed')) })
    const response = await app.request('http://localhost:3000/')
    expect(response.status).toBe(500)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(logger.messages.join('\n')).toContain('renderer crashed')
  })

  it('take host and protocol from X-Forwarded-* only when TRUST_PROXY is on', async () => {
    const headers = { 'x-forwarded-host': 'en.localhost', 'x-forwarded-proto': 'https' }
    const trusting = testApp({ env: { TRUST_PROXY: '1' } })
    await trusting.app.request('http://127.0.0.1:3000/news', { headers })
    expect(trusting.render.calls[0].urlOriginal).toBe('https://en.localhost/news')
    expect(trusting.render.calls[0].lang).toBe('en')

    const plain = testApp()
    await plain.app.request('http://127.0.0.1:3000/news', { headers })
    expect(plain.render.calls[0].urlOriginal).toBe('http://127.0.0.1:3000/news')
    expect(plain.render.calls[0].lang).toBe('zh')
  })
})
