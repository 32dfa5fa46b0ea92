import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { join, relative } from 'node:path'
import { getRequestListener } from '@hono/node-server'
import { cachedSharedCalls, createApi, warmSharedCalls, type Transport } from '../api'
import type { CachedApi } from '../api/shared-cache'
import { answerValidator } from '../api/validate'
import { createApp, type AppRoutes } from './app'
import type { RouteQueryParams } from '../../runtime/server/cache-key'
import type { ServerConfig } from './config'
import {
  loadContentApi,
  loadSiteSettings,
  replaceableContentApi,
  type ContentApiFactory,
  type DefaultSiteSettings,
} from './content-api'
import { API_PREFIX } from './api-url'
import { enquiryOutbox } from './enquiry-outbox'
import { consoleLogger, type Logger } from '../../runtime/server/logger'
import type { CounterpartId, ItemKey } from '../seo/sitemap-items'
import { createOutboxForwarder, type OutboxForwarder } from './outbox-forwarder'
import { openOutboxStore, type OutboxStore } from './outbox-store'
import { sharedEnquiryRateLimit } from './enquiry-rate-limit'
import { readinessCheck } from './readiness'
import { openStaleStore } from '../../runtime/server/stale-store'
import { createDriftRecorder, learningSiteMarks, type DriftRecorder } from './drift-record'
import { openDriftStore } from './drift-store'
import { loadProductionBuild } from '../../runtime/server/renderer'
import { renderWithVike } from './render-page'
import { vikeRouteMatcher } from '../../runtime/server/route-table'
import { inProcessTransport, remoteTransport } from './transport'
import { clusterWorkers } from './worker-relay'

type Listener = (req: IncomingMessage, res: ServerResponse) => void

export interface RunningServer {
  server: Server
  /**
   * Lets queued connections deliver their requests (production), stops accepting, lets in-flight
   * requests finish and the outbox's delivery in progress end (up to `graceMs`, default
   * SHUTDOWN_GRACE_MS), answering with `Connection: close` meanwhile, then resolves.
   */
  close(graceMs?: number): Promise<void>
}

export interface ServerOptions {
  /**
   * The folder holding `content/` and `dist/`. Given by the entry point: the
   * modules here run from `runtime/server/` in development and from a chunk of `dist/server/` in
   * production, so their own location says nothing about where the project is.
   */
  projectRoot: string
  /**
   * The embedded content API, composed by the entry point (server/). Used when API_BASE_URL is unset;
   * without it such a server has no backend and refuses to start.
   */
  contentApi?: ContentApiFactory
  /** Site settings for what the environment leaves out (server/embedded-content.ts: the demo's). */
  defaultSiteSettings?: DefaultSiteSettings
  /** Which items of the embedded content's two sites are the same item (its id scheme); with API_BASE_URL, the same id. */
  embeddedItemKey?: ItemKey
  /** The inverse of `embeddedItemKey`: an item's id on another site of the embedded content. */
  embeddedCounterpartId?: CounterpartId
  /** The query parameters each route reads (pages/route-query-params.ts): the render cache keys on these only. */
  routeQueryParams?: readonly RouteQueryParams[]
  logger?: Logger
  /** Routes mounted before the pages (server/: the block workbench in development or with BLOCK_CATALOGUE=1). */
  extraRoutes?: AppRoutes
}

const DRAIN_MS = 1000

/** Wires the backend (embedded or API_BASE_URL), the app and Vite (development) and starts listening. */
export async function startServer(config: ServerConfig, options: ServerOptions): Promise<RunningServer> {
  const { projectRoot, logger = consoleLogger } = options
  if (!config.apiBaseUrl && !options.contentApi)
    throw new Error('no backend: set API_BASE_URL (this server has no embedded content API)')
  if (config.production) await loadProductionBuild(join(projectRoot, 'dist/server/entry.mjs'))
  const loadedContentApi =
    config.apiBaseUrl || !options.contentApi ? null : await loadContentApi(logger, options.contentApi)
  // In development the demo content is read again after an edit (issue 25): once Vite runs, it says when.
  let reloadContent: (() => Promise<void>) | null = null
  const replaceable = loadedContentApi
    ? replaceableContentApi(loadedContentApi, API_PREFIX, async () => {
        await reloadContent?.()
      })
    : null
  const contentApi = replaceable?.app ?? null
  const transport: Transport = config.apiBaseUrl
    ? remoteTransport(config.apiBaseUrl)
    : contentApi
      ? inProcessTransport(contentApi)
      : unavailableTransport
  const { api, driftRecorder } = backendApi(config, transport, logger)
  /**
   * The shell's calls asked ahead of the next page view (`warmSharedCalls`); nothing to keep with a TTL of 0.
   * Resolves once they are answered or failed.
   */
  const warmShell = async (when: string): Promise<void> => {
    if (config.apiCacheTtlMs <= 0) return
    const failure = await warmSharedCalls(api)
    if (failure) logger.info(`[api] asking the shell's calls ${when}: ${failure}; the next page view asks again`)
  }
  // Readiness waits for the start's ask (`/readyz`), so a load balancer sends a new worker no view that would wait for it.
  let shellAsked = false
  const siteSettings = await loadSiteSettings(config.siteSettings, options.defaultSiteSettings)
  const itemKey = contentApi ? options.embeddedItemKey : undefined
  const counterpartId = contentApi ? options.embeddedCounterpartId : undefined
  const outbox = config.apiBaseUrl ? startOutbox(config, config.apiBaseUrl, logger) : null
  // With a real backend, which can fail: the last good copies every worker shares (issue 21).
  const staleStore =
    config.apiBaseUrl && config.staleIfErrorS > 0
      ? openStaleStore({
          path: config.staleStore.dbPath,
          maxBytes: config.staleStore.maxBytes,
          maxAgeMs: config.staleIfErrorS * 1000,
          logger,
        })
      : null
  const enquiryRateLimit = sharedEnquiryRateLimit(config.rateLimitDbPath, config.enquiryRate, logger)
  let draining = false
  // Under `npm start`, a revalidation this worker receives reaches the others through the primary (issue 23).
  const otherWorkers = config.revalidation.secret ? clusterWorkers((pages) => dropPages(pages, 'worker'), logger) : null
  const { app, renderCache, dropPages } = createApp({
    config,
    api,
    contentApi,
    siteSettings,
    render: renderWithVike,
    logger,
    projectRoot,
    itemKey,
    counterpartId,
    forgetSharedCalls: () => {
      api.clearSharedCache()
      void warmShell('after a revalidation')
    },
    routeQueryParams: options.routeQueryParams,
    extraRoutes: options.extraRoutes,
    // In development Vite loads the pages on demand: every path is rendered, and Vike tells.
    routes: config.production ? await vikeRouteMatcher(logger) : undefined,
    enquiryOutbox: outbox ? enquiryOutbox(outbox.store, outbox.forwarder) : undefined,
    enquiryRateLimit,
    outboxCounts: outbox ? () => outbox.store.counts() : undefined,
    driftCounts: driftRecorder?.counts,
    staleStore: staleStore ?? undefined,
    otherWorkers,
    readiness: readinessCheck({
      // In production the build was loaded above; in development Vite serves the sources.
      buildLoaded: true,
      apiBaseUrl: config.apiBaseUrl,
      embeddedAvailable: contentApi !== null,
      stopping: () => draining,
      shellAsked: () => shellAsked,
      probeTimeoutMs: Math.min(config.apiTimeoutMs, 2_000),
    }),
  })

  const honoListener: Listener = getRequestListener(app.fetch)
  let listener = honoListener
  // While shutting down, answer what arrives, and what is still being answered, but tell keep-alive
  // clients to reconnect elsewhere.
  const answering = new Set<ServerResponse>()
  const server = createServer((req, res) => {
    if (draining) res.setHeader('Connection', 'close')
    else {
      answering.add(res)
      res.once('close', () => answering.delete(res))
    }
    listener(req, res)
  })
  let closeVite = async () => {}
  if (!config.production) {
    const { createServer: createViteServer } = await import('vite')
    // HMR shares this server's port, so several dev servers on one machine do not collide on Vite's own.
    const vite = await createViteServer({ server: { middlewareMode: true, hmr: { server } }, appType: 'custom' })
    listener = (req, res) => vite.middlewares(req, res, () => honoListener(req, res))
    closeVite = () => vite.close()
    const { contentApi: createContentApi } = options
    if (replaceable && createContentApi) {
      reloadContent = watchDemoContent(vite, join(projectRoot, 'content'), async (changed) => {
        const next = await loadContentApi(logger, () => createContentApi((path) => vite.ssrLoadModule(path)))
        if (!next) return
        replaceable.replace(next)
        api.clearSharedCache()
        logger.info(`[content] demo content reloaded (${relative(projectRoot, changed)} changed)`)
      })
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(config.port, () => resolve())
  })
  void warmShell('at start').finally(() => (shellAsked = true))
  const backend = config.apiBaseUrl ?? 'embedded content API'
  logger.info(
    `[server] ${config.production ? 'production' : 'development'} on http://localhost:${config.port} (backend: ${backend})`,
  )

  return {
    server,
    close: async (graceMs = config.shutdownGraceMs) => {
      draining = true
      for (const res of answering) if (!res.headersSent) res.setHeader('Connection', 'close')
      const forceAt = Date.now() + graceMs
      // Connections accepted while renders kept the event loop busy have not delivered their request
      // yet; closing now would reset them as idle. Give them a moment (within the grace) to become requests.
      if (config.production) await new Promise((resolve) => setTimeout(resolve, Math.min(DRAIN_MS, graceMs / 2)))
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      // Kept-alive connections waiting for a next request would hold the server open until they time out.
      server.closeIdleConnections()
      const force = setTimeout(() => server.closeAllConnections(), Math.max(0, forceAt - Date.now()))
      force.unref()
      // The forwarder finishes the delivery it is making and starts no other; one still waiting for the CMS
      // at the end of the grace is given up, and the enquiry is sent again (same key) by the next start.
      await Promise.all([closed, outbox?.forwarder.stop(Math.max(0, forceAt - Date.now()))])
      clearTimeout(force)
      outbox?.store.close()
      // Pages rendered last are written to the shared store before it closes.
      await renderCache.settled()
      staleStore?.close()
      driftRecorder?.close()
      enquiryRateLimit.close()
      await closeVite()
    },
  }
}

/** The enquiry outbox of this process and its forwarder to the CMS (every worker runs one on the shared file). */
function startOutbox(
  config: ServerConfig,
  apiBaseUrl: string,
  logger: Logger,
): { store: OutboxStore; forwarder: OutboxForwarder } {
  const store = openOutboxStore(config.outbox.dbPath)
  const forwarder = createOutboxForwarder({
    store,
    apiBaseUrl,
    timeoutMs: config.outbox.timeoutMs,
    retry: { baseMs: config.outbox.retryBaseMs, maxMs: config.outbox.retryMaxMs },
    logger,
  })
  forwarder.start()
  return { store, forwarder }
}

/**
 * The typed client the pages use. With a real backend, what its answers drift by is recorded (issue 24,
 * DRIFT_LOG_PATH, shared by every worker); the embedded demo is checked strictly and needs no record.
 */
export function backendApi(
  config: ServerConfig,
  transport: Transport,
  logger: Logger,
): { api: CachedApi; driftRecorder: DriftRecorder | null } {
  const { dbPath, days, maxRows } = config.driftLog
  const driftRecorder = config.apiBaseUrl
    ? createDriftRecorder({ store: openDriftStore({ path: dbPath, maxAgeMs: days * 86_400_000, maxRows, logger }) })
    : null
  const client = createApi(transport, {
    timeoutMs: config.apiTimeoutMs,
    validator: answerValidator,
    logger,
    onDrift: driftRecorder?.record,
  })
  // Shell calls (sites, language pack, menus, footer) are shared by every page view: cached briefly.
  const api = cachedSharedCalls(driftRecorder ? learningSiteMarks(client, driftRecorder) : client, config.apiCacheTtlMs)
  return { api, driftRecorder }
}

/** Used only when the embedded content API failed to load: every call fails like a down backend. */
const unavailableTransport: Transport = async () =>
  new Response(JSON.stringify({ code: '503', message: 'The embedded content API is not available' }), {
    status: 503,
    headers: { 'content-type': 'application/json' },
  })

/**
 * Development: after a file under `contentDir` changes (Vite's watcher says so), the next request first
 * reloads the demo content (`reload`), so an edit shows on the next page view without a restart.
 */
function watchDemoContent(
  vite: { watcher: { on(event: 'all', listener: (event: string, file: string) => void): unknown } },
  contentDir: string,
  reload: (changed: string) => Promise<void>,
): () => Promise<void> {
  let changed: string | null = null
  let reloading: Promise<void> | null = null
  vite.watcher.on('all', (_event, file) => {
    if (file.startsWith(`${contentDir}/`)) changed = file
  })
  return async () => {
    if (reloading) return reloading
    if (!changed) return
    const file = changed
    changed = null
    reloading = reload(file).finally(() => (reloading = null))
    return reloading
  }
}
