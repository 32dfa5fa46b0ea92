import cluster from 'node:cluster'
import { randomUUID } from 'node:crypto'
import type { PageOfHost } from '../../runtime/server/cache-key'
import type { Logger } from '../../runtime/server/logger'
import type { OtherWorkers, WorkersReport } from './revalidate'

/**
 * A revalidation reaches every worker of `npm start` (issue 23): the worker that received the call asks
 * the primary (scripts/start.mjs) over the cluster's IPC channel to pass the pages on to every other
 * worker; each drops them and acknowledges; the primary answers the asking worker with the count, after
 * every acknowledgement or its own timeout. The messages, shared with scripts/start.mjs:
 *
 * - worker → primary `{ type: RELAY, id, pages, timeoutMs }`;
 * - primary → each other worker `{ type: DROP, id, pages }`, answered `{ type: DROPPED, id, entries }`;
 * - primary → the asking worker `{ type: RELAYED, id, workers, confirmed, entries }` (others only).
 */
export const RELAY = 'site:revalidate:relay'
export const DROP = 'site:revalidate:drop'
export const DROPPED = 'site:revalidate:dropped'
export const RELAYED = 'site:revalidate:relayed'

/** Past the primary's own timeout, how long the worker still waits for its answer. */
const PRIMARY_MARGIN_MS = 1_000

interface Message {
  type?: unknown
  id?: unknown
  pages?: unknown
  workers?: unknown
  confirmed?: unknown
  entries?: unknown
}

/**
 * This process's other workers, when it is a worker of a cluster; `null` otherwise (a single
 * `node dist/server/server.mjs`, the development server): a revalidation is then this process's alone.
 * `dropHere` carries out a drop the primary passes on, and answers the entries it dropped.
 */
export function clusterWorkers(dropHere: (pages: PageOfHost[]) => number, logger: Logger): OtherWorkers | null {
  const send = process.send?.bind(process)
  if (!cluster.isWorker || !send) return null
  const waiting = new Map<string, (report: WorkersReport) => void>()

  process.on('message', (raw: unknown) => {
    const message = (raw ?? {}) as Message
    if (message.type === DROP && typeof message.id === 'string' && isPages(message.pages)) {
      let entries = 0
      try {
        entries = dropHere(message.pages)
      } catch (error) {
        logger.error(`[revalidate] dropping pages passed on by the primary failed: ${String(error)}`)
        return
      }
      send({ type: DROPPED, id: message.id, entries })
    } else if (message.type === RELAYED && typeof message.id === 'string') {
      waiting.get(message.id)?.({
        total: numberOr(message.workers, 0),
        confirmed: numberOr(message.confirmed, 0),
        entries: numberOr(message.entries, 0),
      })
    }
  })

  return {
    drop(pages, timeoutMs) {
      const id = randomUUID()
      return new Promise<WorkersReport>((resolve) => {
        const timer = setTimeout(() => done({ total: null, confirmed: 0, entries: 0 }), timeoutMs + PRIMARY_MARGIN_MS)
        function done(report: WorkersReport) {
          clearTimeout(timer)
          waiting.delete(id)
          resolve(report)
        }
        waiting.set(id, done)
        send({ type: RELAY, id, pages, timeoutMs }, undefined, undefined, (error: Error | null) => {
          if (error) done({ total: null, confirmed: 0, entries: 0 })
        })
      })
    },
  }
}

function isPages(value: unknown): value is PageOfHost[] {
  return (
    Array.isArray(value) &&
    value.every(
      (page) =>
        typeof page === 'object' &&
        page !== null &&
        typeof (page as PageOfHost).hostname === 'string' &&
        typeof (page as PageOfHost).path === 'string',
    )
  )
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback
}
