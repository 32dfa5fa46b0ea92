import type { MiddlewareHandler } from 'hono'
import type { Logger } from './logger'
import { requestIdFor, runWithRequestId } from './request-id'

/** One line a request, written when its answer is ready. */
export interface RequestLogLine {
  time: string
  method: string
  path: string
  status: number
  durationMs: number
  requestId: string
  host: string
}

/**
 * Gives every request its id (`X-Request-Id`: the incoming one when short and safe, else a new UUID),
 * runs the rest of the app within it (so backend calls carry it), answers it in `X-Request-Id`, and logs
 * one JSON line per request. `onAnswered` feeds the counters of `/metrics`.
 */
export function requestLog(logger: Logger, onAnswered?: (line: RequestLogLine) => void): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    const requestId = requestIdFor(c.req.header('x-request-id'))
    await runWithRequestId(requestId, next)
    c.res.headers.set('X-Request-Id', requestId)
    const line: RequestLogLine = {
      time: new Date().toISOString(),
      method: c.req.method,
      // Bounded, so a hostile URL cannot blow up the log.
      path: c.req.path.slice(0, 300),
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      requestId,
      host: new URL(c.req.url).host.slice(0, 100),
    }
    logger.info(JSON.stringify(line))
    onAnswered?.(line)
  }
}
