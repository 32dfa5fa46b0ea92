import { mkdtempSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createContentApi } from '../../content/index'
import { cachedSharedCalls, createApi } from '../../site/api'
import { answerValidator } from '../../site/api/validate'
import { renderWithVike } from '../../site/server/render-page'
import { inProcessTransport } from '../../site/server/transport'
import type { Api } from '../../site/api'
import { createApp, type AppDeps } from '../../site/server/app'
import { readConfig, type ServerConfig } from '../../site/server/config'
import type { Logger } from '../../runtime/server/logger'
import { NOT_FOUND_PATH } from '../../site/server/pages'
import type { PageContextInit, PageRenderer, RenderedPage } from '../../runtime/server/renderer'
import type { Site } from '../../schemas/api.gen'
import { DEMO_SITE_SETTINGS } from '../../content/site-settings'
import type { CounterpartId } from '../../site/seo/sitemap-items'

/** Shared test doubles of the server tests (not a test file itself). */

/** This checkout, where the app finds content/ and dist/. */
export const PROJECT_ROOT = resolve(import.meta.dirname, '../..')

export const SITES: Site[] = [
  { id: 1, title: '数智云', mark: 'cn', logo: '/demo-assets/logo.svg' },
  { id: 2, title: 'Shuzhi Cloud', mark: 'en', logo: '/demo-assets/logo.svg' },
]

type ShellCalls = Pick<Api, 'siteList' | 'languagePack' | 'topNavigation' | 'topHeader' | 'bottomNavigation'>

/** An Api whose shell calls answer from fixtures (override any); other calls fail loudly if used. */
export function fakeApi(overrides: Partial<ShellCalls> = {}): Api {
  const shell: ShellCalls = {
    siteList: async () => SITES,
    languagePack: async () => [],
    topNavigation: async () => [],
    topHeader: async () => [],
    bottomNavigation: async () => null as unknown as Awaited<ReturnType<Api['bottomNavigation']>>,
    ...overrides,
  }
  return new Proxy(shell, {
    get(target, name: string) {
      if (name in target) return target[name as keyof ShellCalls]
      if (name === 'then') return undefined
      return () => Promise.reject(new Error(`fakeApi: ${name} is not stubbed`))
    },
  }) as unknown as Api
}

/** A logger that remembers what it was told. */
export function recordingLogger(): Logger & { messages: string[] } {
  const messages: string[] = []
  const record = (message: string) => void messages.push(message)
  return { messages, info: record, warn: record, error: record }
}

/**
 * Stands in for Vike: `/missing` and the page handler's NOT_FOUND_PATH → 404, `/boom` → 500, a backend failure → 503 (as pages/+guard does),
 * otherwise 200 with the request-level page context in the body. Like Vike, client navigation's
 * `….pageContext.json` answers HTTP 200 whatever page it carries. `/draft/…` stands for a path Vike routes
 * to a preview page although it does not look like one (the preview guard reports it). `/old` redirects
 * to `/new` on the request's own origin, as Vike's URL normalization does. Counts renders.
 */
export function fakeRenderer(): PageRenderer & { calls: PageContextInit[] } {
  const calls: PageContextInit[] = []
  const render = async (init: PageContextInit): Promise<RenderedPage> => {
    calls.push(init)
    if (new URL(init.urlOriginal).pathname === '/old') {
      const location = new URL('/new', init.urlOriginal).href
      return { status: 301, pageStatus: 301, preview: false, headers: [['Location', location]], body: '' }
    }
    const url = new URL(init.urlOriginal).pathname
    const json = url.endsWith('.pageContext.json')
    const path = json ? url.replace(/\/?index\.pageContext\.json$/, '') || '/' : url
    const pageStatus = init.backendFailure
      ? 503
      : path === '/missing' || path === NOT_FOUND_PATH
        ? 404
        : path === '/boom'
          ? 500
          : 200
    const body = JSON.stringify({ path, status: pageStatus, site: init.site, lang: init.lang, render: calls.length })
    return {
      status: json ? 200 : pageStatus,
      pageStatus,
      preview: path.startsWith('/draft/'),
      headers: [
        ['Content-Type', 'text/html;charset=utf-8'],
        ['Cache-Control', 'no-store, max-age=0'],
      ],
      body: `<!DOCTYPE html><html><body>${body}${' '.repeat(2048)}</body></html>`,
    }
  }
  return Object.assign(render, { calls })
}

export function testConfig(env: Record<string, string> = {}): ServerConfig {
  return readConfig({ NODE_ENV: 'production', RENDER_CACHE_TTL_MS: '0', ...env })
}

export function testApp(options: Partial<AppDeps> & { env?: Record<string, string> } = {}) {
  const render = fakeRenderer()
  const logger = recordingLogger()
  const { env, ...deps } = options
  const site = createApp({
    config: testConfig(env),
    api: fakeApi(),
    contentApi: null,
    siteSettings: DEMO_SITE_SETTINGS,
    render,
    logger,
    projectRoot: PROJECT_ROOT,
    ...deps,
  })
  return { ...site, render, logger }
}

/** Parses the fake renderer's body. */
export async function renderedInfo(
  response: Response,
): Promise<{ path: string; site: Site; lang: string; render: number }> {
  const html = await response.text()
  const json = html.slice(html.indexOf('<body>') + 6, html.indexOf('}', html.indexOf('"render"')) + 1)
  return JSON.parse(json)
}

/**
 * The production pipeline on the embedded demo content, in process: the typed API client over the content
 * API's own app (no HTTP), Vike rendering the production build, and a production config with `env` over a
 * one-minute render cache. `createApp` anew for each call: each has a render cache of its own.
 * `counterpartId` pairs the two languages' items as the server does on the demo (`demoCounterpartId`).
 */
export function demoVikeSite(
  name: string,
  env: Record<string, string> = {},
  options: { counterpartId?: CounterpartId } = {},
) {
  const contentApi = createContentApi({ dbPath: join(mkdtempSync(join(tmpdir(), `${name}-`)), 'forms.sqlite') })
  const api = cachedSharedCalls(createApi(inProcessTransport(contentApi), { validator: answerValidator }), 30_000)
  const config = readConfig({ NODE_ENV: 'production', RENDER_CACHE_TTL_MS: '60000', ...env })
  const app = () =>
    createApp({
      config,
      api,
      contentApi: null,
      siteSettings: DEMO_SITE_SETTINGS,
      render: renderWithVike,
      logger: recordingLogger(),
      projectRoot: PROJECT_ROOT,
      counterpartId: options.counterpartId,
    })
  return { api, config, app }
}

/** jsdom's parser (a dev dependency without type declarations here), for tests that run in Node. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } }
}

/** A rendered page as a document to query (no script runs). */
export function parseHtml(html: string): Document {
  return new JSDOM(html).window.document
}
