import { join } from 'node:path'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import type { Api } from '../api'
import { mountApi } from './api-routes'
import { NO_STORE, type PageCacheSettings } from './cache-policy'
import type { SiteSettings } from '../site/settings'
import type { ServerConfig } from './config'
import type { EnquiryOutbox } from './enquiry-outbox'
import { consoleLogger, type Logger } from './logger'
import { ServerMetrics, timedRenderer, type MetricsSources } from './metrics'
import { mountOperations } from './operations'
import { readinessCheck, type Readiness } from './readiness'
import { requestLog } from './request-log'
import { createRequestPageContext } from './page-context-init'
import { createPageHandler } from './pages'
import { RenderCache } from './render-cache'
import type { PageRenderer, RenderedPage } from './renderer'
import { securityHeaders } from './security-headers'
import { serveAiFramePages, serveBuildAssets, serveDemoAssets, serveFavicon } from './static-files'
import { supplierRedirect } from './supplier-redirect'

export interface AppDeps {
  config: ServerConfig
  /** The typed backend client pages use, bound to the same backend `/api/internal` serves. */
  api: Api
  /** The embedded content API; used when `config.apiBaseUrl` is null (`null`: it failed to load). */
  contentApi: Hono | null
  /** The settings every page carries (the environment's over the demo's: `loadSiteSettings`). */
  siteSettings: SiteSettings
  render: PageRenderer
  logger?: Logger
  /** The folder holding `content/` and `dist/` (see `ServerOptions`). */
  projectRoot: string
  /** Folder served at `/demo-assets/*` (default `content/assets`). */
  demoAssetsDir?: string
  /** Static pages the AI landing page frames, served at `/ai/<name>.html` (default `content/ai-pages`). */
  aiPagesDir?: string
  /** Folder whose `assets/` is served at `/assets/*` in production (default `dist/client`). */
  clientDir?: string
  fetch?: typeof fetch
  /** With API_BASE_URL: the enquiry outbox `POST /api/internal/form` writes to (issue 14). */
  enquiryOutbox?: EnquiryOutbox
  /** Counters `/metrics` reads: the render cache's (default: what it reports today) and the outbox depth. */
  cacheStats?: MetricsSources['cacheStats']
  outboxCounts?: MetricsSources['outboxCounts']
  /** `/readyz` (default: the backend as configured, the build taken as loaded, never stopping). */
  readiness?: () => Promise<Readiness>
}

export interface SiteApp {
  app: Hono
  renderCache: RenderCache<RenderedPage>
  metrics: ServerMetrics
}

/**
 * The whole site as one Hono app (testable with `app.request`): `/api/internal/*` (embedded content
 * API or proxy), `/demo-assets/*`, the favicon, `/assets/*` (production build), and every other path
 * rendered by Vike. Security headers and compression apply to all of them.
 */
export function createApp(deps: AppDeps): SiteApp {
  const { config } = deps
  const logger = deps.logger ?? consoleLogger
  const cacheSettings: PageCacheSettings = {
    sMaxAge: config.pageSMaxAge,
    staleWhileRevalidate: config.pageStaleWhileRevalidate,
  }
  const app = new Hono()
  const metrics = new ServerMetrics()
  app.use(requestLog(logger, (line) => metrics.countRequest(line.status)))

  // Files of a real backend may come from its own (possibly plain-http) origin.
  const backendOrigins = config.apiBaseUrl ? [new URL(config.apiBaseUrl).origin] : []
  app.use(securityHeaders(config.production, backendOrigins, config.publicProtocol === 'https'))
  app.use(compress())
  mountOperations(app, {
    readiness:
      deps.readiness ??
      readinessCheck({
        buildLoaded: true,
        apiBaseUrl: config.apiBaseUrl,
        embeddedAvailable: deps.contentApi !== null,
        stopping: () => false,
        probeTimeoutMs: config.apiTimeoutMs,
        fetch: deps.fetch,
      }),
    metrics,
    metricsSources: {
      // Called per scrape, after the render cache below exists.
      cacheStats: deps.cacheStats ?? (() => ({ entries: renderCache.size })),
      outboxCounts: deps.outboxCounts,
    },
    metricsToken: config.metricsToken,
  })

  mountApi(app, {
    apiBaseUrl: config.apiBaseUrl,
    contentApi: deps.contentApi,
    timeoutMs: config.apiTimeoutMs,
    trustProxy: config.trustProxy,
    enquiryRate: config.enquiryRate,
    cacheSettings,
    logger,
    fetch: deps.fetch,
    enquiryOutbox: deps.enquiryOutbox,
  })
  serveDemoAssets(app, deps.demoAssetsDir ?? join(deps.projectRoot, 'content/assets'))
  serveFavicon(app)
  serveAiFramePages(app, deps.aiPagesDir ?? join(deps.projectRoot, 'content/ai-pages'))
  if (config.supplierSiteUrl) app.use(supplierRedirect(config.supplierSiteUrl))
  // In development Vite serves the browser's modules before a request reaches this app.
  if (config.production) serveBuildAssets(app, deps.clientDir ?? join(deps.projectRoot, 'dist/client'))

  const renderCache = new RenderCache<RenderedPage>({
    ttlMs: config.renderCacheTtlMs,
    isCacheable: (page) => page.status === 200 && page.pageStatus === 200 && !page.preview,
  })
  app.all(
    '*',
    createPageHandler({
      render: timedRenderer(deps.render, metrics),
      requestContext: (host) =>
        createRequestPageContext(host, {
          api: deps.api,
          siteHosts: config.siteHosts,
          siteOrigins: config.siteOrigins,
          siteSettings: deps.siteSettings,
          logger,
        }),
      cache: renderCache,
      cacheSettings,
      trustProxy: config.trustProxy,
      publicHttps: config.publicProtocol === 'https',
      logger,
    }),
  )

  app.onError((error, c) => {
    logger.error(`[server] ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`)
    return c.text('Internal server error', 500, { 'cache-control': NO_STORE })
  })
  return { app, renderCache, metrics }
}
