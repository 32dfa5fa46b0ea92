import type { Hono, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createApiProxy } from './api-proxy'
import { API_PREFIX } from './api-url'
import { NO_STORE, publicPage, type PageCacheSettings } from './cache-policy'
import type { Logger } from './logger'

/** Enquiry forms are a few kilobytes; anything far larger is refused before it is read. */
const MAX_BODY_BYTES = 1024 * 1024

export interface ApiRoutesOptions {
  /** Proxy target; when null the embedded content API answers. */
  apiBaseUrl: string | null
  /** The embedded content API (`null`: it failed to load, so calls answer 503). */
  contentApi: Hono | null
  timeoutMs: number
  trustProxy: boolean
  cacheSettings: PageCacheSettings
  logger: Logger
  fetch?: typeof fetch
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
  if (options.apiBaseUrl) {
    const { apiBaseUrl, timeoutMs, trustProxy, logger } = options
    app.all(all, createApiProxy({ apiBaseUrl, timeoutMs, trustProxy, logger, fetch: options.fetch }))
  } else if (options.contentApi) {
    app.route(API_PREFIX, options.contentApi)
  } else {
    app.all(all, (c) => c.json({ code: '503', message: 'The embedded content API is not available' }, 503))
  }
  app.all(all, (c) => c.json({ code: '404', message: `No such call: ${c.req.method} ${c.req.path}` }, 404))
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
