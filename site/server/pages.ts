import type { Context } from 'hono'
import { pageCacheUrl, type RouteQueryParams } from '../../runtime/server/cache-key'
import { NO_STORE, pageCacheControl, type PageCacheSettings } from '../../runtime/server/cache-policy'
import { previewCookieFor } from './preview-token'
import { backendAnswers } from '../../runtime/server/request-id'
import type { Logger } from '../../runtime/server/logger'
import { speaksChunked } from '../../runtime/server/client-address'
import {
  chooseEncoding,
  chooseStreamEncoding,
  matchesEntityTag,
  type BodyEncoding,
} from '../../runtime/server/page-bodies'
import type { RequestPageContext } from './page-context-init'
import { NOT_FOUND_PATH, type NotFoundPages } from '../../runtime/server/not-found-pages'
import type { CacheOutcome, CachedPage, FirstAnswer, RenderCache } from '../../runtime/server/render-cache'
import { RenderQueueFull, type RenderLimiter } from '../../runtime/server/render-limiter'
import { wholePage, type PageInParts, type PageRenderer, type RenderedPage } from '../../runtime/server/renderer'
import { isPreviewPath, routedPathname, urlProblem } from '../../runtime/server/request-url'

export interface PageHandlerDeps {
  render: PageRenderer
  /** The request-level page context for a host (site, shell, i18n, api). */
  requestContext: (host: string) => Promise<RequestPageContext>
  cache: RenderCache
  /** The not-found page of each site, kept apart from the pages (docs/architecture.md "Render cache"). */
  notFound: NotFoundPages
  limiter: RenderLimiter
  /** The query parameters each route reads: the only ones a cached page is rendered and kept for. */
  routeQueryParams: readonly RouteQueryParams[]
  cacheSettings: PageCacheSettings
  trustProxy: boolean
  /** PUBLIC_PROTOCOL is https: the preview cookie is `Secure` even when the proxy speaks http to us. */
  publicHttps: boolean
  /** PREVIEW_TOKEN: a preview URL carrying it sets the preview cookie. */
  previewToken: string | null
  /**
   * The Content-Security-Policy of a preview answer when a CMS may frame previews
   * (PREVIEW_ALLOWED_ORIGINS in its frame-ancestors); `null`: previews get the site's own policy.
   */
  previewContentSecurityPolicy: string | null
  logger: Logger
}

/** How a page answer was made, for people and tests reading the headers (docs/architecture.md "Render cache"). */
export const RENDER_CACHE_HEADER = 'X-Render-Cache'

/**
 * `X-Render-Cache` of an answer made from a kept page (issue 21): none for a page rendered now when the
 * cache is off (`RENDER_CACHE_TTL_MS=0`), which keeps it only as a last good copy, not for the next request.
 */
export function renderCacheHeader(kind: CacheOutcome['kind'], cacheEnabled: boolean): CacheOutcome['kind'] | undefined {
  return kind === 'miss' && !cacheEnabled ? undefined : kind
}

/** Seconds a busy worker asks a client to wait before it tries again. */
const BUSY_RETRY_AFTER_S = 2

export const RENDER_FAILED: RenderedPage = {
  status: 500,
  pageStatus: 500,
  preview: false,
  headers: [['content-type', 'text/plain;charset=utf-8']],
  body: 'Internal server error',
}

export { NOT_FOUND_PATH }

/**
 * Every route that is not the API or a static file: Vike renders it. Public GETs go through the render
 * cache (key: protocol, host, path and the query parameters the route reads); previews and non-200
 * answers never do. Every render waits for a slot of the render limiter. A page answers GET and HEAD
 * only: any other method is 405 without a render (rendered afresh for every POST, a page was a way round
 * the render cache to the backend, and no page of the site takes a body); a path that is no page stays
 * the not-found page, whatever the method.
 *
 * A request is a preview when its routed path looks like one (before rendering: it bypasses the render
 * cache) or when Vike routed it to a preview page (after rendering: the render cache does not keep it).
 * Only when both say it is not may the answer be cached or marked public.
 */
export function createPageHandler(deps: PageHandlerDeps) {
  const renderFailed = (url: URL, error: unknown) =>
    deps.logger.error(
      `[page] ${url.pathname}: rendering failed: ${error instanceof Error ? error.stack : String(error)}`,
    )
  const renderFresh = async (url: URL, headers: Headers): Promise<RenderedPage | PageInParts> => {
    try {
      const context = await deps.requestContext(url.host)
      const page = await deps.render({ urlOriginal: url.href, headersOriginal: headers, ...context })
      if (!page) deps.logger.error(`[page] ${url.pathname}: Vike rendered nothing (not even the error page)`)
      if (!page) return RENDER_FAILED
      if (!('rest' in page)) return page
      // The body renders after the head has left: a failure then can only cut the answer short, and is logged.
      return {
        ...page,
        rest: () =>
          page.rest().catch((error: unknown) => {
            renderFailed(url, error)
            throw error
          }),
      }
    } catch (error) {
      renderFailed(url, error)
      return RENDER_FAILED
    }
  }
  const renderLimited = (url: URL, headers: Headers) => deps.limiter.run(() => renderFresh(url, headers))
  const renderWhole = async (url: URL, headers: Headers): Promise<RenderedPage> => {
    try {
      return await wholePage(await renderLimited(url, headers))
    } catch (error) {
      if (error instanceof RenderQueueFull) throw error
      return RENDER_FAILED
    }
  }

  return async (c: Context): Promise<Response> => {
    const startedAt = performance.now()
    const response = await answer(c)
    response.headers.set('Server-Timing', serverTiming(startedAt))
    return response
  }

  async function answer(c: Context): Promise<Response> {
    const url = publicUrl(c.req.raw, deps.trustProxy)
    const method = c.req.method
    const headers = c.req.raw.headers
    try {
      const problem = urlProblem(url)
      if (problem) {
        deps.logger.info(`[page] ${method} ${url.pathname.slice(0, 200)}: not a page URL (${problem}), answering 404`)
        return await notFoundPage(c, url)
      }
      const routed = routedPathname(url.pathname)
      if (await deps.notFound.isUnknownPath(routed)) return await notFoundPage(c, url)
      if (method !== 'GET' && method !== 'HEAD') return methodNotAllowed(method)
      if (isPreviewPath(routed)) {
        const page = await renderWhole(url, headers)
        return respond(page, { method, preview: true, url })
      }
      const pageUrl = pageCacheUrl(url, deps.routeQueryParams)
      // A page rendered for this request is answered in its encoding before the others are made.
      const acceptEncoding = c.req.header('accept-encoding')
      const outcome = await deps.cache.get(
        pageUrl.href,
        () => renderLimited(pageUrl, headers),
        chooseEncoding(acceptEncoding),
        chooseStreamEncoding(acceptEncoding),
      )
      if (outcome.kind === 'uncached') return respond(outcome.page, { method, preview: outcome.page.preview, url })
      if (outcome.kind === 'rendered') return respondFirst(outcome.answer, c)
      return respondCached(outcome, c)
    } catch (error) {
      if (error instanceof RenderQueueFull) return busy()
      throw error
    }
  }

  /** The site's not-found page (issue 21), kept in memory; the same for every method. */
  async function notFoundPage(c: Context, url: URL): Promise<Response> {
    const method = c.req.method
    const headers = c.req.raw.headers
    const acceptEncoding = c.req.header('accept-encoding')
    const outcome = await deps.notFound.get(
      url,
      (pageUrl) => renderLimited(pageUrl, headers),
      chooseEncoding(acceptEncoding),
      chooseStreamEncoding(acceptEncoding),
    )
    if (outcome.kind === 'uncached') return respond(outcome.page, { method, preview: false, url: null })
    if (outcome.kind === 'rendered') return respondFirst(outcome.answer, c)
    return respondCached(outcome, c)
  }

  function respond(page: RenderedPage, request: { method: string; preview: boolean; url: URL | null }): Response {
    const { method, preview, url } = request
    const headers = new Headers()
    for (const [name, value] of page.headers) {
      const lowerName = name.toLowerCase()
      if (lowerName === 'location' && url) headers.append(name, sameOriginPath(value, url))
      else if (lowerName !== 'cache-control') headers.append(name, value)
    }
    headers.set('Cache-Control', pageCacheControl({ method, preview }, page.pageStatus, deps.cacheSettings))
    if (preview) headers.set('X-Robots-Tag', 'noindex, nofollow')
    if (preview && deps.previewContentSecurityPolicy)
      headers.set('Content-Security-Policy', deps.previewContentSecurityPolicy)
    const previewCookie =
      preview && url && page.pageStatus === 200
        ? previewCookieFor(deps.previewToken ?? undefined, url, deps.publicHttps)
        : undefined
    if (previewCookie) headers.append('Set-Cookie', previewCookie)
    return new Response(method === 'HEAD' ? null : page.body, { status: page.status, headers })
  }

  /** A kept page: 304 when the client has it, else its body in the best encoding the client accepts. */
  function respondCached(outcome: Extract<CacheOutcome, { entry: CachedPage }>, c: Context): Response {
    const { entry, kind } = outcome
    const encoding = chooseEncoding(c.req.header('accept-encoding'))
    const headers = cachedHeaders(
      { status: entry.status, headers: entry.headers, etag: entry.bodies.etag, storedAt: entry.storedAt },
      renderCacheHeader(kind, deps.cache.enabled),
    )
    return keptAnswer(headers, entry.status, entry.bodies.etag, encoding, entry.bodies[encoding], c)
  }

  /** A page this request rendered, kept from now on: answered like a kept page, as a `miss`. */
  function respondFirst(answer: FirstAnswer, c: Context): Response {
    const headers = cachedHeaders(
      { status: answer.status, headers: answer.headers, etag: answer.etag, storedAt: answer.storedAt },
      renderCacheHeader('miss', deps.cache.enabled),
    )
    return keptAnswer(headers, answer.status, answer.etag, answer.encoding, answer.body, c)
  }

  /**
   * A kept page's answer. A first answer streamed as it renders (issue 26) has neither length nor entity
   * tag yet: it is sent in chunks, and a conditional request gets the whole page.
   */
  function keptAnswer(
    headers: Headers,
    status: number,
    etag: string | undefined,
    encoding: BodyEncoding,
    body: Buffer | ReadableStream<Uint8Array>,
    c: Context,
  ): Response {
    if (etag && status === 200 && matchesEntityTag(c.req.header('if-none-match'), etag)) {
      return new Response(null, { status: 304, headers })
    }
    if (encoding !== 'identity') headers.set('Content-Encoding', encoding)
    if (Buffer.isBuffer(body)) headers.set('Content-Length', String(body.length))
    // Said outright, so the Node adapter writes each chunk as it comes instead of waiting to measure the body.
    else if (speaksChunked(c)) headers.set('Transfer-Encoding', 'chunked')
    if (c.req.method === 'HEAD') {
      if (!Buffer.isBuffer(body)) void body.cancel()
      return new Response(null, { status, headers })
    }
    return new Response(body as Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>, { status, headers })
  }

  function cachedHeaders(
    entry: { status: number; headers: [string, string][]; etag: string | undefined; storedAt: number },
    kind: CacheOutcome['kind'] | undefined,
  ): Headers {
    const headers = new Headers()
    for (const [name, value] of entry.headers) {
      const lowerName = name.toLowerCase()
      if (lowerName !== 'cache-control' && lowerName !== 'content-length' && lowerName !== 'etag') {
        headers.append(name, value)
      }
    }
    // A kept not-found page keeps the short shared lifetime of a 404 (NOT_FOUND_PAGE).
    headers.set('Cache-Control', pageCacheControl({ method: 'GET', preview: false }, entry.status, deps.cacheSettings))
    if (entry.etag) headers.set('ETag', entry.etag)
    headers.set('Vary', 'Accept-Encoding')
    if (kind) headers.set(RENDER_CACHE_HEADER, kind)
    if (kind === 'stale' || kind === 'stale-if-error') {
      headers.set('Age', String(Math.max(0, Math.floor((Date.now() - entry.storedAt) / 1000))))
    }
    return headers
  }

  function busy(): Response {
    return new Response('Service busy, please retry', {
      status: 503,
      headers: {
        'Content-Type': 'text/plain;charset=utf-8',
        'Cache-Control': NO_STORE,
        'Retry-After': String(BUSY_RETRY_AFTER_S),
      },
    })
  }
}

/**
 * `Server-Timing` of a page answer (issue 13, first byte): `backend`, from the start of the page's
 * handling to the last answer of a backend call made for it (`desc`: how many answered), and `app`, the
 * server's own work after that (from the start when it made none: a cached page, or shared calls from the
 * API cache): rendering, compressing, answering. Durations only, in milliseconds.
 */
export function serverTiming(startedAt: number, now = performance.now()): string {
  const { count, lastAt } = backendAnswers()
  const ms = (value: number) => Math.max(0, value).toFixed(1)
  if (count === 0 || lastAt === undefined || lastAt < startedAt) return `app;dur=${ms(now - startedAt)}`
  const calls = count === 1 ? '1 call' : `${count} calls`
  return `backend;dur=${ms(lastAt - startedAt)};desc="${calls}", app;dur=${ms(now - lastAt)}`
}

/**
 * Vike's redirects (URL normalization: `/product/` → `/product`) are built on the request's URL, host
 * included; a redirect within the site keeps only the path, so no Host header ends up in a Location.
 */
function sameOriginPath(location: string, requestUrl: URL): string {
  let target: URL
  try {
    target = new URL(location, requestUrl)
  } catch {
    return location
  }
  if (target.origin !== requestUrl.origin) return location
  // A path starting with `//` would be read as another host.
  return `/${target.pathname.replace(/^\/+/, '')}${target.search}${target.hash}`
}

/** The URL the visitor asked for; behind a trusted proxy, with its forwarded host and protocol. */
export function publicUrl(request: Request, trustProxy: boolean): URL {
  const url = new URL(request.url)
  if (trustProxy) {
    const forwardedHost = firstValue(request.headers.get('x-forwarded-host'))
    const forwardedProto = firstValue(request.headers.get('x-forwarded-proto'))
    if (forwardedHost) {
      url.port = ''
      url.host = forwardedHost
    }
    if (forwardedProto === 'http' || forwardedProto === 'https') url.protocol = `${forwardedProto}:`
  }
  return url
}

function firstValue(header: string | null): string | undefined {
  return header?.split(',')[0]?.trim() || undefined
}

/** Pages take GET and HEAD; OPTIONS says so, anything else is refused before any work. */
function methodNotAllowed(method: string): Response {
  const headers = { Allow: PAGE_METHODS, 'Cache-Control': NO_STORE }
  if (method === 'OPTIONS') return new Response(null, { status: 204, headers })
  return new Response(`${method} is not allowed here: pages answer ${PAGE_METHODS}.\n`, {
    status: 405,
    headers: { ...headers, 'Content-Type': 'text/plain;charset=utf-8' },
  })
}

const PAGE_METHODS = 'GET, HEAD, OPTIONS'
