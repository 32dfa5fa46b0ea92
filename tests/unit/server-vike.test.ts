import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError, cachedSharedCalls, createApi, type Api, type ApiErrorKind } from '../../site/api'
import { answerValidator } from '../../site/api/validate'
import { createApp } from '../../site/server/app'
import { readConfig } from '../../site/server/config'
import { renderWithVike } from '../../site/server/render-page'
import { inProcessTransport } from '../../site/server/transport'
import { createRequestPageContext } from '../../site/server/page-context-init'
import { createContentApi } from '../../content/index'
import { PROJECT_ROOT, fakeApi, recordingLogger } from './server-fixtures'
import { DEMO_SITE_SETTINGS } from '../../content/site-settings'

// The real pipeline (Vike + vike-react + pages/) behind the app: <html lang>, <title>, description,
// canonical and hreflang per host (issue 2 §4), the page context passed to the browser without the
// server-only api, and 404 / 503 pages with their statuses.

let vite: ViteDevServer

beforeAll(async () => {
  vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'silent' })
}, 60_000)

afterAll(async () => {
  await vite?.close()
})

function siteApp(api: Api = embeddedApi(), env: Record<string, string> = {}) {
  const logger = recordingLogger()
  const config = readConfig({ NODE_ENV: 'development', RENDER_CACHE_TTL_MS: '0', ...env })
  return {
    ...createApp({
      config,
      api,
      contentApi: null,
      siteSettings: DEMO_SITE_SETTINGS,
      render: renderWithVike,
      logger,
      projectRoot: PROJECT_ROOT,
    }),
    logger,
  }
}

function embeddedApi() {
  const contentApi = createContentApi({ dbPath: join(mkdtempSync(join(tmpdir(), 'server-vike-')), 'forms.sqlite') })
  return cachedSharedCalls(createApi(inProcessTransport(contentApi), { validator: answerValidator }), 30_000)
}

function head(html: string) {
  const attribute = (tag: string | undefined, name: string) => tag?.match(new RegExp(`${name}="([^"]*)"`))?.[1]
  return {
    lang: html.match(/<html lang="([^"]+)"/)?.[1],
    title: html.match(/<title>([^<]*)<\/title>/)?.[1],
    description: attribute(html.match(/<meta name="description"[^>]*>/)?.[0], 'content'),
    canonical: attribute(html.match(/<link rel="canonical"[^>]*>/)?.[0], 'href'),
    alternates: [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(
      ([, lang, href]) => `${lang} ${href}`,
    ),
    pageContext: JSON.parse(
      html.match(/<script type="application\/json" id="island-page-context">(.*?)<\/script>/s)?.[1] ?? '{}',
    ),
  }
}

/** What a client can decode of the bytes received so far (the server flushes each part it sends). */
function decodedSoFar(encoding: string, received: Buffer): string {
  if (encoding === 'br')
    return brotliDecompressSync(received, { finishFlush: constants.BROTLI_OPERATION_FLUSH }).toString()
  if (encoding === 'gzip') return gunzipSync(received, { finishFlush: constants.Z_SYNC_FLUSH }).toString()
  return received.toString()
}

describe('pages rendered by Vike', () => {
  it.each([
    ['http://localhost:3000/', 'zh-CN', 'cn'],
    ['http://en.localhost:3000/', 'en', 'en'],
  ])(
    '%s is the %s site with its head and alternates',
    async (url, lang, mark) => {
      const { app } = siteApp()
      const response = await app.request(url)
      expect(response.status).toBe(200)
      const page = head(await response.text())
      expect(page.lang).toBe(lang)
      expect(page.title).toBeTruthy()
      expect(page.description).toBeTruthy()
      expect(page.canonical).toBe(url)
      expect(page.alternates).toEqual([
        'zh-CN http://localhost:3000/',
        'en http://en.localhost:3000/',
        'x-default http://localhost:3000/',
      ])
      expect(page.pageContext.site.mark).toBe(mark)
      expect(page.pageContext.lang).toBe(mark === 'cn' ? 'zh' : 'en')
      expect(Object.keys(page.pageContext)).toEqual(
        expect.arrayContaining(['site', 'sites', 'lang', 'siteHosts', 'shell', 'i18n']),
      )
      expect(page.pageContext).not.toHaveProperty('api')
    },
    60_000,
  )

  it.each(['identity', 'br', 'gzip'])(
    'sends the document head before the page body is rendered, %s (issue 26, first byte)',
    async (encoding) => {
      // A page the cache keeps is answered as it renders (uncached answers are whole).
      const { app } = siteApp(embeddedApi(), { RENDER_CACHE_TTL_MS: '60000' })
      const response = await app.request('http://en.localhost:3000/', { headers: { 'Accept-Encoding': encoding } })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-encoding') ?? 'identity').toBe(encoding)
      // Streamed: no length and no entity tag before the page is whole.
      expect(response.headers.get('content-length')).toBeNull()
      expect(response.headers.get('etag')).toBeNull()
      const reader = response.body!.getReader()
      // Read until the head can be decoded whole.
      let received = Buffer.alloc(0)
      while (!decodedSoFar(encoding, received).includes('</head>')) {
        const chunk = await reader.read()
        if (chunk.done) break
        received = Buffer.concat([received, chunk.value])
      }
      const documentHead = decodedSoFar(encoding, received)
      expect(documentHead).toContain('<title>')
      expect(documentHead).toContain('</head>')
      expect(documentHead).not.toContain('id="root"')
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        received = Buffer.concat([received, chunk.value])
      const page =
        encoding === 'br'
          ? brotliDecompressSync(received).toString()
          : encoding === 'gzip'
            ? gunzipSync(received).toString()
            : received.toString()
      expect(page).toMatch(/<div id="root">.*<\/div>/s)
      expect(page.trimEnd()).toMatch(/<\/html>$/)
      expect(head(page).pageContext.site.mark).toBe('en')
    },
    60_000,
  )

  it('fails the rest of a page whose body throws after its head has left (issue 26)', async () => {
    const api = embeddedApi()
    const context = await createRequestPageContext('localhost', {
      api,
      siteHosts: readConfig({}).siteHosts,
      siteOrigins: {},
      siteSettings: DEMO_SITE_SETTINGS,
      logger: recordingLogger(),
    })
    // The header maps the navigation in the body; the head does not read it.
    const broken = { ...context, shell: { ...context.shell, navigation: 42 } }
    const page = await renderWithVike({
      urlOriginal: 'http://localhost:3000/',
      headersOriginal: new Headers(),
      ...broken,
    })
    if (!page || !('rest' in page)) throw new Error('expected a page in parts')
    expect(page.status).toBe(200)
    expect(page.head).toContain('</head>')
    await expect(page.rest()).rejects.toThrow()
  }, 60_000)

  it('answers an unknown path with the 404 page, without canonical', async () => {
    const { app } = siteApp()
    const response = await app.request('http://en.localhost:3000/no/such/page')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('data-testid="not-found"')
    expect(head(html).lang).toBe('en')
    expect(head(html).canonical).toBeUndefined()
  }, 60_000)

  it('answers 503 with the error page when the backend is down, in the host language', async () => {
    const down = new ApiError('siteList failed: the backend could not be reached: fetch failed', {
      kind: 'network',
      call: 'siteList',
      request: 'GET /api/internal/site/list',
    })
    const { app, logger } = siteApp(fakeApi({ siteList: () => Promise.reject(down) }))
    const response = await app.request('http://en.localhost:3000/')
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const html = await response.text()
    expect(html).toContain('data-testid="page-error"')
    expect(head(html).lang).toBe('en')
    expect(head(html).pageContext).not.toHaveProperty('backendFailure')
    expect(logger.messages.join('\n')).toContain('fetch failed')
  }, 60_000)
})

// docs/architecture.md "Error semantics" (SPEC §8 "Rendering failure"): the page's main call decides its status.
describe('a page whose main call fails', () => {
  const failing = (kind: ApiErrorKind, code?: string) => () =>
    Promise.reject(
      new ApiError(`homepage failed (${kind})`, {
        kind,
        code,
        call: 'homepage',
        request: 'POST /api/internal/homepage',
      }),
    )
  const withHomepage = (homepage: Api['homepage']): Api => {
    const api = embeddedApi()
    return new Proxy(api, { get: (target, name) => (name === 'homepage' ? homepage : target[name as keyof Api]) })
  }

  it.each([
    ['a non-200 code', 500, failing('code', '500')],
    ['HTTP 5xx', 502, failing('http')],
    ['an answer that is no envelope', 502, failing('invalid-response')],
    ['an unreachable backend', 503, failing('network')],
    ['a timeout', 504, failing('timeout')],
  ] as const)(
    '%s → the error page in the host language, HTTP %i, never cached',
    async (_, status, homepage) => {
      const { app } = siteApp(withHomepage(homepage))
      const response = await app.request('http://en.localhost:3000/')
      expect(response.status).toBe(status)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const html = await response.text()
      expect(html).toContain('data-testid="page-error"')
      expect(head(html).lang).toBe('en')
      expect(html).not.toMatch(/\n\s+at /)
    },
    60_000,
  )

  it('code 404 → the not-found page, 404', async () => {
    const { app } = siteApp(withHomepage(failing('code', '404')))
    const response = await app.request('http://localhost:3000/')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('data-testid="not-found"')
  }, 60_000)
})
