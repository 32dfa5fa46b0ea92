import { join } from 'node:path'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { compressJson } from '../../runtime/server/compress-json'
import type { Api } from '../api'
import { mountApi } from './api-routes'
import { NO_STORE, type PageCacheSettings } from '../../runtime/server/cache-policy'
import type { SiteSettings } from '../settings'
import type { ServerConfig } from './config'
import type { EnquiryOutbox } from './enquiry-outbox'
import type { RateLimit } from '../../runtime/server/rate-limit'
import { consoleLogger, type Logger } from '../../runtime/server/logger'
import { ServerMetrics, timedRenderer, type MetricsSources } from './metrics'
import { mountOperations } from './operations'
import { readinessCheck, type Readiness } from './readiness'
import { requestLog } from '../../runtime/server/request-log'
import { createRequestPageContext } from './page-context-init'
import { isKeptNotFoundPage, NotFoundPages } from '../../runtime/server/not-found-pages'
import { createPageHandler, RENDER_FAILED } from './pages'
import { mountPreviewApi } from './preview-api'
import type { AppRoutes, RenderPageFor } from './render-page-for'
import type { ServerPageSettings } from '../page-context'
import { keepQueryOnPageRedirects } from '../../runtime/server/page-redirects'
import type { RouteQueryParams } from '../../runtime/server/cache-key'
import { keyMatcher, type PageOfHost } from '../../runtime/server/cache-key'
import { RenderCache, type SharedLastGoodCopies } from '../../runtime/server/render-cache'
import type { StaleStore } from '../../runtime/server/stale-store'
import { RenderLimiter } from '../../runtime/server/render-limiter'
import { wholePage, type PageOutcome, type PageRenderer } from '../../runtime/server/renderer'
import type { RouteMatcher } from '../../runtime/server/route-table'
import { contentSecurityPolicy, securityHeaders } from '../../runtime/server/security-headers'
import { isSitemapPath, mountSeoRoutes } from './seo-routes'
import { mountRevalidate, type OtherWorkers } from './revalidate'
import type { RevalidationSource } from './metrics'
import { sameIdCounterpart, sameIdItemKey, type CounterpartId, type ItemKey } from '../seo/sitemap-items'
import { markForHost } from '../hosts'
import { configureImageService, imageServiceOrigin } from '../../runtime/media/image-url'
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
  /** Which items of two sites are the same item, for the sitemap's alternates (default: the same id). */
  itemKey?: ItemKey
  /** The inverse of `itemKey`, for the preview bar's other-language switch (default: the same id). */
  counterpartId?: CounterpartId
  /** The query parameters each route reads (`pages/route-query-params.ts`); none when not given. */
  routeQueryParams?: readonly RouteQueryParams[]
  /**
   * The pages' routes (production: `vikeRouteMatcher`): a path none matches gets its site's not-found
   * page from memory. Not given: every path is rendered, and Vike tells.
   */
  routes?: RouteMatcher
  /** With API_BASE_URL: the enquiry outbox `POST /api/internal/form` writes to (issue 14). */
  enquiryOutbox?: EnquiryOutbox
  /** ENQUIRY_RATE_LIMIT counted in the store every worker shares (default: in this worker's memory). */
  enquiryRateLimit?: RateLimit
  /** Counters `/metrics` reads: the render cache's (default: what it reports today) and the outbox depth. */
  cacheStats?: MetricsSources['cacheStats']
  outboxCounts?: MetricsSources['outboxCounts']
  /** With API_BASE_URL: the drift the API client reported (issue 24, `drift-record.ts`). */
  driftCounts?: MetricsSources['driftCounts']
  /** The last good copies every worker shares (issue 21, `runtime/server/stale-store.ts`); none: memory only. */
  staleStore?: SharedLastGoodCopies & Partial<Pick<StaleStore, 'drop'>>
  /** The other workers of `npm start`, a revalidation reaches them too (`worker-relay.ts`); none: this one only. */
  otherWorkers?: OtherWorkers | null
  /**
   * Forgets the shell's cached calls (`cachedSharedCalls`: site list, language pack, menus, footer), so the
   * pages a revalidation drops are rendered anew with the shell as the backend has it now.
   */
  forgetSharedCalls?: () => void
  /** `/readyz` (default: the backend as configured, the build taken as loaded, never stopping). */
  readiness?: () => Promise<Readiness>
  /** Routes mounted before the pages, given how to render a page outside the render cache (a development tool). */
  extraRoutes?: AppRoutes
}

export type { AppRoutes, RenderPageFor }

export interface SiteApp {
  app: Hono
  renderCache: RenderCache
  metrics: ServerMetrics
  /** Drops pages from this worker's caches (a revalidation, issue 23); answers the render-cache entries dropped. */
  dropPages: (pages: readonly PageOfHost[], source: RevalidationSource) => number
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
    staleIfError: config.staleIfErrorS,
  }
  const app = new Hono()
  const metrics = new ServerMetrics()
  app.use(requestLog(logger, (line) => metrics.countRequest(line.status)))

  // The server renders images through the configured service, and the page context tells the islands.
  configureImageService(config.imageService)
  // Files of a real backend may come from its own (possibly plain-http) origin, resized ones from the
  // image service's.
  const imageOrigin = config.imageService.template ? imageServiceOrigin(config.imageService.template) : null
  const backendOrigins = [
    ...(config.apiBaseUrl ? [new URL(config.apiBaseUrl).origin] : []),
    ...(imageOrigin ? [imageOrigin] : []),
  ]
  app.use(securityHeaders(config.production, backendOrigins, config.publicProtocol === 'https'))
  app.use(compress())
  app.use(compressJson())
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
      cacheStats: deps.cacheStats ?? (() => renderCache.stats()),
      outboxCounts: deps.outboxCounts,
      driftCounts: deps.driftCounts,
    },
    metricsToken: config.metricsToken,
  })

  mountApi(app, {
    apiBaseUrl: config.apiBaseUrl,
    contentApi: deps.contentApi,
    timeoutMs: config.apiTimeoutMs,
    trustProxy: config.trustProxy,
    siteHosts: config.siteHosts,
    siteOrigins: config.siteOrigins,
    enquiryRate: config.enquiryRate,
    enquiryRateLimit: deps.enquiryRateLimit,
    cacheSettings,
    logger,
    fetch: deps.fetch,
    enquiryOutbox: deps.enquiryOutbox,
  })
  serveDemoAssets(app, deps.demoAssetsDir ?? join(deps.projectRoot, 'content/assets'))
  serveFavicon(app)
  const seoRoutes = mountSeoRoutes(app, {
    api: deps.api,
    siteHosts: config.siteHosts,
    siteOrigins: config.siteOrigins,
    trustProxy: config.trustProxy,
    disallowAll: config.robotsDisallowAll,
    itemKey: deps.itemKey ?? sameIdItemKey,
    cacheSettings,
    cacheTtlMs: config.renderCacheTtlMs,
    logger,
  })
  const dropPages = (pages: readonly PageOfHost[], source: RevalidationSource): number => {
    deps.forgetSharedCalls?.()
    const { entries } = renderCache.drop(keyMatcher(pages))
    if (pages.some((page) => isSitemapPath(page.path))) seoRoutes.forgetSitemaps()
    metrics.countRevalidation(source, entries)
    return entries
  }
  const staleStore = deps.staleStore
  mountRevalidate(app, {
    secret: config.revalidation.secret,
    siteHosts: config.siteHosts,
    peers: config.revalidation.peers,
    proxyRefreshUrl: config.revalidation.proxyRefreshUrl,
    dropHere: dropPages,
    dropShared: staleStore?.drop ? (pages) => staleStore.drop?.(keyMatcher(pages)) ?? 0 : undefined,
    otherWorkers: deps.otherWorkers ?? null,
    logger,
    fetch: deps.fetch,
  })
  serveAiFramePages(app, deps.aiPagesDir ?? join(deps.projectRoot, 'content/ai-pages'))
  if (config.supplierSiteUrl) app.use(supplierRedirect(config.supplierSiteUrl))
  // In development Vite serves the browser's modules before a request reaches this app.
  if (config.production) serveBuildAssets(app, deps.clientDir ?? join(deps.projectRoot, 'dist/client'))

  app.use(keepQueryOnPageRedirects)
  const renderCache = new RenderCache({
    ttlMs: config.renderCacheTtlMs,
    staleWhileRevalidateMs: config.renderCacheSwrMs,
    staleIfErrorMs: config.staleIfErrorS * 1000,
    maxBytes: config.renderCacheMaxBytes,
    isCacheable: (page) => page.status === 200 && page.pageStatus === 200 && !page.preview,
    isBackendFailure,
    shared: deps.staleStore,
  })
  // One not-found page per site, kept and bounded like pages, but never evicting them (issue 21).
  const notFound = new NotFoundPages({
    cache: new RenderCache({
      ttlMs: config.renderCacheTtlMs,
      staleWhileRevalidateMs: config.renderCacheSwrMs,
      staleIfErrorMs: config.staleIfErrorS * 1000,
      maxBytes: config.renderCacheMaxBytes,
      isCacheable: isKeptNotFoundPage,
      isBackendFailure,
    }),
    siteKey: (host) => markForHost(host, config.siteHosts) ?? '(other host)',
    routes: deps.routes,
  })
  const serverSettings: ServerPageSettings = {
    previewToken: config.previewToken,
    previewSecret: config.previewSecret,
    previewsOpen: !config.apiBaseUrl && !config.previewToken && !config.previewSecret,
    previewAllowedOrigins: config.previewAllowedOrigins,
    counterpartId: deps.counterpartId ?? sameIdCounterpart,
    blockCatalogue: config.blockCatalogue,
    missingStrings: config.production ? 'fallback' : 'throw',
  }
  const requestContext = async (host: string) => ({
    ...(await createRequestPageContext(host, {
      api: deps.api,
      siteHosts: config.siteHosts,
      siteOrigins: config.siteOrigins,
      siteSettings: deps.siteSettings,
      serverSettings,
      logger,
    })),
    imageService: config.imageService,
  })
  const renderPage: RenderPageFor = async (url, headers, pageContext) => {
    const context = await requestContext(url.host)
    const page = await deps.render({ urlOriginal: url.href, headersOriginal: headers, ...context, ...pageContext })
    return page ? await wholePage(page) : RENDER_FAILED
  }
  mountPreviewApi(app, {
    previewSettings: serverSettings,
    siteOrigins: config.siteOrigins,
    trustProxy: config.trustProxy,
    api: deps.api,
    renderPage,
    logger,
  })
  deps.extraRoutes?.(app, renderPage)
  app.all(
    '*',
    createPageHandler({
      render: timedRenderer(deps.render, metrics),
      requestContext,
      cache: renderCache,
      notFound,
      limiter: new RenderLimiter({
        concurrency: config.renderConcurrency,
        queueLimit: config.renderQueue,
        maxWaitMs: config.renderQueueWaitMs,
      }),
      routeQueryParams: deps.routeQueryParams ?? [],
      cacheSettings,
      trustProxy: config.trustProxy,
      publicHttps: config.publicProtocol === 'https',
      previewToken: config.previewToken,
      previewContentSecurityPolicy: config.previewAllowedOrigins.length
        ? contentSecurityPolicy(config.production, backendOrigins, config.previewAllowedOrigins)
        : null,
      logger,
    }),
  )

  app.onError((error, c) => {
    logger.error(`[server] ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`)
    return c.text('Internal server error', 500, { 'cache-control': NO_STORE })
  })
  return { app, renderCache, metrics, dropPages }
}

/** docs/architecture.md "Error semantics": the statuses of a page whose backend failed (a 404 is an answer, not a failure). */
const BACKEND_FAILURE_STATUSES = new Set([500, 502, 503, 504])

function isBackendFailure(page: PageOutcome): boolean {
  return !page.preview && BACKEND_FAILURE_STATUSES.has(page.pageStatus)
}
