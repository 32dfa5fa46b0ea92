import { serveStatic } from '@hono/node-server/serve-static'
import type { Hono, MiddlewareHandler } from 'hono'
import { DEMO_ASSET, IMMUTABLE_ASSET, NO_STORE } from '../../runtime/server/cache-policy'
import { FAVICON_SVG } from './favicon'

/** `content/assets` at `/demo-assets/*` (content URLs are `/demo-assets/<file>`). */
export function serveDemoAssets(app: Hono, dir: string): void {
  app.use('/demo-assets/*', staticCacheControl(DEMO_ASSET))
  app.use('/demo-assets/*', serveStatic({ root: dir, rewriteRequestPath: (path) => path.slice('/demo-assets'.length) }))
  app.all('/demo-assets/*', (c) => c.text('Not found', 404))
}

/** The production build's hashed files (`dist/client/assets`) at `/assets/*`, cached for good. */
export function serveBuildAssets(app: Hono, clientDir: string): void {
  app.use('/assets/*', staticCacheControl(IMMUTABLE_ASSET))
  app.use('/assets/*', serveStatic({ root: clientDir }))
  app.all('/assets/*', (c) => c.text('Not found', 404))
}

/**
 * The static pages the AI landing page shows in its same-origin frame (SPEC §2 AI landing page: "the same
 * path with an .html suffix"), and their scripts: `/ai/<name>.html` and `/ai/<name>.js` from `dir`. Only
 * flat lower-case names match, so nothing else in the folder (or outside it) is reachable; every other
 * `/ai/...` path is a page rendered by Vike.
 */
export function serveAiFramePages(app: Hono, dir: string): void {
  const isFramePage = (path: string): boolean => /^\/ai\/[a-z0-9-]+\.(html|js|css)$/.test(path)
  const cacheControl = staticCacheControl(DEMO_ASSET)
  const files = serveStatic({ root: dir, rewriteRequestPath: (path) => path.slice('/ai'.length) })
  app.use('/ai/*', async (c, next) => (isFramePage(c.req.path) ? cacheControl(c, next) : next()))
  app.use('/ai/*', async (c, next) => (isFramePage(c.req.path) ? files(c, next) : next()))
  app.on(['GET', 'HEAD'], '/ai/*', async (c, next) => (isFramePage(c.req.path) ? c.text('Not found', 404) : next()))
}

/** The site icon at `/favicon.svg` (linked by pages/+config.ts) and `/favicon.ico` (asked for by habit). */
export function serveFavicon(app: Hono): void {
  for (const path of ['/favicon.svg', '/favicon.ico']) {
    app.get(path, (c) => c.body(FAVICON_SVG, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': DEMO_ASSET }))
  }
}

/** Found files get `value`; a miss (answered by the 404 route after it) is not stored. */
function staticCacheControl(value: string): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const found = c.res.status === 200 || c.res.status === 206 || c.res.status === 304
    c.res.headers.set('Cache-Control', found ? value : NO_STORE)
  }
}
