import { fileURLToPath } from 'node:url'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import type { Api } from '../api'
import { createApiProxy } from './api-proxy'
import { serveFavicon } from './favicon'
import { API_PREFIX } from './api-url'
import { DEMO_ASSET, IMMUTABLE_ASSET, NO_STORE, publicPage, type PageCacheSettings } from './cache-policy'
import type { ServerConfig } from './config'
import { consoleLogger, type Logger } from './logger'
import { createRequestPageContext } from './page-context-init'
import { createPageHandler } from './pages'
import { RenderCache } from './render-cache'
import type { PageRenderer, RenderedPage } from './renderer'
import { securityHeaders } from './security-headers'

const MAX_API_BODY_BYTES = 1024 * 1024
const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url))

export interface AppDeps {
  config: ServerConfig
  /** The typed backend client pages use, bound to the same backend `/api/internal` serves. */
  api: Api
  /** The embedded content API; used when `config.apiBaseUrl` is null (`null`: it failed to load). */
  contentApi: Hono | null
  render: PageRenderer
  logger?: Logger
  /** Folder served at `/demo-assets/*` (default `content/assets`). */
  demoAssetsDir?: string
  /** Folder whose `assets/` is served at `/assets/*` in production (default `dist/client`). */
  clientDir?: string
  fetch?: typeof fetch
}

export interface SiteApp {
  app: Hono
  renderCache: RenderCache<RenderedPage>
}

/**
 * The whole site as one Hono app (testable with `app.request`):
 * `/api/internal/*` (embedded content API or proxy), `/demo-assets/*`, `/assets/*` (production build),
 * and every other path rendered by Vike.
 */
export function createApp(deps: AppDeps): SiteApp {
  const { config } = deps
  const logger = deps.logger ?? consoleLogger
  const app = new Hono()
  const cacheSettings: PageCacheSettings = { sMaxAge: config.pageSMaxAge, staleWhileRevalidate: config.pageStaleWhileRevalidate }

  app.use(securityHeaders(config.production))
  app.use(compress())

  app.all(`${API_PREFIX}/*`, apiCacheControl(cacheSettings))
  // Enquiry forms are a few kilobytes; anything far larger is refused before it is read.
  app.all(
    `${API_PREFIX}/*`,
    bodyLimit({
      maxSize: MAX_API_BODY_BYTES,
      onError: (c) => c.json({ code: '413', message: `Request body larger than ${MAX_API_BODY_BYTES} bytes` }, 413),
    }),
  )
  if (config.apiBaseUrl) {
    app.all(
      `${API_PREFIX}/*`,
      createApiProxy({ apiBaseUrl: config.apiBaseUrl, timeoutMs: config.apiTimeoutMs, logger, fetch: deps.fetch }),
    )
  } else if (deps.contentApi) {
    app.route(API_PREFIX, deps.contentApi)
  } else {
    app.all(`${API_PREFIX}/*`, (c) =>
      c.json({ code: '503', message: 'The embedded content API is not available' }, 503),
    )
  }
  app.all(`${API_PREFIX}/*`, (c) => c.json({ code: '404', message: `No such call: ${c.req.method} ${c.req.path}` }, 404))

  const demoAssetsDir = deps.demoAssetsDir ?? `${PROJECT_ROOT}content/assets`
  app.use('/demo-assets/*', staticCacheControl(DEMO_ASSET))
  app.use(
    '/demo-assets/*',
    serveStatic({ root: demoAssetsDir, rewriteRequestPath: (path) => path.slice('/demo-assets'.length) }),
  )
  app.all('/demo-assets/*', (c) => c.text('Not found', 404))

  serveFavicon(app, DEMO_ASSET)

  if (config.production) {
    app.use('/assets/*', staticCacheControl(IMMUTABLE_ASSET))
    app.use('/assets/*', serveStatic({ root: deps.clientDir ?? `${PROJECT_ROOT}dist/client` }))
    app.all('/assets/*', (c) => c.text('Not found', 404))
  }

  const renderCache = new RenderCache<RenderedPage>({
    ttlMs: config.renderCacheTtlMs,
    isCacheable: (page) => page.status === 200 && page.pageStatus === 200,
  })
  app.all(
    '*',
    createPageHandler({
      render: deps.render,
      requestContext: (host) => createRequestPageContext(host, { api: deps.api, siteHosts: config.siteHosts, logger }),
      cache: renderCache,
      cacheSettings,
      trustProxy: config.trustProxy,
      logger,
    }),
  )

  app.onError((error, c) => {
    logger.error(`[server] ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`)
    return c.text('Internal server error', 500, { 'cache-control': NO_STORE })
  })
  return { app, renderCache }
}

/** Successful static files get `value`; a miss falls through to the 404 below it. */
function staticCacheControl(value: string): MiddlewareHandler {
  return async (c, next) => {
    await next()
    if (c.res.status === 200 || c.res.status === 206 || c.res.status === 304) c.res.headers.set('Cache-Control', value)
    else c.res.headers.set('Cache-Control', NO_STORE)
  }
}

/**
 * API answers: form posts and other writes are never stored; a successful read without its own
 * Cache-Control (the embedded API sets none) may be shared like a page.
 */
function apiCacheControl(settings: PageCacheSettings): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const read = c.req.method === 'GET' || c.req.method === 'HEAD'
    if (!read || c.res.status !== 200) c.res.headers.set('Cache-Control', NO_STORE)
    else if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', publicPage(settings))
  }
}
