import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { testApp } from './server-fixtures'

// Issue 2 §4: security headers, compression, Cache-Control suitable for a CDN on pages, never on
// /preview routes or form posts; docs/architecture.md "Running".

// Issue 14: pages and API reads also let a CDN serve a stale copy for STALE_IF_ERROR_S (default a day) while the site fails.
const PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400'

function staticDirs() {
  const root = mkdtempSync(join(tmpdir(), 'server-headers-'))
  mkdirSync(join(root, 'client/assets/entries'), { recursive: true })
  writeFileSync(join(root, 'client/assets/entries/page.Ab12.js'), 'export const page = 1\n'.repeat(100))
  mkdirSync(join(root, 'demo'), { recursive: true })
  writeFileSync(join(root, 'demo/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  return { clientDir: join(root, 'client'), demoAssetsDir: join(root, 'demo') }
}

/** A stand-in content API: reads answer 200, the form post answers 200, an unknown id a non-200 envelope. */
function contentApi() {
  const api = new Hono()
  api.get('/site/list', (c) => c.json({ code: '200', data: [], message: 'ok' }))
  api.get('/product/999', (c) => c.json({ code: '404', message: 'No product 999' }, 404))
  api.post('/form', (c) => c.json({ code: '200', data: { id: 1, success: true }, message: 'ok' }))
  return api
}

describe('security headers', () => {
  it.each(['/', '/missing', '/api/internal/site/list', '/demo-assets/logo.svg', '/assets/entries/page.Ab12.js'])(
    'are on %s',
    async (path) => {
      const { app } = testApp({ contentApi: contentApi(), ...staticDirs() })
      const response = await app.request(`http://localhost:3000${path}`)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
    },
  )

  it('allow no inline or remote scripts in production, but inline styles and data: images', async () => {
    const { app } = testApp()
    const csp = (await app.request('http://localhost:3000/')).headers.get('content-security-policy') ?? ''
    const directive = (name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `))
    expect(directive('script-src')).toBe("script-src 'self'")
    expect(directive('style-src')).toBe("style-src 'self' 'unsafe-inline'")
    expect(directive('img-src')).toContain('data:')
    expect(directive('object-src')).toBe("object-src 'none'")
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'self'")
  })

  it('allow images and media from the backend origin of API_BASE_URL, even over http', async () => {
    const { app } = testApp({ env: { API_BASE_URL: 'http://cms.internal:8080/gw/' } })
    const csp = (await app.request('http://localhost:3000/')).headers.get('content-security-policy') ?? ''
    expect(csp).toContain("img-src 'self' data: blob: https: http://cms.internal:8080;")
    expect(csp).toContain("media-src 'self' blob: https: http://cms.internal:8080;")
    // The banner images' bytes are read to measure their tone off the main thread (issue 26).
    expect(csp).toContain("connect-src 'self' https: http://cms.internal:8080;")
    expect(csp).toContain("script-src 'self';")
  })

  it("let Vite's dev client run in development", async () => {
    const { app } = testApp({ env: { NODE_ENV: 'development' } })
    const csp = (await app.request('http://localhost:3000/')).headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self' 'unsafe-inline'")
    expect(csp).toContain('ws:')
  })
})

describe('Cache-Control by route type', () => {
  it.each([
    ['GET', '/', PAGE_CACHE],
    ['GET', '/product/3', PAGE_CACHE],
    ['GET', '/product/3/index.pageContext.json', PAGE_CACHE],
    ['HEAD', '/', PAGE_CACHE],
    ['GET', '/missing', 'public, max-age=0, s-maxage=10'],
    ['GET', '/missing/index.pageContext.json', 'public, max-age=0, s-maxage=10'],
    ['GET', '/boom/index.pageContext.json', 'no-store'],
    ['GET', '/boom', 'no-store'],
    ['GET', '/about-us/news/3/preview', 'no-store'],
    ['GET', '/article-detail/news/3/preview', 'no-store'],
    ['GET', '/form/1/preview', 'no-store'],
    ['GET', '/form/1/preview/index.pageContext.json', 'no-store'],
    ['POST', '/', 'no-store'],
  ])('%s %s → %s', async (method, path, expected) => {
    const { app } = testApp()
    const response = await app.request(`http://localhost:3000${path}`, { method })
    expect(response.headers.get('cache-control')).toBe(expected)
  })

  it('marks previews noindex, and only previews', async () => {
    const { app } = testApp()
    expect((await app.request('http://localhost:3000/services/2/preview')).headers.get('x-robots-tag')).toBe(
      'noindex, nofollow',
    )
    expect((await app.request('http://localhost:3000/services')).headers.get('x-robots-tag')).toBeNull()
    expect((await app.request('http://localhost:3000/previewed-product')).headers.get('cache-control')).toBe(PAGE_CACHE)
  })

  it('follows PAGE_S_MAXAGE and PAGE_STALE_WHILE_REVALIDATE', async () => {
    const { app } = testApp({ env: { PAGE_S_MAXAGE: '300', PAGE_STALE_WHILE_REVALIDATE: '86400' } })
    expect((await app.request('http://localhost:3000/')).headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=86400, stale-if-error=86400',
    )
  })

  it.each([
    ['GET', '/api/internal/site/list', 200, PAGE_CACHE],
    ['POST', '/api/internal/form', 400, 'no-store'],
    ['GET', '/api/internal/product/999', 404, 'no-store'],
    ['GET', '/api/internal/no/such/call', 404, 'no-store'],
  ])('API %s %s → %i, %s', async (method, path, status, expected) => {
    const { app, render } = testApp({ contentApi: contentApi() })
    const response = await app.request(`http://localhost:3000${path}`, {
      method,
      body: method === 'POST' ? '{}' : undefined,
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status).toBe(status)
    expect(response.headers.get('cache-control')).toBe(expected)
    expect(render.calls).toHaveLength(0)
  })

  it('refuses an oversized API body with a 413 envelope', async () => {
    const { app } = testApp({ contentApi: contentApi() })
    const response = await app.request('http://localhost:3000/api/internal/form', {
      method: 'POST',
      body: JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status).toBe(413)
    expect((await response.json()).code).toBe('413')
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('serves build assets from dist/client with immutable caching in production', async () => {
    const { app, render } = testApp(staticDirs())
    const response = await app.request('http://localhost:3000/assets/entries/page.Ab12.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/javascript/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const missing = await app.request('http://localhost:3000/assets/entries/gone.js')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-store')
    expect(render.calls).toHaveLength(0)
  })

  it('serves content/assets at /demo-assets', async () => {
    const { app, render } = testApp(staticDirs())
    const response = await app.request('http://localhost:3000/demo-assets/logo.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    expect((await app.request('http://localhost:3000/demo-assets/..%2fpackage.json')).status).toBe(404)
    expect((await app.request('http://localhost:3000/demo-assets/none.png')).status).toBe(404)
    expect(render.calls).toHaveLength(0)
  })
})

describe('favicon', () => {
  it.each(['/favicon.svg', '/favicon.ico'])('is served at %s without rendering a page', async (path) => {
    const { app, render } = testApp()
    const response = await app.request(`http://localhost:3000${path}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(await response.text()).toMatch(/^<svg /)
    expect(render.calls).toHaveLength(0)
  })
})

describe('compression', () => {
  it('gzips pages for clients that accept it', async () => {
    const { app } = testApp()
    const response = await app.request('http://localhost:3000/', {
      headers: { 'accept-encoding': 'gzip, deflate' },
    })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i)
    const html = await new Response(response.body!.pipeThrough(new DecompressionStream('gzip'))).text()
    expect(html).toContain('<!DOCTYPE html>')
  })

  it('sends identity to clients that do not', async () => {
    const { app } = testApp()
    const response = await app.request('http://localhost:3000/')
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(await response.text()).toContain('<!DOCTYPE html>')
  })
})

describe('HSTS (issue 14)', () => {
  it('is sent when the public protocol is https, and not over plain http', async () => {
    const https = testApp({ env: { PUBLIC_PROTOCOL: 'https' } })
    expect((await https.app.request('http://localhost:3000/')).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    )
    const http = testApp()
    expect((await http.app.request('http://localhost:3000/')).headers.get('strict-transport-security')).toBeNull()
  })
})
