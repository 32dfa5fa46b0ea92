import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { chooseEncoding, chooseStreamEncoding, matchesEntityTag } from '../../runtime/server/page-bodies'
import {
  RenderCache,
  type CachedPage,
  type CacheOutcome,
  type RenderCacheOptions,
  type SharedLastGoodCopies,
} from '../../runtime/server/render-cache'
import type { RenderedPage } from '../../runtime/server/renderer'
import { testApp } from './server-fixtures'

// Issue 13 "a render cache that serves from memory" and issue 14 "stale on error", "bounded work": a burst
// of visitors costs one render; hits are copies of bodies compressed once; the last good copy of a page
// stands in while the backend fails (docs/architecture.md "Error semantics" 500/502/503/504), never for a 404; entries
// are bounded by bytes; never previews, only successful pages.

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

function page(body: string, status = 200, preview = false): RenderedPage {
  return { status, pageStatus: status, preview, headers: [['content-type', 'text/html;charset=utf-8']], body }
}

const BACKEND_FAILURES = new Set([500, 502, 503, 504])

function cacheWith(options: Partial<RenderCacheOptions> = {}) {
  const clock = { now: 0 }
  const cache = new RenderCache({
    ttlMs: 1000,
    staleWhileRevalidateMs: 0,
    staleIfErrorMs: 0,
    maxBytes: 1 << 20,
    isCacheable: (rendered) => rendered.status === 200 && !rendered.preview,
    isBackendFailure: (rendered) => BACKEND_FAILURES.has(rendered.pageStatus),
    now: () => clock.now,
    ...options,
  })
  return { cache, clock }
}

function bodyOf(outcome: CacheOutcome): string {
  if (outcome.kind === 'uncached') return outcome.page.body
  if (outcome.kind === 'rendered') throw new Error('these requests name no encoding')
  return outcome.entry.bodies.identity.toString('utf8')
}

describe('RenderCache', () => {
  it('renders once for concurrent requests of the same key', async () => {
    const { cache } = cacheWith()
    const gate = deferred<RenderedPage>()
    let renders = 0
    const render = () => {
      renders++
      return gate.promise
    }
    const all = Promise.all([cache.get('a', render), cache.get('a', render), cache.get('a', render)])
    gate.resolve(page('page'))
    expect((await all).map(bodyOf)).toEqual(['page', 'page', 'page'])
    expect(renders).toBe(1)
  })

  it('keeps each page compressed once, gzip and brotli, with an entity tag of its body', async () => {
    const { cache } = cacheWith()
    const html = `<html>${'数智云 page '.repeat(500)}</html>`
    const outcome = await cache.get('a', async () => page(html))
    expect(outcome.kind).toBe('miss')
    if (!('entry' in outcome)) throw new Error('expected a kept page')
    const { bodies } = outcome.entry
    expect(gunzipSync(bodies.gzip).toString('utf8')).toBe(html)
    expect(brotliDecompressSync(bodies.br).toString('utf8')).toBe(html)
    expect(bodies.br.length).toBeLessThan(bodies.identity.length)
    expect(bodies.etag).toMatch(/^W\/"[\w-]+"$/)
    const hit = await cache.get('a', async () => page('other'))
    expect(hit.kind).toBe('hit')
    if (!('entry' in hit)) throw new Error('expected a hit')
    expect(hit.entry.bodies).toBe(bodies)
  })

  it('answers the request that renders in its own encoding first, then keeps every encoding (issue 13)', async () => {
    const { cache } = cacheWith()
    const html = `<html>${'数智云 page '.repeat(500)}</html>`
    let renders = 0
    const render = async () => page(html + String(++renders))
    const first = await cache.get('a', render, 'br')
    if (first.kind !== 'rendered') throw new Error(`expected a page rendered for this request, got ${first.kind}`)
    expect(first.answer.encoding).toBe('br')
    expect(brotliDecompressSync(first.answer.body as Buffer).toString('utf8')).toBe(`${html}1`)
    // Asked while the other encodings may still be in the making: no second render.
    const next = await cache.get('a', render, 'gzip')
    expect(next.kind).toBe('hit')
    if (!('entry' in next)) throw new Error('expected a kept page')
    expect(gunzipSync(next.entry.bodies.gzip).toString('utf8')).toBe(`${html}1`)
    // The first answer's brotli is the faster quality; the kept one is made again at the kept quality.
    expect(brotliDecompressSync(next.entry.bodies.br).toString('utf8')).toBe(`${html}1`)
    expect(next.entry.bodies.br.length).toBeLessThanOrEqual((first.answer.body as Buffer).length)
    expect(next.entry.bodies.etag).toBe(first.answer.etag)
    expect(renders).toBe(1)
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 })
  })

  it('with the cache off, renders the next request at once, not after the last render is compressed (issue 13)', async () => {
    const { cache } = cacheWith({ ttlMs: 0, staleIfErrorMs: 60_000 })
    let renders = 0
    const render = async () => page(`<html>${String(++renders)}</html>`)
    const first = await cache.get('a', render, 'br')
    expect(first.kind).toBe('rendered')
    // The first render's kept encodings are not made yet: this request does not wait for them.
    const second = await cache.get('a', render, 'br')
    expect(second.kind).toBe('rendered')
    if (second.kind !== 'rendered') throw new Error('expected a page rendered for this request')
    expect(brotliDecompressSync(second.answer.body as Buffer).toString('utf8')).toBe('<html>2</html>')
    expect(cache.stats().entries).toBe(0)
    await cache.settled()
    expect(cache.stats()).toMatchObject({ hits: 0, misses: 2, entries: 1 })
  })

  it('keeps an entry for its TTL, then renders again', async () => {
    const { cache, clock } = cacheWith()
    let renders = 0
    const render = async () => page(String(++renders))
    expect(bodyOf(await cache.get('a', render))).toBe('1')
    clock.now = 999
    expect(bodyOf(await cache.get('a', render))).toBe('1')
    clock.now = 1000
    expect(bodyOf(await cache.get('a', render))).toBe('2')
  })

  it('serves a stale entry inside the SWR window while exactly one refresh runs in the background', async () => {
    const { cache, clock } = cacheWith({ staleWhileRevalidateMs: 5000 })
    await cache.get('a', async () => page('old'))
    clock.now = 2000
    const refresh = deferred<RenderedPage>()
    let refreshes = 0
    const render = () => (refreshes++, refresh.promise)
    const stale = await Promise.all([cache.get('a', render), cache.get('a', render), cache.get('a', render)])
    expect(stale.map((outcome) => outcome.kind)).toEqual(['stale', 'stale', 'stale'])
    expect(stale.map(bodyOf)).toEqual(['old', 'old', 'old'])
    expect(refreshes).toBe(1)
    refresh.resolve(page('new'))
    await refresh.promise
    await cache.settled()
    const fresh = await cache.get('a', render)
    expect(fresh.kind).toBe('hit')
    expect(bodyOf(fresh)).toBe('new')
    expect(cache.stats()).toMatchObject({ hits: 1, staleServes: 3, misses: 2, entries: 1 })
  })

  it('renders in the foreground once the SWR window is over', async () => {
    const { cache, clock } = cacheWith({ staleWhileRevalidateMs: 5000 })
    await cache.get('a', async () => page('old'))
    clock.now = 6000
    const outcome = await cache.get('a', async () => page('new'))
    expect(outcome.kind).toBe('miss')
    expect(bodyOf(outcome)).toBe('new')
  })

  it.each([500, 502, 503, 504])(
    'serves the last good copy when the render fails with %i, within its age limit',
    async (status) => {
      const { cache, clock } = cacheWith({ staleIfErrorMs: 60_000 })
      await cache.get('a', async () => page('good'))
      clock.now = 59_999
      const stale = await cache.get('a', async () => page('error page', status))
      expect(stale.kind).toBe('stale-if-error')
      expect(bodyOf(stale)).toBe('good')
      clock.now = 60_000
      const tooOld = await cache.get('a', async () => page('error page', status))
      expect(tooOld.kind).toBe('uncached')
      expect(bodyOf(tooOld)).toBe('error page')
      expect(cache.stats().staleServes).toBe(1)
    },
  )

  it('serves the last good copy when the render itself throws (no render slot)', async () => {
    const { cache, clock } = cacheWith({ staleIfErrorMs: 60_000 })
    await cache.get('a', async () => page('good'))
    clock.now = 2000
    expect(bodyOf(await cache.get('a', () => Promise.reject(new Error('busy'))))).toBe('good')
    await expect(cache.get('b', () => Promise.reject(new Error('busy')))).rejects.toThrow('busy')
  })

  it('never puts a stale copy in place of a 404 (the item is gone)', async () => {
    const { cache, clock } = cacheWith({ staleIfErrorMs: 60_000 })
    await cache.get('a', async () => page('good'))
    clock.now = 2000
    const gone = await cache.get('a', async () => page('not found', 404))
    expect(gone.kind).toBe('uncached')
    expect(bodyOf(gone)).toBe('not found')
  })

  it('keeps last good copies with the render cache off, and serves them only on failure', async () => {
    const { cache } = cacheWith({ ttlMs: 0, staleWhileRevalidateMs: 5000, staleIfErrorMs: 60_000 })
    let renders = 0
    expect((await cache.get('a', async () => page(`good ${++renders}`))).kind).toBe('miss')
    expect(bodyOf(await cache.get('a', async () => page(`good ${++renders}`)))).toBe('good 2')
    expect(bodyOf(await cache.get('a', async () => page('down', 503)))).toBe('good 2')
    expect(renders).toBe(2)
  })

  it('keeps nothing, and serves nothing stale, with the TTL and STALE_IF_ERROR_S at 0', async () => {
    const { cache } = cacheWith({ ttlMs: 0, staleWhileRevalidateMs: 5000, staleIfErrorMs: 0 })
    await cache.get('a', async () => page('good'))
    const failed = await cache.get('a', async () => page('down', 503))
    expect(failed.kind).toBe('uncached')
    expect(bodyOf(failed)).toBe('down')
    expect(cache.stats().entries).toBe(0)
    expect(cache.enabled).toBe(false)
  })

  it('never keeps a preview nor a failure, and shares neither with waiting requests', async () => {
    const { cache } = cacheWith({ staleIfErrorMs: 60_000 })
    const gate = deferred<RenderedPage>()
    const first = cache.get('p', () => gate.promise)
    const second = cache.get('p', async () => page('own render', 200, true))
    gate.resolve(page('preview', 200, true))
    expect(bodyOf(await first)).toBe('preview')
    expect(bodyOf(await second)).toBe('own render')
    expect((await cache.get('n', async () => page('missing', 404))).kind).toBe('uncached')
    expect(cache.stats().entries).toBe(0)
  })

  it('is bounded by bytes, evicting the least recently used entry first', async () => {
    const html = (seed: string) => `<p>${seed}</p>${Array.from({ length: 400 }, (_, i) => `${seed}${i * 7919}`).join()}`
    const probe = cacheWith()
    const one = await probe.cache.get('x', async () => page(html('a')))
    if (!('entry' in one)) throw new Error('expected a kept page')
    const entryBytes = one.entry.bodies.bytes

    const { cache } = cacheWith({ maxBytes: Math.floor(entryBytes * 2.5) })
    for (const key of ['a', 'b']) await cache.get(key, async () => page(html(key)))
    await cache.get('a', async () => page('unused'))
    await cache.get('c', async () => page(html('c')))
    const stats = cache.stats()
    expect(stats.entries).toBe(2)
    expect(stats.bytes).toBeLessThanOrEqual(Math.floor(entryBytes * 2.5))
    expect((await cache.get('a', async () => page('re-rendered'))).kind).toBe('hit')
    expect((await cache.get('b', async () => page('re-rendered'))).kind).toBe('miss')
  })

  it('counts hits, misses, stale serves, entries and bytes', async () => {
    const { cache } = cacheWith({ staleIfErrorMs: 60_000 })
    await cache.get('a', async () => page('a'))
    await cache.get('a', async () => page('a'))
    const stats = cache.stats()
    expect(stats).toMatchObject({ hits: 1, misses: 1, staleServes: 0, entries: 1 })
    expect(stats.bytes).toBeGreaterThan(0)
  })
})

describe('content encoding and entity tags', () => {
  it.each([
    [null, 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip;q=0.5', 'gzip'],
    ['identity', 'identity'],
  ])('Accept-Encoding %s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected)
  })

  it.each([
    ['gzip, deflate, br', 'gzip'],
    ['br', 'br'],
    ['br, gzip;q=0', 'br'],
    ['*', 'gzip'],
    ['identity', 'identity'],
    [null, 'identity'],
  ])('streams a page rendered now in gzip where accepted, else br (issue 26): %s → %s', (header, expected) => {
    expect(chooseStreamEncoding(header)).toBe(expected)
  })

  it('matches If-None-Match weakly, in a list, and *', () => {
    expect(matchesEntityTag('W/"abc"', 'W/"abc"')).toBe(true)
    expect(matchesEntityTag('"abc"', 'W/"abc"')).toBe(true)
    expect(matchesEntityTag('"x", W/"abc"', 'W/"abc"')).toBe(true)
    expect(matchesEntityTag('*', 'W/"abc"')).toBe(true)
    expect(matchesEntityTag('W/"abd"', 'W/"abc"')).toBe(false)
    expect(matchesEntityTag(null, 'W/"abc"')).toBe(false)
  })
})

describe('RenderCache with shared last good copies (issue 21)', () => {
  function sharedCopies() {
    const copies = new Map<string, CachedPage>()
    const calls = { keep: 0, find: 0 }
    const shared: SharedLastGoodCopies = {
      keep: (key, entry) => void (calls.keep++, copies.set(key, entry)),
      find: (key) => (calls.find++, copies.get(key)),
    }
    return { shared, copies, calls }
  }

  it('writes each kept render once, never on a hit, and reads only when a render fails without a copy in memory', async () => {
    const { shared, calls } = sharedCopies()
    const { cache, clock } = cacheWith({ staleIfErrorMs: 60_000, shared })
    await cache.get('a', async () => page('good'))
    await cache.settled()
    expect(calls).toEqual({ keep: 1, find: 0 })
    await cache.get('a', async () => page('unused'))
    expect(await cache.get('n', async () => page('missing', 404))).toMatchObject({ kind: 'uncached' })
    await cache.settled()
    expect(calls).toEqual({ keep: 1, find: 0 })
    clock.now = 2000
    // Its own copy first: the shared store is not asked.
    expect(bodyOf(await cache.get('a', async () => page('down', 503)))).toBe('good')
    expect(calls.find).toBe(0)
    cache.clear()
    const fromShared = await cache.get('a', async () => page('down', 503))
    expect(fromShared.kind).toBe('stale-if-error')
    expect(bodyOf(fromShared)).toBe('good')
    expect(calls.find).toBe(1)
  })

  it('serves no shared copy older than STALE_IF_ERROR_S, and none at all with STALE_IF_ERROR_S at 0', async () => {
    const { shared, copies, calls } = sharedCopies()
    const { cache, clock } = cacheWith({ staleIfErrorMs: 60_000, shared })
    await cache.get('a', async () => page('good'))
    await cache.settled()
    cache.clear()
    clock.now = 60_000
    expect((await cache.get('a', async () => page('down', 503))).kind).toBe('uncached')

    const off = cacheWith({ staleIfErrorMs: 0, shared })
    copies.clear()
    calls.find = calls.keep = 0
    await off.cache.get('b', async () => page('good'))
    await off.cache.settled()
    off.clock.now = 2000
    expect((await off.cache.get('b', async () => page('down', 503))).kind).toBe('uncached')
    expect(calls).toEqual({ keep: 0, find: 0 })
  })
})

describe('render cache in the app', () => {
  const cached = { env: { RENDER_CACHE_TTL_MS: '60000' } }

  it('serves the second request for a page without a second render', async () => {
    const { app, render } = testApp(cached)
    const first = await app.request('http://localhost:3000/product')
    const second = await app.request('http://localhost:3000/product')
    expect(render.calls).toHaveLength(1)
    expect(await second.text()).toBe(await first.text())
    expect(second.status).toBe(200)
    expect(second.headers.get('cache-control')).toMatch(/^public/)
    expect(first.headers.get('x-render-cache')).toBe('miss')
    expect(second.headers.get('x-render-cache')).toBe('hit')
  })

  it('says nothing in X-Render-Cache when the cache is off (issue 21): no page is kept for the next request', async () => {
    const { app, render } = testApp({ env: { RENDER_CACHE_TTL_MS: '0' } })
    for (const accept of ['identity', 'gzip, br']) {
      const response = await app.request('http://localhost:3000/product', { headers: { 'Accept-Encoding': accept } })
      expect(response.status).toBe(200)
      expect(response.headers.get('x-render-cache')).toBeNull()
    }
    expect(render.calls).toHaveLength(2)
  })

  it('answers with the stored brotli or gzip body, Vary: Accept-Encoding, not compressed again', async () => {
    const { app } = testApp(cached)
    const plain = await (await app.request('http://localhost:3000/product')).text()
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const) {
      const response = await app.request('http://localhost:3000/product', { headers: { 'Accept-Encoding': accept } })
      expect(response.headers.get('content-encoding')).toBe(encoding)
      expect(response.headers.get('vary')).toBe('Accept-Encoding')
      const bytes = Buffer.from(await response.arrayBuffer())
      expect(response.headers.get('content-length')).toBe(String(bytes.length))
      expect(decode(bytes).toString('utf8')).toBe(plain)
    }
  })

  it('answers the first request of a page in the encoding it asked for, the same page a hit answers', async () => {
    const { app, render } = testApp(cached)
    const first = await app.request('http://localhost:3000/product', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(first.headers.get('x-render-cache')).toBe('miss')
    expect(first.headers.get('content-encoding')).toBe('br')
    const bytes = Buffer.from(await first.arrayBuffer())
    expect(first.headers.get('content-length')).toBe(String(bytes.length))
    const hit = await app.request('http://localhost:3000/product')
    expect(hit.headers.get('x-render-cache')).toBe('hit')
    expect(brotliDecompressSync(bytes).toString('utf8')).toBe(await hit.text())
    expect(first.headers.get('etag')).toBe(hit.headers.get('etag'))
    expect(render.calls).toHaveLength(1)
  })

  it('answers If-None-Match with 304 and no body', async () => {
    const { app } = testApp(cached)
    const first = await app.request('http://localhost:3000/product')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\//)
    const again = await app.request('http://localhost:3000/product', { headers: { 'If-None-Match': etag ?? '' } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
    expect(again.headers.get('cache-control')).toMatch(/^public/)
    const changed = await app.request('http://localhost:3000/product', { headers: { 'If-None-Match': 'W/"other"' } })
    expect(changed.status).toBe(200)
  })

  it('renders a burst of concurrent requests once', async () => {
    const { app, render } = testApp(cached)
    const responses = await Promise.all(Array.from({ length: 5 }, () => app.request('http://localhost:3000/')))
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200])
    expect(render.calls).toHaveLength(1)
  })

  it('keys on host, path and the query parameters the route reads', async () => {
    const routeQueryParams = [{ path: /^\/news$/, params: ['type'] }]
    const { app, render } = testApp({ ...cached, routeQueryParams })
    await app.request('http://localhost:3000/news')
    await app.request('http://en.localhost:3000/news')
    await app.request('http://localhost:3000/news?type=AI')
    await app.request('http://localhost:3000/news/index.pageContext.json')
    expect(render.calls).toHaveLength(4)
  })

  it('renders and keeps a page once whatever other query parameters a request adds (issue 14)', async () => {
    const routeQueryParams = [{ path: /^\/activity$/, params: ['q', 'place'] }]
    const { app, render } = testApp({ ...cached, routeQueryParams })
    for (const query of ['', '?cb=1', '?cb=2&utm_source=x', '?cb=3#top'])
      await app.request(`http://localhost:3000/${query}`)
    await app.request('http://localhost:3000/activity?q=ERP&place=SH&cb=9')
    await app.request('http://localhost:3000/activity?place=SH&q=ERP&cb=10')
    expect(render.calls.map((call) => call.urlOriginal)).toEqual([
      'http://localhost:3000/',
      'http://localhost:3000/activity?place=SH&q=ERP',
    ])
  })

  it.each([
    ['a preview', 'GET', '/about-us/news/3/preview'],
    ['a not-found page', 'GET', '/missing'],
    ['an error page', 'GET', '/boom'],
    ['client navigation to a not-found page (HTTP 200 JSON)', 'GET', '/missing/index.pageContext.json'],
    ['client navigation to an error page (HTTP 200 JSON)', 'GET', '/boom/index.pageContext.json'],
  ])('never serves %s from the cache', async (_, method, path) => {
    const { app, render } = testApp(cached)
    await app.request(`http://localhost:3000${path}`, { method })
    await app.request(`http://localhost:3000${path}`, { method })
    expect(render.calls).toHaveLength(2)
  })

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND'])(
    'refuses %s to a page or a preview with 405 before rendering (no way round the cache)',
    async (method) => {
      const { app, render } = testApp(cached)
      for (const path of ['/', '/product/1401', '/about-us/news/3/preview', '/index.pageContext.json']) {
        const response = await app.request(`http://localhost:3000${path}`, {
          method,
          body: method === 'PROPFIND' ? null : '{}',
        })
        expect(response.status, path).toBe(405)
        expect(response.headers.get('allow'), path).toBe('GET, HEAD, OPTIONS')
        expect(response.headers.get('cache-control'), path).toBe('no-store')
      }
      expect(render.calls).toHaveLength(0)
    },
  )

  it('answers OPTIONS to a page with the methods it takes', async () => {
    const { app, render } = testApp(cached)
    const response = await app.request('http://localhost:3000/product/1401', { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
    expect(render.calls).toHaveLength(0)
  })

  it('is off when RENDER_CACHE_TTL_MS is 0', async () => {
    const { app, render } = testApp({ env: { RENDER_CACHE_TTL_MS: '0' } })
    await app.request('http://localhost:3000/')
    await app.request('http://localhost:3000/')
    expect(render.calls).toHaveLength(2)
  })

  it('carries stale-if-error=STALE_IF_ERROR_S in a page Cache-Control, and leaves it out at 0', async () => {
    const on = testApp({ env: { STALE_IF_ERROR_S: '3600' } })
    expect((await on.app.request('http://localhost:3000/')).headers.get('cache-control')).toMatch(
      /, stale-if-error=3600$/,
    )
    const off = testApp({ env: { STALE_IF_ERROR_S: '0' } })
    expect((await off.app.request('http://localhost:3000/')).headers.get('cache-control')).not.toMatch(/stale-if-error/)
  })
})
