import { describe, expect, it } from 'vitest'
import { RenderCache } from '../../runtime/server/render-cache'
import { testApp } from './server-fixtures'

// DESIGN "Running": a short-lived render cache, so a burst of visitors costs one render; never
// previews, only successful pages.

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

describe('RenderCache', () => {
  it('renders once for concurrent requests of the same key', async () => {
    const cache = new RenderCache<string>({ ttlMs: 1000, isCacheable: () => true })
    const gate = deferred<string>()
    let renders = 0
    const render = () => {
      renders++
      return gate.promise
    }
    const all = Promise.all([
      cache.getOrRender('a', render),
      cache.getOrRender('a', render),
      cache.getOrRender('a', render),
    ])
    gate.resolve('page')
    expect(await all).toEqual(['page', 'page', 'page'])
    expect(renders).toBe(1)
  })

  it('keeps an entry for its TTL, then renders again', async () => {
    let now = 0
    const cache = new RenderCache<number>({ ttlMs: 1000, isCacheable: () => true, now: () => now })
    let renders = 0
    const render = async () => ++renders
    expect(await cache.getOrRender('a', render)).toBe(1)
    now = 999
    expect(await cache.getOrRender('a', render)).toBe(1)
    now = 1000
    expect(await cache.getOrRender('a', render)).toBe(2)
  })

  it('does not keep what is not cacheable, nor failures, but shares them with concurrent waiters', async () => {
    const cache = new RenderCache<number>({ ttlMs: 1000, isCacheable: (status) => status === 200 })
    let renders = 0
    const notFound = async () => (renders++, 404)
    expect(await cache.getOrRender('a', notFound)).toBe(404)
    expect(await cache.getOrRender('a', notFound)).toBe(404)
    expect(renders).toBe(2)

    await expect(cache.getOrRender('b', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await cache.getOrRender('b', async () => 200)).toBe(200)
  })

  it('is off with a TTL of 0', async () => {
    const cache = new RenderCache<number>({ ttlMs: 0, isCacheable: () => true })
    let renders = 0
    await cache.getOrRender('a', async () => ++renders)
    await cache.getOrRender('a', async () => ++renders)
    expect(renders).toBe(2)
    expect(cache.enabled).toBe(false)
  })

  it('drops the oldest entry beyond its size limit', async () => {
    const cache = new RenderCache<string>({ ttlMs: 1000, maxEntries: 2, isCacheable: () => true })
    for (const key of ['a', 'b', 'c']) await cache.getOrRender(key, async () => key)
    expect(cache.size).toBe(2)
    let rendered = false
    await cache.getOrRender('a', async () => ((rendered = true), 'a'))
    expect(rendered).toBe(true)
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
  })

  it('renders a burst of concurrent requests once', async () => {
    const { app, render } = testApp(cached)
    const responses = await Promise.all(Array.from({ length: 5 }, () => app.request('http://localhost:3000/')))
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200])
    expect(render.calls).toHaveLength(1)
  })

  it('keys on host and URL', async () => {
    const { app, render } = testApp(cached)
    await app.request('http://localhost:3000/news')
    await app.request('http://en.localhost:3000/news')
    await app.request('http://localhost:3000/news?type=AI')
    await app.request('http://localhost:3000/news/index.pageContext.json')
    expect(render.calls).toHaveLength(4)
  })

  it.each([
    ['a preview', 'GET', '/about-us/news/3/preview'],
    ['a not-found page', 'GET', '/missing'],
    ['an error page', 'GET', '/boom'],
    ['client navigation to a not-found page (HTTP 200 JSON)', 'GET', '/missing/index.pageContext.json'],
    ['client navigation to an error page (HTTP 200 JSON)', 'GET', '/boom/index.pageContext.json'],
    ['a post', 'POST', '/'],
  ])('never serves %s from the cache', async (_, method, path) => {
    const { app, render } = testApp(cached)
    await app.request(`http://localhost:3000${path}`, { method })
    await app.request(`http://localhost:3000${path}`, { method })
    expect(render.calls).toHaveLength(2)
  })

  it('is off when RENDER_CACHE_TTL_MS is 0', async () => {
    const { app, render } = testApp({ env: { RENDER_CACHE_TTL_MS: '0' } })
    await app.request('http://localhost:3000/')
    await app.request('http://localhost:3000/')
    expect(render.calls).toHaveLength(2)
  })
})
