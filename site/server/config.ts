import { defaultSiteHosts, parseSiteHostEntries, siteHostsOf, type SiteHosts } from '../hosts'
import { parseDefaultFormIds, parseImageUrl, parsePhones, type SiteSettingsOverrides } from '../settings'
import { DEFAULT_SITE_TIME_ZONE, parseTimeZone } from '../time-zone'
import { siteOriginsOf, type PublicProtocol, type SiteOrigins } from '../urls'
import { PREVIEW_SECRET_MIN_LENGTH } from './preview-link'
import { NO_IMAGE_SERVICE, parseImageUrlTemplate, type ImageService } from '../../runtime/media/image-url'

/** Everything the server reads from the environment, parsed and checked once at start-up. */
export interface ServerConfig {
  production: boolean
  /** PORT: where the server listens. */
  port: number
  /** API_BASE_URL: a real backend serving SPEC §7; `null` means the embedded content API. */
  apiBaseUrl: string | null
  /** API_TIMEOUT_MS: how long a server-side call or the `/api/internal/*` proxy waits for the backend. */
  apiTimeoutMs: number
  /** API_CACHE_TTL_MS: lifetime of the shared shell calls (sites, language pack, menus, footer) in memory. */
  apiCacheTtlMs: number
  /**
   * IMAGE_URL_TEMPLATE: the image service in front of the CMS's files (SPEC §9: 1.5 times the display size,
   * quality 100, webp), as a URL template (runtime/media/image-url.ts); unset: image URLs as the CMS gives them.
   */
  imageService: ImageService
  /** SITE_HOSTS: site mark → host name, which requests are matched on (port ignored). */
  siteHosts: SiteHosts
  /** PUBLIC_PROTOCOL: the protocol of the site's public URLs. */
  publicProtocol: PublicProtocol
  /** SITE_HOSTS with PUBLIC_PROTOCOL: site mark → origin, the only base of absolute URLs the server builds. */
  siteOrigins: SiteOrigins
  /** RENDER_CACHE_TTL_MS: lifetime of a rendered public page in memory; 0 disables the cache. */
  renderCacheTtlMs: number
  /** RENDER_CACHE_SWR_MS: after its TTL, how long a page is still served while one refresh runs. */
  renderCacheSwrMs: number
  /** RENDER_CACHE_MAX_MB: bound on the bytes of the pages the render cache keeps, per worker. */
  renderCacheMaxBytes: number
  /** STALE_IF_ERROR_S: how long a page's last good copy stands in for it while the backend fails; 0: never. */
  staleIfErrorS: number
  /**
   * STALE_DB_PATH, STALE_STORE_MAX_MB: the SQLite file (WAL, shared by every worker) of the last good
   * copies, with API_BASE_URL and STALE_IF_ERROR_S > 0, and the bound on its compressed bodies.
   */
  staleStore: { dbPath: string; maxBytes: number }
  /** RENDER_CONCURRENCY / RENDER_QUEUE: renders one worker runs at once, and how many may wait for a slot. */
  renderConcurrency: number
  renderQueue: number
  /** RENDER_QUEUE_WAIT_MS: how long a render may wait for a slot before the request is answered 503. */
  renderQueueWaitMs: number
  /** PAGE_S_MAXAGE / PAGE_STALE_WHILE_REVALIDATE: shared-cache (CDN) lifetimes of pages, in seconds. */
  pageSMaxAge: number
  pageStaleWhileRevalidate: number
  /** TRUST_PROXY: take the host and protocol from X-Forwarded-Host / X-Forwarded-Proto. */
  trustProxy: boolean
  /** ROBOTS_DISALLOW_ALL: `/robots.txt` disallows everything (a staging site). */
  robotsDisallowAll: boolean
  /** BLOCK_CATALOGUE: the block catalogue and workbench (`/blocks`) in production; always on in development. */
  blockCatalogue: boolean
  /** PREVIEW_TOKEN: the token previews ask for (SPEC §6); `null` leaves previews open unless PREVIEW_SECRET is set. */
  previewToken: string | null
  /** PREVIEW_SECRET: the key of signed, expiring preview links (site/server/preview-link.ts); `null`: none. */
  previewSecret: string | null
  /**
   * PREVIEW_ALLOWED_ORIGINS: origins (comma-separated, `https://cms.example.com`) of a CMS that shows
   * previews in a frame and posts drafts to them (live preview). Only preview answers may be framed by them.
   */
  previewAllowedOrigins: string[]
  /** FORM_DB_PATH: the embedded demo backend's SQLite file of enquiries (relative to the project). */
  formDbPath: string
  /** SUPPLIER_SITE_URL: external supplier site that `/go1688` and below redirect to; `null` renders them here. */
  supplierSiteUrl: string | null
  /**
   * DEFAULT_FORM_IDS, GO1688_LOGO, GO1688_PHONES: the site settings the environment gives; what it leaves
   * out comes from the embedded content's demo settings (site/settings.ts). SITE_TIME_ZONE: the
   * site's time zone (an IANA name, default Asia/Shanghai), the one clock of every date rule.
   */
  siteSettings: SiteSettingsOverrides
  /** ENQUIRY_RATE_LIMIT (`<count>/<seconds>`): enquiries one client may send per window. */
  enquiryRate: { limit: number; windowMs: number }
  /** RATE_LIMIT_DB_PATH: the SQLite file every worker of the machine counts the enquiry rate limit in. */
  rateLimitDbPath: string
  /**
   * OUTBOX_DB_PATH, OUTBOX_TIMEOUT_MS, OUTBOX_RETRY_BASE_MS, OUTBOX_RETRY_MAX_MS: the enquiry outbox (with
   * API_BASE_URL). A delivery waits longer than a page's backend call: no visitor waits for it, and every
   * answer it gives up on means one more copy of the enquiry sent to the CMS.
   */
  outbox: { dbPath: string; timeoutMs: number; retryBaseMs: number; retryMaxMs: number }
  /**
   * DRIFT_LOG_PATH, DRIFT_LOG_DAYS, DRIFT_LOG_MAX_ROWS (issue 24, with API_BASE_URL): the SQLite file (WAL,
   * shared by every worker) recording what the site repaired or rejected in the backend's answers, how
   * many days a finding is kept after it was last seen, and the bound on its rows.
   */
  driftLog: { dbPath: string; days: number; maxRows: number }
  /** SHUTDOWN_GRACE_MS: how long a stopping process lets in-flight requests and a delivery finish. */
  shutdownGraceMs: number
  /** METRICS_TOKEN: the bearer token `/metrics` requires; `null`: `/metrics` is not served. */
  metricsToken: string | null
  /**
   * REVALIDATE_SECRET, REVALIDATE_PEERS, PROXY_REFRESH_URL (issue 23): the bearer token of
   * `POST /api/revalidate` (`null`: no such route), the base URLs of the other instances the call is
   * passed on to, and the address of the caching proxy whose copies are refreshed after it.
   */
  revalidation: { secret: string | null; peers: string[]; proxyRefreshUrl: string | null }
}

type Env = Record<string, string | undefined>

export function readConfig(env: Env = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production'
  const port = integer(env, 'PORT', 3000, { min: 0, max: 65535 })
  const publicProtocol = protocol(env.PUBLIC_PROTOCOL)
  const siteHostEntries = parseSiteHostEntries(env.SITE_HOSTS?.trim() ? env.SITE_HOSTS : defaultSiteHosts(port))
  return {
    production,
    port,
    apiBaseUrl: apiBaseUrl(env.API_BASE_URL),
    apiTimeoutMs: integer(env, 'API_TIMEOUT_MS', 8_000, { min: 1 }),
    apiCacheTtlMs: integer(env, 'API_CACHE_TTL_MS', 30_000, { min: 0 }),
    imageService: env.IMAGE_URL_TEMPLATE?.trim()
      ? { template: parseImageUrlTemplate(env.IMAGE_URL_TEMPLATE) }
      : NO_IMAGE_SERVICE,
    siteHosts: siteHostsOf(siteHostEntries),
    publicProtocol,
    siteOrigins: siteOriginsOf(siteHostEntries, publicProtocol),
    // Development renders fresh on every request so edits show at once. In production a kept page is
    // refreshed in the background (RENDER_CACHE_SWR_MS), so a longer TTL costs visitors no wait.
    renderCacheTtlMs: integer(env, 'RENDER_CACHE_TTL_MS', production ? 30_000 : 0, { min: 0 }),
    renderCacheSwrMs: integer(env, 'RENDER_CACHE_SWR_MS', 60_000, { min: 0 }),
    renderCacheMaxBytes: integer(env, 'RENDER_CACHE_MAX_MB', 64, { min: 1 }) * 1024 * 1024,
    staleIfErrorS: integer(env, 'STALE_IF_ERROR_S', 86_400, { min: 0 }),
    staleStore: {
      dbPath: env.STALE_DB_PATH?.trim() || 'data/stale-pages.sqlite',
      maxBytes: integer(env, 'STALE_STORE_MAX_MB', 256, { min: 1 }) * 1024 * 1024,
    },
    renderConcurrency: integer(env, 'RENDER_CONCURRENCY', 4, { min: 1 }),
    renderQueue: integer(env, 'RENDER_QUEUE', 64, { min: 0 }),
    renderQueueWaitMs: integer(env, 'RENDER_QUEUE_WAIT_MS', 3_000, { min: 1 }),
    pageSMaxAge: integer(env, 'PAGE_S_MAXAGE', 60, { min: 0 }),
    pageStaleWhileRevalidate: integer(env, 'PAGE_STALE_WHILE_REVALIDATE', 600, { min: 0 }),
    trustProxy: flag(env.TRUST_PROXY),
    robotsDisallowAll: flag(env.ROBOTS_DISALLOW_ALL),
    blockCatalogue: !production || env.BLOCK_CATALOGUE?.trim() === '1',
    previewToken: env.PREVIEW_TOKEN?.trim() || null,
    previewSecret: previewSecret(env.PREVIEW_SECRET),
    previewAllowedOrigins: origins('PREVIEW_ALLOWED_ORIGINS', env.PREVIEW_ALLOWED_ORIGINS),
    formDbPath: env.FORM_DB_PATH?.trim() || 'data/forms.sqlite',
    supplierSiteUrl: absoluteHttpUrl('SUPPLIER_SITE_URL', env.SUPPLIER_SITE_URL, 'https://supplier.example.com'),
    enquiryRate: rate('ENQUIRY_RATE_LIMIT', env.ENQUIRY_RATE_LIMIT, { limit: 10, windowMs: 60_000 }),
    rateLimitDbPath: env.RATE_LIMIT_DB_PATH?.trim() || 'data/limits.sqlite',
    siteSettings: siteSettings(env),
    outbox: {
      dbPath: env.OUTBOX_DB_PATH?.trim() || 'data/outbox.sqlite',
      timeoutMs: integer(env, 'OUTBOX_TIMEOUT_MS', 30_000, { min: 1 }),
      retryBaseMs: integer(env, 'OUTBOX_RETRY_BASE_MS', 2_000, { min: 1 }),
      retryMaxMs: integer(env, 'OUTBOX_RETRY_MAX_MS', 300_000, { min: 1 }),
    },
    driftLog: {
      dbPath: env.DRIFT_LOG_PATH?.trim() || 'data/drift.sqlite',
      days: integer(env, 'DRIFT_LOG_DAYS', 7, { min: 1 }),
      maxRows: integer(env, 'DRIFT_LOG_MAX_ROWS', 10_000, { min: 1 }),
    },
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 10_000, { min: 0 }),
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    revalidation: revalidation(env),
  }
}

/** At least this long: the secret of `POST /api/revalidate` and of the proxy's refresh header. */
export const REVALIDATE_SECRET_MIN_LENGTH = 16

function revalidation(env: Env): ServerConfig['revalidation'] {
  const secret = env.REVALIDATE_SECRET?.trim() || null
  if (secret !== null && secret.length < REVALIDATE_SECRET_MIN_LENGTH)
    throw new Error(
      `REVALIDATE_SECRET: use at least ${REVALIDATE_SECRET_MIN_LENGTH} characters (it authorises revalidation)`,
    )
  // The header nginx matches it in (deploy/nginx.conf) is one token: no spaces, quotes or control characters.
  if (secret !== null && !/^[\x21-\x7e]+$/.test(secret))
    throw new Error('REVALIDATE_SECRET: use printable ASCII characters without spaces')
  const peers = (env.REVALIDATE_PEERS ?? '')
    .split(',')
    .map((peer) => peer.trim())
    .filter(Boolean)
    .map((peer) => baseUrl('REVALIDATE_PEERS', peer, 'http://10.0.0.12:3000'))
  const proxyRefreshUrl = env.PROXY_REFRESH_URL?.trim()
    ? baseUrl('PROXY_REFRESH_URL', env.PROXY_REFRESH_URL.trim(), 'http://127.0.0.1:80')
    : null
  if (secret === null && (peers.length > 0 || proxyRefreshUrl !== null))
    throw new Error('REVALIDATE_PEERS and PROXY_REFRESH_URL need REVALIDATE_SECRET (the bearer they are called with)')
  return { secret, peers, proxyRefreshUrl }
}

/** An http(s) origin with an optional path prefix, without a trailing slash, query or fragment. */
function baseUrl(name: string, value: string, example: string): string {
  const checked = absoluteHttpUrl(name, value, example)
  if (checked === null) throw new Error(`${name}: empty entry`)
  return checked.replace(/\/+$/, '')
}

function previewSecret(value: string | undefined): string | null {
  const secret = value?.trim()
  if (!secret) return null
  if (secret.length < PREVIEW_SECRET_MIN_LENGTH)
    throw new Error(`PREVIEW_SECRET: use at least ${PREVIEW_SECRET_MIN_LENGTH} characters (it signs preview links)`)
  return secret
}

/** A comma-separated list of origins (`scheme://host[:port]`, nothing after), each checked. */
function origins(name: string, value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return entries.map((entry) => {
    let url: URL | undefined
    try {
      url = new URL(entry)
    } catch {
      url = undefined
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, ''))
      throw new Error(`${name}: "${entry}" is not an origin such as https://cms.example.com (scheme, host, port only)`)
    return url.origin
  })
}

function siteSettings(env: Env): SiteSettingsOverrides {
  const set = (name: string) => (env[name]?.trim() ? env[name] : undefined)
  const forms = set('DEFAULT_FORM_IDS')
  const logo = set('GO1688_LOGO')
  const phones = set('GO1688_PHONES')
  const timeZone = set('SITE_TIME_ZONE')
  return {
    timeZone: timeZone === undefined ? DEFAULT_SITE_TIME_ZONE : parseTimeZone(timeZone),
    ...(forms === undefined ? {} : { defaultForms: parseDefaultFormIds(forms) }),
    ...(logo === undefined ? {} : { go1688Logo: parseImageUrl('GO1688_LOGO', logo) }),
    ...(phones === undefined ? {} : { go1688Phones: parsePhones(phones) }),
  }
}

function rate(name: string, value: string | undefined, fallback: { limit: number; windowMs: number }) {
  const trimmed = value?.trim()
  if (!trimmed) return fallback
  const match = /^(\d+)\s*\/\s*(\d+)$/.exec(trimmed)
  const limit = Number(match?.[1])
  const seconds = Number(match?.[2])
  if (!match || limit < 1 || seconds < 1) throw new Error(`${name}: "${trimmed}" is not <count>/<seconds> (e.g. 10/60)`)
  return { limit, windowMs: seconds * 1000 }
}

function protocol(value: string | undefined): PublicProtocol {
  const normalized = (value ?? '').trim().toLowerCase().replace(/:$/, '')
  if (!normalized) return 'http'
  if (normalized === 'http' || normalized === 'https') return normalized
  throw new Error(`PUBLIC_PROTOCOL: "${value?.trim()}" is neither "http" nor "https"`)
}

function apiBaseUrl(value: string | undefined): string | null {
  const trimmed = value?.trim()
  if (!trimmed) return null
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    throw new Error(`API_BASE_URL: "${trimmed}" is not an absolute URL (e.g. "https://cms.example.com")`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`API_BASE_URL: "${trimmed}" must use http or https`)
  }
  return trimmed
}

function absoluteHttpUrl(name: string, value: string | undefined, example: string): string | null {
  const trimmed = value?.trim()
  if (!trimmed) return null
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    throw new Error(`${name}: "${trimmed}" is not an absolute URL (e.g. "${example}")`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name}: "${trimmed}" must use http or https`)
  if (url.search || url.hash) throw new Error(`${name}: "${trimmed}" must not carry a query or fragment`)
  return trimmed
}

function integer(env: Env, name: string, fallback: number, range: { min: number; max?: number }): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < range.min || (range.max !== undefined && value > range.max)) {
    const bounds = range.max === undefined ? `≥ ${range.min}` : `${range.min}–${range.max}`
    throw new Error(`${name}: "${raw}" is not a whole number ${bounds}`)
  }
  return value
}

function flag(value: string | undefined): boolean {
  return ['1', 'true', 'yes', 'on'].includes((value ?? '').trim().toLowerCase())
}
