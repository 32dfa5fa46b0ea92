import type { MiddlewareHandler } from 'hono'
import { isSupplierPath } from '../actions/default-form'
import { NO_STORE } from '../../runtime/server/cache-policy'

const SUPPLIER_PREFIX = '/go1688'

/**
 * Where a request for the supplier area goes when SUPPLIER_SITE_URL is set (SPEC §2 /go1688): the rest of
 * the path after `/go1688` and the query, appended to the configured URL. `null` when the path is not in
 * the area, or when the result would leave the configured origin — the configured site is the only target
 * this can ever produce, whatever the path holds (`//evil.example`, backslashes, `@`).
 */
export function supplierRedirectTarget(siteUrl: string, pathname: string, search: string): string | null {
  if (!isSupplierPath(pathname)) return null
  const base = new URL(siteUrl)
  const basePath = base.pathname.replace(/\/+$/, '')
  const rest = pathname.slice(SUPPLIER_PREFIX.length)
  const target = `${base.origin}${basePath}${rest}${search}`
  let parsed: URL
  try {
    parsed = new URL(target)
  } catch {
    return null
  }
  return parsed.origin === base.origin ? target : null
}

/** Answers requests for `/go1688` and below with a redirect to the supplier site (302: the setting may change). */
export function supplierRedirect(siteUrl: string): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url)
    if (!isSupplierPath(url.pathname)) return next()
    const target = supplierRedirectTarget(siteUrl, url.pathname, url.search)
    if (target === null) return c.text('Not found', 404, { 'cache-control': NO_STORE })
    return c.redirect(target, 302)
  }
}
