import { describe, expect, it } from 'vitest'
import { NOT_FOUND_PATH } from '../../site/server/pages'
import { RenderCache, type CacheOutcome } from '../../runtime/server/render-cache'
import type { RenderedPage } from '../../runtime/server/renderer'
import { renderedInfo, testApp } from './server-fixtures'

// Issue 10 at the app level (fake renderer): a preview is never cached nor public whatever its spelling
// (SPEC §6), a URL that can be no page is the not-found page (SPEC §2 "*"), and Vike's redirects carry
// no request host.

const PUBLIC_CACHE = /^public/

describe('previews, whatever their spelling (SPEC §6)', () => {
  it.each([
    '/article-detail/news/3/preview',
    '/article-detail/news/3/%70review',
    '/article-detail/news/3/%70REVIEW',
    '/article-detail/news/3/Preview',
    '/article-detail/news/3%2Fpreview',
    '/article-detail/news/3/%70review/index.pageContext.json',
    '/form/1/%70review',
    '/services/2/%50review',
  ])('%s: no-store, noindex, never in the render cache', async (path) => {
    const { app, renderCache, render } = testApp({ env: { RENDER_CACHE_TTL_MS: '60000' } })
    for (let i = 0; i < 2; i++) {
      const response = await app.request(`http://localhost:3000${path}`)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    }
    await renderCache.settled()
    expect(renderCache.stats().entries).toBe(0)
    expect(render.calls).toHaveLength(2)
  })

  it('a page Vike routed as a preview is neither cached nor public, though its path looks public', async () => {
    const { app, renderCache, render } = testApp({ env: { RENDER_CACHE_TTL_MS: '60000' } })
    const first = await app.request('http://localhost:3000/draft/1')
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('no-store')
    expect(first.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    await app.request('http://localhost:3000/draft/1')
    expect(render.calls).toHaveLength(2)
    await renderCache.settled()
    expect(renderCache.stats().entries).toBe(0)
  })

  it('a public page is still cached and public', async () => {
    const { app, renderCache, render } = testApp({ env: { RENDER_CACHE_TTL_MS: '60000' } })
    const response = await app.request('http://localhost:3000/product/3')
    expect(response.headers.get('cache-control')).toMatch(PUBLIC_CACHE)
    expect(response.headers.get('x-robots-tag')).toBeNull()
    await app.request('http://localhost:3000/product/3')
    expect(render.calls).toHaveLength(1)
    expect(renderCache.stats().entries).toBe(1)
  })

  it('requests waiting on the render of a preview get their own render, not its answer', async () => {
    const cache = new RenderCache({
      ttlMs: 60_000,
      staleWhileRevalidateMs: 0,
      staleIfErrorMs: 60_000,
      maxBytes: 1 << 20,
      isCacheable: (page) => !page.preview,
      isBackendFailure: () => false,
    })
    const page = (owner: string): RenderedPage => ({
      status: 200,
      pageStatus: 200,
      preview: true,
      headers: [],
      body: owner,
    })
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const withToken = cache.get('k', async () => {
      await gate
      return page('with token')
    })
    const withoutToken = cache.get('k', async () => page('without token'))
    release()
    const bodyOf = (outcome: CacheOutcome) => (outcome.kind === 'uncached' ? outcome.page.body : 'from the cache')
    expect(bodyOf(await withToken)).toBe('with token')
    expect(bodyOf(await withoutToken)).toBe('without token')
    expect(cache.stats().entries).toBe(0)
  })
})

describe('URLs that can be no page (SPEC §2 "*")', () => {
  const malformed = [
    '/%',
    '/%E0%A4%A',
    '/about-us/%ZZ',
    '/product/%',
    '/product-category/%E0',
    '/case-detail/%',
    '/article-detail/news/%',
    '/periodical/%FF',
    '/activity/%C0%AF',
    '/media/%',
    '/go1688/%',
    '/ai/%',
    '/form/%/preview',
    '/about-us/news%00',
    '/services/1%00/preview',
    '//evil.example',
    '//evil.example/about-us',
    '/about-us/%5C%5Cevil.example',
    `/product/${'9'.repeat(10 * 1024)}`,
    '/product/%69ndex.pageContext.json',
    '/index.pageContext.json?_vike=%7B',
  ]

  it.each(
    malformed.map((path) => [path.length > 80 ? `${path.slice(0, 12)}… (${path.length} characters)` : path, path]),
  )('%s → the not-found page, in the language of the host', async (_name, path) => {
    const { app, render, logger } = testApp()
    const response = await app.request(`http://en.localhost:3000${path}`)
    expect(response.status).toBe(404)
    const body = await response.text()
    expect(body).not.toMatch(/\bat \S+ \(|Error:/)
    expect((await renderedInfo(new Response(body))).lang).toBe('en')
    expect(render.calls).toHaveLength(1)
    expect(new URL(render.calls[0]!.urlOriginal).pathname).toBe(NOT_FOUND_PATH)
    expect(logger.messages.join('\n')).toMatch(/not a page URL/)
  })

  it('a literal percent sign that is properly escaped is an ordinary URL', async () => {
    const { app, render } = testApp()
    const response = await app.request('http://localhost:3000/about-us/100%25')
    expect(response.status).toBe(200)
    expect(new URL(render.calls[0]!.urlOriginal).pathname).toBe('/about-us/100%25')
  })
})

describe("Vike's redirects", () => {
  it.each(['localhost:3000', 'evil.example'])(
    'keep only the path of a same-origin Location (Host %s)',
    async (host) => {
      const { app } = testApp()
      const response = await app.request(`http://${host}/old`)
      expect(response.status).toBe(301)
      expect(response.headers.get('location')).toBe('/new')
      expect(response.headers.get('cache-control')).toBe('no-store')
    },
  )
})
