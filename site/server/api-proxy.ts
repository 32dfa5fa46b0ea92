import type { Context } from 'hono'
import { isContractCall } from './api-contract'
import { forwardedFor } from '../../runtime/server/client-address'
import { deadline } from '../../runtime/server/deadline'
import { API_PREFIX, backendUrl } from './api-url'
import type { Logger } from '../../runtime/server/logger'
import { publicUrl } from './pages'
import { currentRequestId } from '../../runtime/server/request-id'
import { configuredOriginFor } from './site-origin'
import type { SiteHosts } from '../hosts'
import type { SiteOrigins } from '../urls'
import { describeError } from '../../runtime/describe-error'

/** Headers that describe one connection, not the message (RFC 9110 §7.6.1), plus ones fetch recomputes. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]

/**
 * The only request headers the CMS gets from a visitor. Never `Cookie` (it holds `preview_token`) nor
 * `Authorization`: the CMS is reached on the site's behalf, not the visitor's. `X-Request-Id` is this
 * server's checked id of the request (`request-id.ts`), not the visitor's header as sent.
 */
const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'accept-language', 'user-agent']

/** Response headers that no longer hold once fetch has decoded the body. */
const DECODED_BODY_HEADERS = ['content-encoding', 'content-length']

export interface ApiProxyOptions {
  apiBaseUrl: string
  timeoutMs: number
  /** TRUST_PROXY: the host, protocol and client address a reverse proxy in front forwarded are believed. */
  trustProxy: boolean
  /** SITE_HOSTS and the configured origins: the only hosts the CMS is told of. */
  siteHosts: SiteHosts
  siteOrigins: SiteOrigins
  logger: Logger
  fetch?: typeof fetch
}

/**
 * Forwards the browser's SPEC §7 calls (`isContractCall`) to API_BASE_URL: method, path, query, body and
 * content type travel unchanged, with the few visitor headers the CMS needs and `X-Forwarded-*` set by
 * this server (the host and protocol: the configured origin of the request's site). Anything else is 404 without a round trip. A backend that cannot be reached answers 502,
 * one that is too slow 504, both as the backend's own envelope `{ code, message }` so the browser's
 * client reports them like any other failed call.
 */
export function createApiProxy(options: ApiProxyOptions) {
  const fetchImpl = options.fetch ?? fetch
  return async (c: Context): Promise<Response> => {
    const incoming = publicUrl(c.req.raw, options.trustProxy)
    const relativePath = incoming.pathname.slice(API_PREFIX.length) || '/'
    const method = c.req.method
    if (!isContractCall(method, relativePath)) {
      return c.json({ code: '404', message: `No such call: ${method} ${API_PREFIX}${relativePath}` }, 404, {
        'cache-control': 'no-store',
      })
    }
    const target = backendUrl(options.apiBaseUrl, relativePath) + incoming.search
    const hasBody = method !== 'GET' && method !== 'HEAD'
    const limit = deadline(options.timeoutMs, c.req.raw.signal)
    try {
      const upstream = await fetchImpl(target, {
        method,
        headers: forwardedRequestHeaders(
          c.req.raw.headers,
          configuredOriginFor(incoming.host, options.siteHosts, options.siteOrigins),
          forwardedFor(c, options.trustProxy),
        ),
        body: hasBody ? await c.req.arrayBuffer() : undefined,
        signal: limit.signal,
        redirect: 'manual',
      })
      return new Response(upstream.body, {
        status: upstream.status,
        statusText: upstream.statusText,
        headers: withoutHeaders(upstream.headers, [...HOP_BY_HOP, ...DECODED_BODY_HEADERS]),
      })
    } catch (error) {
      limit.clear()
      const timedOut = limit.timedOut
      options.logger.error(
        `[api proxy] ${method} ${target} ${timedOut ? 'timed out' : 'failed'}: ${describeError(error)}`,
      )
      return c.json(
        timedOut
          ? { code: '504', message: `The content service did not answer within ${options.timeoutMs} ms` }
          : { code: '503', message: 'The content service is unreachable' },
        // The statuses the pages answer for the same failures (docs/architecture.md "Error semantics").
        timedOut ? 504 : 503,
        { 'cache-control': 'no-store' },
      )
    }
  }
}

/**
 * The headers a backend call made for a visitor's request carries (the proxy's, the enquiry outbox's).
 * `X-Forwarded-Host` and `-Proto` are those of `siteOrigin`, the configured origin of the request's site
 * (`configuredOriginFor`), never the request's own Host: a CMS building links or matching sites on them
 * hears only hosts this site is configured for.
 */
export function forwardedRequestHeaders(
  incoming: Headers,
  siteOrigin: URL | null,
  clientChain: string | undefined,
): Headers {
  const headers = new Headers()
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = incoming.get(name)
    if (value !== null) headers.set(name, value)
  }
  const requestId = currentRequestId()
  if (requestId) headers.set('x-request-id', requestId)
  if (siteOrigin) {
    headers.set('x-forwarded-host', siteOrigin.host)
    headers.set('x-forwarded-proto', siteOrigin.protocol.replace(':', ''))
  }
  if (clientChain) headers.set('x-forwarded-for', clientChain)
  return headers
}

function withoutHeaders(source: Headers, names: readonly string[]): Headers {
  const headers = new Headers(source)
  const listedInConnection = (source.get('connection') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
  for (const name of [...names, ...listedInConnection]) headers.delete(name)
  return headers
}
