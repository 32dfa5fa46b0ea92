import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createApiProxy, forwardedRequestHeaders } from './api-proxy'
import { API_PREFIX } from './api-url'
import { clientAddress, forwardedFor } from '../../runtime/server/client-address'
import { memoryRateLimit, type RateLimit } from '../../runtime/server/rate-limit'
import { checkEnquiry } from './enquiry-guard'
import { receivedAnswer, type EnquiryOutbox } from './enquiry-outbox'
import { NO_STORE, publicPage, type PageCacheSettings } from '../../runtime/server/cache-policy'
import type { Logger } from '../../runtime/server/logger'
import { publicUrl } from './pages'
import { configuredOriginFor, onConfiguredOrigin } from './site-origin'
import type { SiteHosts } from '../hosts'
import type { SiteOrigins } from '../urls'

/** Every call's body is a few hundred bytes, an enquiry a few kilobytes: anything larger is refused unread. */
const MAX_BODY_BYTES = 64 * 1024

export interface ApiRoutesOptions {
  /** Proxy target; when null the embedded content API answers. */
  apiBaseUrl: string | null
  /** The embedded content API (`null`: it failed to load, so calls answer 503). */
  contentApi: Hono | null
  timeoutMs: number
  trustProxy: boolean
  /** SITE_HOSTS and the configured origins: the host the CMS is told of is the request's site's. */
  siteHosts: SiteHosts
  siteOrigins: SiteOrigins
  /** ENQUIRY_RATE_LIMIT: enquiries one client may send per window. */
  enquiryRate: { limit: number; windowMs: number }
  /** Where it is counted (the workers' shared store, rate-limit-store.ts); default: this worker's memory. */
  enquiryRateLimit?: RateLimit
  cacheSettings: PageCacheSettings
  logger: Logger
  fetch?: typeof fetch
  /** With API_BASE_URL: enquiries go to this outbox and are answered as received (issue 14). */
  enquiryOutbox?: EnquiryOutbox
}

/**
 * The browser's `/api/internal/*`: the embedded content API, or a proxy to API_BASE_URL. Either way
 * the answers are the backend's envelopes; what this server adds (413, 502, 503, 504, 404) uses the
 * same `{ code, message }` shape.
 */
export function mountApi(app: Hono, options: ApiRoutesOptions): void {
  const all = `${API_PREFIX}/*`
  app.all(all, apiCacheControl(options.cacheSettings))
  app.all(
    all,
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ code: '413', message: `Request body larger than ${MAX_BODY_BYTES} bytes` }, 413),
    }),
  )
  const backend = backendApp(options)
  const rate = options.enquiryRateLimit ?? memoryRateLimit(options.enquiryRate.limit, options.enquiryRate.windowMs)
  app.post(`${API_PREFIX}/form`, async (c) => {
    const wait = rate.retryAfter(clientAddress(c, options.trustProxy) ?? 'unknown')
    if (wait !== null) {
      return c.json({ code: '429', message: `Too many enquiries; try again in ${wait} s` }, 429, {
        'retry-after': String(wait),
      })
    }
    const check = checkEnquiry(c.req.header('content-type'), await c.req.text())
    if (!check.ok) return c.json({ code: String(check.status), message: check.message }, check.status)
    const host = publicUrl(c.req.raw, options.trustProxy).host
    const siteOrigin = configuredOriginFor(host, options.siteHosts, options.siteOrigins)
    const pageUrl = check.body.trafficAccessReq?.pageUrl
    if (siteOrigin && typeof pageUrl === 'string') {
      check.body.trafficAccessReq = { ...check.body.trafficAccessReq, pageUrl: onConfiguredOrigin(pageUrl, siteOrigin) }
    }
    if (options.enquiryOutbox) {
      const headers = forwardedRequestHeaders(c.req.raw.headers, siteOrigin, forwardedFor(c, options.trustProxy))
      headers.delete('content-type')
      try {
        return c.json(receivedAnswer(options.enquiryOutbox.accept(check.body, Object.fromEntries(headers))))
      } catch (error) {
        options.logger.error(`[outbox] cannot store an enquiry: ${String(error)}`)
        return c.json({ code: '503', message: 'The enquiry could not be stored' }, 503)
      }
    }
    // Only the checked enquiry, with known properties only, goes on to the store or the CMS.
    const headers = new Headers(c.req.raw.headers)
    headers.delete('content-length')
    return backend.fetch(new Request(c.req.url, { method: 'POST', headers, body: JSON.stringify(check.body) }), c.env)
  })
  app.all(all, (c) => backend.fetch(c.req.raw, c.env))
}

/** `/api/internal/*` itself: the proxy to API_BASE_URL, the embedded content API, or 503; 404 for the rest. */
function backendApp(options: ApiRoutesOptions): Hono {
  const backend = new Hono()
  const all = `${API_PREFIX}/*`
  if (options.apiBaseUrl) {
    const { apiBaseUrl, timeoutMs, trustProxy, siteHosts, siteOrigins, logger } = options
    backend.all(
      all,
      createApiProxy({ apiBaseUrl, timeoutMs, trustProxy, siteHosts, siteOrigins, logger, fetch: options.fetch }),
    )
  } else if (options.contentApi) {
    backend.route(API_PREFIX, options.contentApi)
  } else {
    backend.all(all, (c) => c.json({ code: '503', message: 'The embedded content API is not available' }, 503))
  }
  backend.all('*', (c) => c.json({ code: '404', message: `No such call: ${c.req.method} ${c.req.path}` }, 404))
  return backend
}

/**
 * Form posts and other writes are never stored; a successful read without its own Cache-Control
 * (the embedded API sets none) may be shared like a page.
 */
function apiCacheControl(settings: PageCacheSettings): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const read = c.req.method === 'GET' || c.req.method === 'HEAD'
    if (!read || c.res.status !== 200) c.res.headers.set('Cache-Control', NO_STORE)
    else if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', publicPage(settings))
  }
}
