import type { Context } from 'hono'
import { isPreviewPath, pageCacheControl, type PageCacheSettings } from './cache-policy'
import { previewCookieFor } from './preview-token'
import type { Logger } from './logger'
import type { RequestPageContext } from './page-context-init'
import type { RenderCache } from './render-cache'
import type { PageRenderer, RenderedPage } from './renderer'

export interface PageHandlerDeps {
  render: PageRenderer
  /** The request-level page context for a host (site, shell, i18n, api). */
  requestContext: (host: string) => Promise<RequestPageContext>
  cache: RenderCache<RenderedPage>
  cacheSettings: PageCacheSettings
  trustProxy: boolean
  logger: Logger
}

const RENDER_FAILED: RenderedPage = {
  status: 500,
  pageStatus: 500,
  headers: [['content-type', 'text/plain;charset=utf-8']],
  body: 'Internal server error',
}

/**
 * Every route that is not the API or a static file: Vike renders it. Public GETs go through the render
 * cache (key: protocol, host and URL); previews, other methods and non-200 answers never do.
 */
export function createPageHandler(deps: PageHandlerDeps) {
  const renderFresh = async (url: URL, headers: Headers): Promise<RenderedPage> => {
    try {
      const context = await deps.requestContext(url.host)
      const page = await deps.render({ urlOriginal: url.href, headersOriginal: headers, ...context })
      if (!page) deps.logger.error(`[page] ${url.pathname}: Vike rendered nothing (not even the error page)`)
      return page ?? RENDER_FAILED
    } catch (error) {
      deps.logger.error(`[page] ${url.pathname}: rendering failed: ${error instanceof Error ? error.stack : String(error)}`)
      return RENDER_FAILED
    }
  }

  return async (c: Context): Promise<Response> => {
    const url = publicUrl(c.req.raw, deps.trustProxy)
    const method = c.req.method
    const preview = isPreviewPath(url.pathname)
    const cacheable = (method === 'GET' || method === 'HEAD') && !preview
    const page = cacheable
      ? await deps.cache.getOrRender(url.href, () => renderFresh(url, c.req.raw.headers))
      : await renderFresh(url, c.req.raw.headers)

    const headers = new Headers()
    for (const [name, value] of page.headers) {
      if (name.toLowerCase() !== 'cache-control') headers.append(name, value)
    }
    headers.set('Cache-Control', pageCacheControl({ method, pathname: url.pathname }, page.pageStatus, deps.cacheSettings))
    if (preview) headers.set('X-Robots-Tag', 'noindex, nofollow')
    const previewCookie = preview && page.pageStatus === 200 ? previewCookieFor(process.env.PREVIEW_TOKEN, url) : undefined
    if (previewCookie) headers.append('Set-Cookie', previewCookie)
    return new Response(method === 'HEAD' ? null : page.body, { status: page.status, headers })
  }
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
