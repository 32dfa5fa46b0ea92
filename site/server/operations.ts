import { createHash, timingSafeEqual } from 'node:crypto'
import type { Hono } from 'hono'
import { NO_STORE } from '../../runtime/server/cache-policy'
import type { MetricsSources, ServerMetrics } from './metrics'
import type { Readiness } from './readiness'

export interface OperationsOptions {
  readiness: () => Promise<Readiness>
  metrics: ServerMetrics
  metricsSources: MetricsSources
  /** METRICS_TOKEN; `null`: `/metrics` is not served (the not-found page answers). */
  metricsToken: string | null
}

/**
 * The endpoints of whoever runs the site (issue 14 "Operations"), never cached: `/healthz` (the process
 * answers), `/readyz` (it should get traffic) and `/metrics` (behind METRICS_TOKEN).
 */
export function mountOperations(app: Hono, options: OperationsOptions): void {
  app.get('/healthz', (c) => c.json({ status: 'ok', pid: process.pid }, 200, { 'cache-control': NO_STORE }))
  app.get('/readyz', async (c) => {
    const { ready, checks } = await options.readiness()
    return c.json({ status: ready ? 'ready' : 'not ready', checks }, ready ? 200 : 503, { 'cache-control': NO_STORE })
  })
  const token = options.metricsToken
  if (token === null) return
  app.get('/metrics', (c) => {
    if (!bearerMatches(c.req.header('authorization'), token)) {
      return c.text('Unauthorized\n', 401, { 'cache-control': NO_STORE, 'www-authenticate': 'Bearer' })
    }
    return c.text(options.metrics.render(options.metricsSources), 200, {
      'cache-control': NO_STORE,
      'content-type': 'text/plain; version=0.0.4; charset=utf-8',
    })
  })
}

/** Compares digests, so the time taken says nothing about how much of the token was right. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(header?.trim() ?? '')?.[1] ?? ''
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(token))
}
