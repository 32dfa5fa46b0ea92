import type { Context } from 'hono'
import { API_PREFIX, backendUrl } from './api-url'
import type { Logger } from './logger'

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

/** Response headers that no longer hold once fetch has decoded the body. */
const DECODED_BODY_HEADERS = ['content-encoding', 'content-length']

export interface ApiProxyOptions {
  apiBaseUrl: string
  timeoutMs: number
  logger: Logger
  fetch?: typeof fetch
}

/**
 * Forwards the browser's `/api/internal/*` to API_BASE_URL: method, path, query, body and content type
 * travel unchanged; hop-by-hop headers stay behind. A backend that cannot be reached answers 502, one
 * that is too slow 504, both as the backend's own envelope `{ code, message }` so the browser's client
 * reports them like any other failed call.
 */
export function createApiProxy(options: ApiProxyOptions) {
  const fetchImpl = options.fetch ?? fetch
  return async (c: Context): Promise<Response> => {
    const incoming = new URL(c.req.url)
    const relativePath = incoming.pathname.slice(API_PREFIX.length) || '/'
    const target = backendUrl(options.apiBaseUrl, relativePath) + incoming.search
    const method = c.req.method
    const hasBody = method !== 'GET' && method !== 'HEAD'
    const timeout = AbortSignal.timeout(options.timeoutMs)
    try {
      const upstream = await fetchImpl(target, {
        method,
        headers: forwardedRequestHeaders(c.req.raw.headers, incoming),
        body: hasBody ? await c.req.arrayBuffer() : undefined,
        signal: AbortSignal.any([timeout, c.req.raw.signal]),
        redirect: 'manual',
      })
      return new Response(upstream.body, {
        status: upstream.status,
        statusText: upstream.statusText,
        headers: withoutHeaders(upstream.headers, [...HOP_BY_HOP, ...DECODED_BODY_HEADERS]),
      })
    } catch (error) {
      const timedOut = timeout.aborted
      options.logger.error(`[api proxy] ${method} ${target} ${timedOut ? 'timed out' : 'failed'}: ${describe(error)}`)
      return c.json(
        timedOut
          ? { code: '504', message: `The content service did not answer within ${options.timeoutMs} ms` }
          : { code: '502', message: 'The content service is unreachable' },
        timedOut ? 504 : 502,
        { 'cache-control': 'no-store' },
      )
    }
  }
}

function forwardedRequestHeaders(incoming: Headers, url: URL): Headers {
  const headers = withoutHeaders(incoming, HOP_BY_HOP)
  // fetch negotiates (and decodes) its own compression with the backend.
  headers.delete('accept-encoding')
  headers.set('x-forwarded-host', url.host)
  headers.set('x-forwarded-proto', url.protocol.replace(':', ''))
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

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : ''
  return `${error.message}${cause}`
}
