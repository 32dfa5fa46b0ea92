/**
 * A rate limit counted where every worker of the machine counts (issue 21): one SQLite file in WAL mode,
 * so a limit holds per client and not per worker. Each client has one window, starting at its first enquiry after the previous one ended;
 * taking one enquiry from it is a single UPSERT in an immediate transaction, run under SQLite's write lock,
 * so two workers cannot both take the last enquiry of a window. Windows that have ended are pruned as enquiries come in.
 */
import type { RateLimit } from './rate-limit'
import { openSharedDatabase } from './shared-sqlite'

export interface SharedRateLimit extends RateLimit {
  /** Where it counts: the SQLite file, or `null` when it fell back to this worker's memory. */
  readonly path: string | null
  close(): void
}

/** How often (in taken enquiries) this worker deletes the windows that have ended. */
const PRUNE_EVERY = 100

/** A per-client budget of `limit` enquiries per `windowMs`, counted in the SQLite file at `path`. */
export function openRateLimitStore(path: string, limit: number, windowMs: number): SharedRateLimit {
  // Every worker writes here on each enquiry; a writer waits for another's one-statement transaction.
  const db = openSharedDatabase(path, {
    busyTimeoutMs: 5000,
    schema: `CREATE TABLE IF NOT EXISTS enquiry_windows (
      client TEXT PRIMARY KEY,
      window_start INTEGER NOT NULL,
      count INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS enquiry_windows_start ON enquiry_windows (window_start)`,
  })

  // An ended window starts again at this enquiry; an open one counts it only while it has room. No row
  // comes back when the window is full. (SET expressions all read the row as it was before the update.)
  const take = db.prepare(
    `INSERT INTO enquiry_windows (client, window_start, count) VALUES (@client, @now, 1)
     ON CONFLICT (client) DO UPDATE SET
       window_start = CASE WHEN window_start <= @now - @windowMs THEN @now ELSE window_start END,
       count = CASE WHEN window_start <= @now - @windowMs THEN 1 ELSE count + 1 END
     WHERE window_start <= @now - @windowMs OR count < @limit
     RETURNING count`,
  )
  const windowOf = db.prepare('SELECT window_start FROM enquiry_windows WHERE client = ?')
  const prune = db.prepare('DELETE FROM enquiry_windows WHERE window_start <= ?')
  // The window a refusal's Retry-After is computed from is the one the UPSERT found full.
  const retryAfter = db.transaction((client: string, now: number): number | null => {
    if (take.get({ client, now, windowMs, limit }) !== undefined) return null
    const row = windowOf.get(client) as { window_start: number } | undefined
    return Math.max(1, Math.ceil(((row?.window_start ?? now) + windowMs - now) / 1000))
  })
  let taken = 0

  return {
    path,
    retryAfter(client, now = Date.now()) {
      // IMMEDIATE: the write lock is taken first, so the transaction never has to upgrade a read lock.
      const wait = retryAfter.immediate(client, now)
      if (wait === null && ++taken % PRUNE_EVERY === 0) prune.run(now - windowMs)
      return wait
    },
    close() {
      db.close()
    },
  }
}
