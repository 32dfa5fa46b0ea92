import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import type { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { PageOfHost } from '../../runtime/server/cache-key'
import { NO_STORE } from '../../runtime/server/cache-policy'
import { deadline } from '../../runtime/server/deadline'
import type { Logger } from '../../runtime/server/logger'
import type { RevalidationSource } from './metrics'
import { bearerMatches } from './operations'
import { checkRevalidateRequest, REVALIDATE_MAX_BYTES, type RevalidateRequest } from './revalidate-request'
import type { SiteHosts } from '../hosts'

/**
 * `POST /api/revalidate` (issue 23, docs/editors.md "Publishing"): the CMS, after a publish, names the pages that
 * changed; they are dropped from the render cache of every worker, from the shared stale store and from
 * the built sitemap, on this instance and on each of REVALIDATE_PEERS, and then fetched once through the
 * caching proxy (PROXY_REFRESH_URL) with its refresh header, so the next visitor gets the new page.
 */
export const REVALIDATE_PATH = '/api/revalidate'
/** Set on the call an instance passes on to its peers: they carry it out here and pass it on no further. */
export const RELAYED_HEADER = 'X-Revalidate-Relayed'
/** The header deploy/nginx.conf maps to `proxy_cache_bypass` when it holds REVALIDATE_SECRET. */
export const CACHE_REFRESH_HEADER = 'X-Cache-Refresh'
/**
 * The Accept-Encoding values deploy/nginx.conf reduces every request to (and keys its cache on): each
 * page is refreshed in each of them.
 */
export const PROXY_ENCODINGS = ['br', 'gzip', ''] as const

/** How long the other workers, the peers and each proxy refresh are waited for. */
const WORKERS_TIMEOUT_MS = 3_000
const PEER_TIMEOUT_MS = 10_000
const REFRESH_TIMEOUT_MS = 10_000
const REFRESH_CONCURRENCY = 4

export interface WorkersReport {
  /** Workers of this instance, this one included; `null` when the primary did not answer. */
  total: number | null
  confirmed: number
  /** Render-cache entries the workers that confirmed dropped, this one included. */
  entries: number
}

/**
 * This instance's other workers (`npm start`'s cluster, `site/server/worker-relay.ts`): `drop` answers
 * once each has dropped the pages or the time is up, with their count (`null`: the primary did not answer),
 * how many confirmed and the entries they dropped.
 */
export interface OtherWorkers {
  drop(pages: readonly PageOfHost[], timeoutMs: number): Promise<WorkersReport>
}

export interface PeerReport {
  url: string
  confirmed: boolean
  workers?: WorkersReport
  error?: string
}

export interface RevalidateReport {
  /** Every worker, peer and proxy refresh confirmed. */
  complete: boolean
  pages: Array<{ host: string; path: string }>
  dropped: { entries: number; sharedCopies: number }
  workers: WorkersReport
  peers: PeerReport[]
  proxyRefresh: { requested: number; succeeded: number } | null
}

export interface RevalidateOptions {
  /** REVALIDATE_SECRET; `null`: the route does not exist (the not-found page answers). */
  secret: string | null
  siteHosts: SiteHosts
  peers: readonly string[]
  proxyRefreshUrl: string | null
  /** Drops the pages in this worker (render cache, sitemap) and counts it; answers the entries dropped. */
  dropHere: (pages: readonly PageOfHost[], source: RevalidationSource) => number
  /** Drops the pages from the stale store every worker of this machine shares; none: nothing to drop. */
  dropShared?: (pages: readonly PageOfHost[]) => number
  otherWorkers: OtherWorkers | null
  logger: Logger
  fetch?: typeof fetch
}

export function mountRevalidate(app: Hono, options: RevalidateOptions): void {
  const { secret } = options
  if (secret === null) return
  app.post(
    REVALIDATE_PATH,
    async (c, next) => {
      // Before the body is read: a caller without the secret learns nothing about what it would accept.
      if (!bearerMatches(c.req.header('authorization'), secret))
        return c.json({ message: 'Unauthorized' }, 401, { 'cache-control': NO_STORE, 'www-authenticate': 'Bearer' })
      await next()
    },
    bodyLimit({
      maxSize: REVALIDATE_MAX_BYTES,
      onError: (c) => c.json({ message: `The body may be at most ${REVALIDATE_MAX_BYTES} bytes` }, 413),
    }),
    async (c) => {
      const check = checkRevalidateRequest(c.req.header('content-type'), await c.req.text(), options.siteHosts)
      if (!check.ok) return c.json({ message: check.message }, check.status, { 'cache-control': NO_STORE })
      const relayed = c.req.header(RELAYED_HEADER) !== undefined
      const report = await revalidate(check.request, relayed, secret, options)
      return c.json(report, report.complete ? 200 : 502, { 'cache-control': NO_STORE })
    },
  )
}

async function revalidate(
  request: RevalidateRequest,
  relayed: boolean,
  secret: string,
  options: RevalidateOptions,
): Promise<RevalidateReport> {
  const { pages } = request
  const entries = options.dropHere(pages, relayed ? 'peer' : 'client')
  const sharedCopies = options.dropShared?.(pages) ?? 0
  const [others, peers] = await Promise.all([
    options.otherWorkers?.drop(pages, WORKERS_TIMEOUT_MS).catch(() => null) ??
      Promise.resolve({ total: 0, confirmed: 0, entries: 0 }),
    relayed ? [] : Promise.all(options.peers.map((peer) => passOn(peer, request, secret, options.fetch ?? fetch))),
  ])
  const workers: WorkersReport = {
    total: others?.total === null || others === null ? null : others.total + 1,
    confirmed: (others?.confirmed ?? 0) + 1,
    entries: entries + (others?.entries ?? 0),
  }
  // Every instance has dropped the pages by now: what the proxy fetches is rendered anew.
  const proxyRefresh =
    relayed || options.proxyRefreshUrl === null ? null : await refreshProxy(options.proxyRefreshUrl, pages, secret)
  const complete =
    workers.total !== null &&
    workers.confirmed === workers.total &&
    peers.every((peer) => peer.confirmed && peer.workers?.confirmed === peer.workers?.total) &&
    (proxyRefresh === null || proxyRefresh.succeeded === proxyRefresh.requested)
  const report: RevalidateReport = {
    complete,
    pages: pages.map(({ hostname, path }) => ({ host: hostname, path })),
    dropped: { entries: workers.entries, sharedCopies },
    workers,
    peers,
    proxyRefresh,
  }
  options.logger.info(logLine(report, relayed))
  return report
}

function logLine(report: RevalidateReport, relayed: boolean): string {
  const hosts = [...new Set(report.pages.map((page) => page.host))].join(', ')
  const paths = [...new Set(report.pages.map((page) => page.path))]
  const shown = paths.length > 5 ? `${paths.slice(0, 5).join(' ')} … (${paths.length})` : paths.join(' ')
  const { workers, peers, proxyRefresh } = report
  const parts = [
    `[revalidate] ${relayed ? 'from a peer' : 'asked'}: ${shown} on ${hosts}`,
    `dropped ${report.dropped.entries} cached page(s), ${report.dropped.sharedCopies} shared cop(ies)`,
    `workers ${workers.confirmed}/${workers.total ?? '?'}`,
  ]
  if (!relayed) parts.push(`peers ${peers.filter((peer) => peer.confirmed).length}/${peers.length}`)
  if (proxyRefresh) parts.push(`proxy refreshed ${proxyRefresh.succeeded}/${proxyRefresh.requested}`)
  return `${parts.join('; ')}${report.complete ? '' : ' (incomplete)'}`
}

/** The same call to a peer instance, marked as passed on. */
async function passOn(
  peer: string,
  request: RevalidateRequest,
  secret: string,
  fetchFn: typeof fetch,
): Promise<PeerReport> {
  const limit = deadline(PEER_TIMEOUT_MS)
  try {
    const body = JSON.stringify({ paths: request.paths, ...(request.host === null ? {} : { host: request.host }) })
    const response = await fetchFn(`${peer}${REVALIDATE_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json', [RELAYED_HEADER]: '1' },
      body,
      signal: limit.signal,
    })
    const answer = (await response.json().catch(() => null)) as Partial<RevalidateReport> | null
    const workers = answer?.workers
    if (response.status !== 200 && response.status !== 502)
      return { url: peer, confirmed: false, error: `answered ${response.status}` }
    return { url: peer, confirmed: true, ...(workers ? { workers } : {}) }
  } catch (error) {
    return { url: peer, confirmed: false, error: limit.timedOut ? 'timed out' : errorText(error) }
  } finally {
    limit.clear()
  }
}

/**
 * Asks the proxy for each page once per encoding it keys on, with the refresh header: it fetches the page
 * from an instance instead of its cache and stores the answer (deploy/nginx.conf `proxy_cache_bypass`).
 * Only the path is refreshed; the proxy's copies of its queries (`?page=2`) expire with their s-maxage.
 */
async function refreshProxy(
  proxyUrl: string,
  pages: readonly PageOfHost[],
  secret: string,
): Promise<{ requested: number; succeeded: number }> {
  const requests = pages.flatMap((page) => PROXY_ENCODINGS.map((encoding) => ({ ...page, encoding })))
  let succeeded = 0
  let next = 0
  const runOne = async () => {
    while (next < requests.length) {
      const { hostname, path, encoding } = requests[next++]!
      if (await refreshOne(proxyUrl, hostname, path, encoding, secret)) succeeded++
    }
  }
  await Promise.all(Array.from({ length: Math.min(REFRESH_CONCURRENCY, requests.length) }, runOne))
  return { requested: requests.length, succeeded }
}

/** One refresh through the proxy; fetch() cannot set Host, so node:http does. True unless it failed (5xx, no answer). */
function refreshOne(
  proxyUrl: string,
  hostname: string,
  path: string,
  encoding: string,
  secret: string,
): Promise<boolean> {
  const base = new URL(proxyUrl)
  const target = new URL(`${base.pathname.replace(/\/$/, '')}${path}`, base)
  const limit = deadline(REFRESH_TIMEOUT_MS)
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise<boolean>((resolve) => {
    const req = send(
      target,
      {
        method: 'GET',
        headers: {
          host: hostname.includes(':') ? `[${hostname}]` : hostname,
          [CACHE_REFRESH_HEADER]: secret,
          ...(encoding ? { 'accept-encoding': encoding } : {}),
        },
        // The proxy's certificate is the site's: checked against the site's name, not the proxy's address.
        ...(target.protocol === 'https:' ? { servername: hostname } : {}),
        signal: limit.signal,
      },
      (res) => {
        // The proxy stores the page as it passes it on: read it to the end.
        res.resume()
        // A page that is not on this host (404) is answered as such: only the proxy or an instance failing is not.
        res.on('end', () => resolve((res.statusCode ?? 0) > 0 && (res.statusCode ?? 0) < 500))
        res.on('error', () => resolve(false))
      },
    )
    req.on('error', () => resolve(false))
    req.end()
  }).finally(() => limit.clear())
}

function errorText(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : ''
  return `${error instanceof Error ? error.message : String(error)}${cause}`
}
