// Issue 23 "A publish that shows at once": `POST /api/revalidate` behind REVALIDATE_SECRET drops the pages
// showing a changed item from the render cache (with their query variants), the shared stale store and
// the sitemap, passes the call on to REVALIDATE_PEERS, and counts it in /metrics.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { keyMatcher } from '../../runtime/server/cache-key'
import { compressPage } from '../../runtime/server/page-bodies'
import { RenderCache } from '../../runtime/server/render-cache'
import type { RenderedPage } from '../../runtime/server/renderer'
import { openStaleStore } from '../../runtime/server/stale-store'
import { ITEM_PAGES, ITEM_TYPES, pagesShowingItem } from '../../site/item-pages'
import { STATIC_PATHS } from '../../site/seo/sitemap-items'
import { readConfig } from '../../site/server/config'
import { parseRevalidateBody, REVALIDATE_MAX_PATHS } from '../../site/server/revalidate-request'
import { cachedSharedCalls } from '../../site/api'
import { fakeApi, recordingLogger, renderedInfo, testApp } from './server-fixtures'

const SECRET = 'publish-secret-0123456789'
const HOSTS = { cn: 'localhost', en: 'en.localhost' }
const CACHED = { RENDER_CACHE_TTL_MS: '600000', REVALIDATE_SECRET: SECRET }

const problemOf = (body: unknown) => {
  const check = parseRevalidateBody(body, HOSTS)
  return check.ok ? null : check.message
}

describe('the body of POST /api/revalidate', () => {
  it('takes paths, on every site host unless one is named', () => {
    const both = parseRevalidateBody({ paths: ['/product/1401', '/cases'] }, HOSTS)
    expect(both).toEqual({
      ok: true,
      request: {
        paths: ['/product/1401', '/cases'],
        host: null,
        pages: [
          { hostname: 'localhost', path: '/product/1401' },
          { hostname: 'localhost', path: '/cases' },
          { hostname: 'en.localhost', path: '/product/1401' },
          { hostname: 'en.localhost', path: '/cases' },
        ],
      },
    })
    const one = parseRevalidateBody({ paths: ['/cases'], host: 'EN.localhost:3000' }, HOSTS)
    expect(one.ok && one.request.pages).toEqual([{ hostname: 'en.localhost', path: '/cases' }])
  })

  it('maps an item to every page showing it', () => {
    const check = parseRevalidateBody({ type: 'product', id: 1401 }, HOSTS)
    expect(check.ok && check.request.paths).toEqual(['/product/1401', '/product', '/', '/sitemap.xml'])
    expect(check.ok && check.request.pages).toHaveLength(8)
  })

  it('refuses what it cannot carry out, saying why', () => {
    expect(problemOf([])).toMatch(/JSON object/)
    expect(problemOf({})).toMatch(/Give "paths"/)
    expect(problemOf({ paths: ['/a'], extra: 1 })).toMatch(/Unknown field\(s\) extra/)
    expect(problemOf({ paths: [] })).toMatch(/non-empty list/)
    expect(problemOf({ paths: 'product/1' })).toMatch(/non-empty list/)
    expect(problemOf({ paths: ['product/1'] })).toMatch(/^paths\/0: .*single \//)
    expect(problemOf({ paths: ['/a', '//evil.example/x'] })).toMatch(/^paths\/1: /)
    expect(problemOf({ paths: ['/cases?page=2'] })).toMatch(/without query/)
    expect(problemOf({ paths: ['/a b'] })).toMatch(/spaces/)
    expect(problemOf({ paths: [7] })).toMatch(/must be text/)
    const many = Array.from({ length: REVALIDATE_MAX_PATHS + 1 }, (_, index) => `/product/${index}`)
    expect(problemOf({ paths: many })).toMatch(/At most 100 paths/)
    expect(problemOf({ type: 'recipe', id: 1 })).toBe(`"type" must be one of ${ITEM_TYPES.join(', ')}`)
    expect(problemOf({ type: 'product', id: 0 })).toMatch(/"id" must be a whole number/)
    expect(problemOf({ type: 'product' })).toMatch(/"id" must be a whole number/)
    expect(problemOf({ paths: ['/a'], host: 'evil.example' })).toBe(
      '"host" must be one of the site hosts: localhost, en.localhost',
    )
  })
})

describe('the pages showing an item', () => {
  it('are its detail page in every spelling, its lists, the home page and the sitemap', () => {
    expect(pagesShowingItem('case', 7)).toEqual(['/case-detail/7', '/cases', '/solution', '/', '/sitemap.xml'])
    expect(pagesShowingItem('media', 3)).toEqual(['/media/3', '/Media/3', '/media', '/', '/sitemap.xml'])
    expect(pagesShowingItem('news', 1601)).toContain('/about-us/news')
    expect(pagesShowingItem('services', 2)).toEqual(['/services', '/'])
  })

  it('name only list pages the sitemap knows as the site’s fixed pages', () => {
    const fixed = new Set(STATIC_PATHS.map((path) => path.split('?')[0]))
    for (const [type, pages] of Object.entries(ITEM_PAGES))
      for (const list of pages.lists) expect(fixed.has(list) || list === '/about_us', `${type}: ${list}`).toBe(true)
  })
})

describe('dropping a page from the caches', () => {
  const page = (body: string): RenderedPage => ({
    status: 200,
    pageStatus: 200,
    preview: false,
    headers: [['content-type', 'text/html']],
    body,
  })

  it('matches a page with every query, on any protocol and port, on its host only', () => {
    const matches = keyMatcher([{ hostname: 'localhost', path: '/cases' }])
    expect(matches('http://localhost:3000/cases')).toBe(true)
    expect(matches('https://localhost/cases?page=2')).toBe(true)
    expect(matches('http://localhost:3000/cases/')).toBe(true)
    expect(matches('http://en.localhost:3000/cases')).toBe(false)
    expect(matches('http://localhost:3000/cases/1')).toBe(false)
    expect(matches('not-found cn')).toBe(false)
  })

  it('drops the render cache’s entries and keeps no render that was in flight', async () => {
    const cache = new RenderCache({
      ttlMs: 60_000,
      staleWhileRevalidateMs: 0,
      staleIfErrorMs: 0,
      maxBytes: 1 << 20,
      isCacheable: () => true,
      isBackendFailure: () => false,
    })
    await cache.get('http://localhost/cases', async () => page('old'))
    await cache.get('http://localhost/cases?page=2', async () => page('old 2'))
    await cache.get('http://en.localhost/cases', async () => page('en'))
    let finish!: (rendered: RenderedPage) => void
    const inFlight = cache.get('http://localhost/cases?page=3', () => new Promise((done) => (finish = done)))

    expect(cache.drop(keyMatcher([{ hostname: 'localhost', path: '/cases' }]))).toEqual({ entries: 2, renders: 1 })
    finish(page('old 3'))
    expect((await inFlight).kind).toBe('miss')
    await cache.settled()
    expect(cache.stats().entries).toBe(1)
    const next = await cache.get('http://localhost/cases?page=3', async () => page('new 3'))
    expect(next.kind).toBe('miss')
    expect(next.kind === 'miss' && next.entry.bodies.identity.toString()).toBe('new 3')
    expect((await cache.get('http://en.localhost/cases', async () => page('never'))).kind).toBe('hit')
  })

  describe('the shared stale store', () => {
    let dir: string | undefined
    afterEach(() => dir && rmSync(dir, { recursive: true, force: true }))

    it('drops the copies of a page with every query, and no other', async () => {
      dir = mkdtempSync(join(tmpdir(), 'revalidate-'))
      const store = openStaleStore({
        path: join(dir, 'stale.sqlite'),
        maxBytes: 1 << 20,
        maxAgeMs: 60_000,
        logger: recordingLogger(),
      })!
      const copy = { status: 200, headers: [], bodies: await compressPage('x'), storedAt: Date.now() }
      for (const key of [
        'http://localhost:3000/activity',
        'http://localhost:3000/activity?year=2024',
        'http://en.localhost:3000/activity',
        'http://localhost:3000/activity/5',
      ])
        store.keep(key, copy)
      expect(store.drop(keyMatcher([{ hostname: 'localhost', path: '/activity' }]))).toBe(2)
      expect(store.size().copies).toBe(2)
      expect(store.find('http://localhost:3000/activity?year=2024')).toBeUndefined()
      expect(store.find('http://en.localhost:3000/activity')).toBeDefined()
      store.close()
    })
  })
})

describe('POST /api/revalidate', () => {
  const call = (app: ReturnType<typeof testApp>['app'], body: unknown, headers: Record<string, string> = {}) =>
    app.request('http://localhost:3000/api/revalidate', {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })

  it('does not exist without REVALIDATE_SECRET', async () => {
    const { app } = testApp({ env: { RENDER_CACHE_TTL_MS: '600000' }, routes: async (path) => path === '/' })
    const response = await call(app, { paths: ['/'] })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).not.toMatch(/json/)
  })

  it('answers 401 to a missing or wrong bearer, before reading the body, and drops nothing', async () => {
    const { app, render } = testApp({ env: CACHED })
    await app.request('http://localhost:3000/cases')
    for (const authorization of ['', 'Bearer nope', `Basic ${SECRET}`, `Bearer ${SECRET}x`]) {
      const response = await call(app, { nonsense: true }, { authorization })
      expect(response.status, authorization).toBe(401)
      expect(response.headers.get('www-authenticate')).toBe('Bearer')
      expect(await response.text()).toBe('{"message":"Unauthorized"}')
    }
    await app.request('http://localhost:3000/cases')
    expect(render.calls).toHaveLength(1)
  })

  it('answers 400, 413 and 415 with what is wrong', async () => {
    const { app } = testApp({ env: CACHED })
    const bad = await call(app, { paths: ['cases'] })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ message: 'paths/0: "cases" does not start with a single /' })
    const text = await app.request('http://localhost:3000/api/revalidate', {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'text/plain' },
      body: '{}',
    })
    expect(text.status).toBe(415)
    const big = await call(app, { paths: ['/x'.repeat(10_000)] })
    expect(big.status).toBe(413)
  })

  it('drops the pages and their queries on both hosts: the next request renders anew, then counts it', async () => {
    const logger = recordingLogger()
    const { app, renderCache } = testApp({ env: { ...CACHED, METRICS_TOKEN: 'm' }, logger })
    const render = async (host: string, path: string) =>
      (await renderedInfo(await app.request(`http://${host}:3000${path}`))).render
    const before = [
      await render('localhost', '/product/1401'),
      await render('en.localhost', '/product/1401'),
      await render('localhost', '/about-us/news?type=AI'),
      await render('localhost', '/cases'),
    ]
    expect(await render('localhost', '/product/1401')).toBe(before[0])
    await renderCache.settled()

    const response = await call(app, { paths: ['/product/1401', '/about-us/news'] })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      complete: true,
      pages: [
        { host: 'localhost', path: '/product/1401' },
        { host: 'localhost', path: '/about-us/news' },
        { host: 'en.localhost', path: '/product/1401' },
        { host: 'en.localhost', path: '/about-us/news' },
      ],
      dropped: { entries: 3, sharedCopies: 0 },
      workers: { total: 1, confirmed: 1, entries: 3 },
      peers: [],
      proxyRefresh: null,
    })
    expect(await render('localhost', '/product/1401')).toBeGreaterThan(before[0]!)
    expect(await render('en.localhost', '/product/1401')).toBeGreaterThan(before[1]!)
    expect(await render('localhost', '/about-us/news?type=AI')).toBeGreaterThan(before[2]!)
    expect(await render('localhost', '/cases')).toBe(before[3])
    expect(logger.messages.filter((line) => line.startsWith('[revalidate]'))).toEqual([
      '[revalidate] asked: /product/1401 /about-us/news on localhost, en.localhost; dropped 3 cached page(s), 0 shared cop(ies); workers 1/1; peers 0/0',
    ])

    const metrics = await (
      await app.request('http://localhost:3000/metrics', { headers: { authorization: 'Bearer m' } })
    ).text()
    expect(metrics).toContain('site_revalidations_total{source="client"} 1\n')
    expect(metrics).toContain('site_revalidations_total{source="peer"} 0\n')
    expect(metrics).toContain('site_revalidated_pages_total 3\n')
  })

  it('makes the pages it drops read the shell anew: a menu changed with the page shows with it', async () => {
    let menu = 'Products'
    let navigationCalls = 0
    const api = cachedSharedCalls(
      fakeApi({
        topNavigation: async () => {
          navigationCalls += 1
          return [{ displayName: menu }]
        },
      }),
      600_000,
    )
    const { app } = testApp({ env: CACHED, api, forgetSharedCalls: () => api.clearSharedCache() })
    await app.request('http://localhost:3000/cases')
    await app.request('http://localhost:3000/cases?page=2')
    expect(navigationCalls).toBe(1)

    menu = 'Solutions'
    expect((await call(app, { paths: ['/cases'] })).status).toBe(200)
    await app.request('http://localhost:3000/cases')
    expect(navigationCalls).toBe(2)
    expect(await api.topNavigation(1)).toEqual([{ displayName: 'Solutions' }])
  })

  it('passes the call on to each peer, marked, and reports a peer that fails; a passed-on call goes no further', async () => {
    const sent: Array<{ url: string; headers: Headers; body: string }> = []
    const fetch = async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input)
      sent.push({ url, headers: new Headers(init?.headers), body: String(init?.body) })
      if (url.startsWith('http://down.test')) throw new TypeError('fetch failed')
      return Response.json({ workers: { total: 2, confirmed: 2, entries: 1 } })
    }
    const env = { ...CACHED, REVALIDATE_PEERS: 'http://peer.test:3000/, http://down.test' }
    const { app } = testApp({ env, fetch: fetch as typeof globalThis.fetch })

    const response = await call(app, { type: 'case', id: 7, host: 'en.localhost' })
    expect(response.status).toBe(502)
    const report = (await response.json()) as { complete: boolean; peers: unknown[] }
    expect(report.complete).toBe(false)
    expect(report.peers).toEqual([
      { url: 'http://peer.test:3000', confirmed: true, workers: { total: 2, confirmed: 2, entries: 1 } },
      { url: 'http://down.test', confirmed: false, error: 'fetch failed' },
    ])
    expect(sent.map((request) => request.url)).toEqual([
      'http://peer.test:3000/api/revalidate',
      'http://down.test/api/revalidate',
    ])
    expect(sent[0]!.headers.get('authorization')).toBe(`Bearer ${SECRET}`)
    expect(sent[0]!.headers.get('x-revalidate-relayed')).toBe('1')
    expect(JSON.parse(sent[0]!.body)).toEqual({
      paths: ['/case-detail/7', '/cases', '/solution', '/', '/sitemap.xml'],
      host: 'en.localhost',
    })

    sent.length = 0
    const relayed = await call(app, { paths: ['/'] }, { 'x-revalidate-relayed': '1' })
    expect(relayed.status).toBe(200)
    expect(sent).toEqual([])
  })
})

describe('the revalidation settings', () => {
  it('need a secret of 16 characters, and peers and a proxy as http URLs', () => {
    expect(readConfig({}).revalidation).toEqual({ secret: null, peers: [], proxyRefreshUrl: null })
    expect(() => readConfig({ REVALIDATE_SECRET: 'short' })).toThrow(/REVALIDATE_SECRET: use at least 16/)
    expect(() => readConfig({ REVALIDATE_SECRET: 'with a space inside it' })).toThrow(/without spaces/)
    expect(() => readConfig({ REVALIDATE_SECRET: SECRET, REVALIDATE_PEERS: 'peer:3000' })).toThrow(
      /REVALIDATE_PEERS: "peer:3000"/,
    )
    expect(() => readConfig({ PROXY_REFRESH_URL: 'http://127.0.0.1' })).toThrow(/need REVALIDATE_SECRET/)
    expect(
      readConfig({
        REVALIDATE_SECRET: SECRET,
        REVALIDATE_PEERS: 'http://10.0.0.12:3000/,https://b.example',
        PROXY_REFRESH_URL: 'http://127.0.0.1:8080',
      }).revalidation,
    ).toEqual({
      secret: SECRET,
      peers: ['http://10.0.0.12:3000', 'https://b.example'],
      proxyRefreshUrl: 'http://127.0.0.1:8080',
    })
  })
})
