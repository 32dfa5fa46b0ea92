import type { MiddlewareHandler } from 'hono'

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

/**
 * Around the page handler: its redirects (Vike's URL normalization, `/product/` → `/product`; a route id
 * in another spelling, `/product/01401` → `/product/1401`, pages/shared/canonical-id.ts) lead to the same
 * page under its one URL. The page was rendered for the query parameters its route reads only (the
 * render-cache key), so the visitor's whole query string (tracking tags included) is put back on such a
 * Location, a path on this site. A Location with a query of its own keeps it, and gets only the visitor's
 * parameters it does not name (a preview's twin, pages/shared/preview-guard.ts, is signed anew: the old
 * link's signature would not open it). A Location to another origin is left as it is.
 */
export const keepQueryOnPageRedirects: MiddlewareHandler = async (c, next) => {
  await next()
  const location = c.res.headers.get('location')
  if (!REDIRECT_STATUSES.has(c.res.status) || !location?.startsWith('/') || location.startsWith('//')) return
  const path = location.replace(/[?#].*$/, '')
  const search = new URL(c.req.url).search
  const ownQuery = /\?([^#]*)/.exec(location)?.[1]
  if (!ownQuery) return void c.res.headers.set('location', `${path}${search}`)
  const own = new URLSearchParams(ownQuery)
  const added = [...new URLSearchParams(search)].filter(([name]) => !own.has(name))
  c.res.headers.set('location', `${path}?${ownQuery}${added.length > 0 ? `&${new URLSearchParams(added)}` : ''}`)
}
