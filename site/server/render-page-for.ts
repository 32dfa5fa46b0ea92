import type { Hono } from 'hono'
import type { RenderedPage } from '../../runtime/server/renderer'

/**
 * Renders the page of `url` as a request for it would (its host picks the site), with `pageContext` added to
 * the page context; never cached. `RENDER_FAILED` when nothing could be rendered.
 */
export type RenderPageFor = (url: URL, headers: Headers, pageContext: Record<string, unknown>) => Promise<RenderedPage>

/** Routes mounted before the pages, given how to render a page outside the render cache. */
export type AppRoutes = (app: Hono, renderPage: RenderPageFor) => void
