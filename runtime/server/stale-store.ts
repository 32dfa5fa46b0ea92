/**
 * The last good copies of public pages that every worker of a machine shares and that outlive the
 * process (issue 21, docs/architecture.md "Render cache" → "Stale on error"): one SQLite file in WAL mode, like the
 * enquiry outbox. A page is written once per render that the render cache keeps (only its timestamps
 * when the body is the one already stored), and read only when a render failed because the backend did
 * and the worker has no copy in memory. Bounded in bytes, the least recently used copy (written or
 * served) evicted first; a copy older than STALE_IF_ERROR_S is never served and is pruned.
 */
import { resolve } from 'node:path'
import { gunzipSync } from 'node:zlib'
import type Database from 'better-sqlite3'
import type { Logger } from './logger'
import type { PageBodies } from './page-bodies'
import type { CachedPage } from './render-cache'
import { openSharedDatabase } from './shared-sqlite'

export interface StaleStore {
  readonly path: string
  /** Keeps `page` as the last good copy of `key`, rendered at `page.storedAt`. */
  keep(key: string, page: CachedPage): void
  /** The last good copy of `key` if it is younger than the store's maximum age; marks it as just used. */
  find(key: string): CachedPage | undefined
  /**
   * Deletes the copy of every key that `matches` (issue 23, revalidation: a page with all its query
   * variants) and answers how many; 0 when the store cannot be written (logged).
   */
  drop(matches: (key: string) => boolean): number
  /** Copies and their bytes (compressed bodies), for tests and operators. */
  size(): { copies: number; bytes: number }
  close(): void
}

export interface StaleStoreOptions {
  /** STALE_DB_PATH, relative to the working directory (the project folder under `npm start`). */
  path: string
  /** STALE_STORE_MAX_MB in bytes: bound on the compressed bodies kept. */
  maxBytes: number
  /** STALE_IF_ERROR_S in ms: a copy older than this is of no use. */
  maxAgeMs: number
  logger: Logger
  now?: () => number
}

interface Row {
  etag: string
  headers: string
  gzip: Buffer
  br: Buffer
  rendered_at: number
  used_at: number
}

/** How often at most a worker deletes the copies past their age (on a write). */
const PRUNE_EVERY_MS = 60_000
/** A copy served again within this long is not marked as used again (a read stays a read). */
const MARK_USED_EVERY_MS = 60_000
/**
 * A write waits this long at most for another worker's; the store is written off the requests' path,
 * but better-sqlite3 waits on the worker's one thread, so a copy is rather skipped than a worker stalled.
 */
const BUSY_TIMEOUT_MS = 1_000

/**
 * Opens the store, or answers `null` when it cannot be opened (a read-only disk, a file that is not a
 * database): the site then keeps its last good copies in each worker's memory only, as the log says once.
 */
export function openStaleStore(options: StaleStoreOptions): StaleStore | null {
  try {
    return createStaleStore(options)
  } catch (error) {
    options.logger.error(
      `[stale-store] cannot open ${resolve(options.path)} (STALE_DB_PATH): ${String(error)}; ` +
        'last good copies are kept in each worker’s memory only (not shared, lost on restart). ' +
        'Fix the file’s folder permissions, or move the file away if it is not a database.',
    )
    return null
  }
}

function createStaleStore(options: StaleStoreOptions): StaleStore {
  // The bodies last and the sizes in an index: totals and evictions never read a body's pages.
  // A lost copy after a power cut is harmless; WAL with NORMAL never corrupts the file.
  const db = openSharedDatabase(options.path, {
    busyTimeoutMs: BUSY_TIMEOUT_MS,
    synchronousNormal: true,
    schema: `CREATE TABLE IF NOT EXISTS stale_pages (
      key TEXT PRIMARY KEY,
      etag TEXT NOT NULL,
      bytes INTEGER NOT NULL,
      rendered_at INTEGER NOT NULL,
      used_at INTEGER NOT NULL,
      headers TEXT NOT NULL,
      gzip BLOB NOT NULL,
      br BLOB NOT NULL
    );
    CREATE INDEX IF NOT EXISTS stale_pages_used ON stale_pages (used_at, bytes);
    CREATE INDEX IF NOT EXISTS stale_pages_rendered ON stale_pages (rendered_at)`,
  })
  try {
    return storeOn(db, options)
  } catch (error) {
    db.close()
    throw error
  }
}

function storeOn(db: Database.Database, options: StaleStoreOptions): StaleStore {
  const { path, maxBytes, maxAgeMs, logger } = options
  const now = options.now ?? Date.now

  // Same body: only the times change, the blobs are not written again.
  const touch = db.prepare(
    'UPDATE stale_pages SET rendered_at = @renderedAt, used_at = @now, headers = @headers WHERE key = @key AND etag = @etag',
  )
  const upsert = db.prepare(
    `INSERT INTO stale_pages (key, etag, headers, gzip, br, bytes, rendered_at, used_at)
     VALUES (@key, @etag, @headers, @gzip, @br, @bytes, @renderedAt, @now)
     ON CONFLICT (key) DO UPDATE SET etag = excluded.etag, headers = excluded.headers, gzip = excluded.gzip,
       br = excluded.br, bytes = excluded.bytes, rendered_at = excluded.rendered_at, used_at = excluded.used_at`,
  )
  const leastRecentlyUsed = db.prepare('SELECT rowid AS id, bytes FROM stale_pages ORDER BY used_at LIMIT 64')
  const remove = db.prepare('DELETE FROM stale_pages WHERE rowid = ?')
  const prune = db.prepare('DELETE FROM stale_pages WHERE rendered_at <= @before')
  const select = db.prepare(
    'SELECT etag, headers, gzip, br, rendered_at, used_at FROM stale_pages WHERE key = @key AND rendered_at > @after',
  )
  const used = db.prepare('UPDATE stale_pages SET used_at = @now WHERE key = @key')
  // The keys alone: a scan of the primary key's index, no body is read.
  const keys = db.prepare('SELECT key FROM stale_pages').pluck()
  const removeKey = db.prepare('DELETE FROM stale_pages WHERE key = ?')
  const dropMatching = db.transaction((matches: (key: string) => boolean) => {
    let count = 0
    for (const key of keys.all() as string[]) if (matches(key)) count += removeKey.run(key).changes
    return count
  })
  const totals = db.prepare('SELECT COUNT(*) AS copies, COALESCE(SUM(bytes), 0) AS bytes FROM stale_pages')

  /** Deletes the least recently used copies until the bodies fit the bound (a copy larger than it, too). */
  const evict = () => {
    let excess = (totals.get() as { bytes: number }).bytes - maxBytes
    while (excess > 0) {
      const oldest = leastRecentlyUsed.all() as Array<{ id: number; bytes: number }>
      if (oldest.length === 0) return
      for (const { id, bytes } of oldest) {
        if (excess <= 0) return
        remove.run(id)
        excess -= bytes
      }
    }
  }

  const write = db.transaction((key: string, page: CachedPage, at: number) => {
    const headers = JSON.stringify(page.headers)
    const { etag, gzip, br } = page.bodies
    if (touch.run({ key, etag, headers, renderedAt: page.storedAt, now: at }).changes > 0) return
    upsert.run({ key, etag, headers, gzip, br, bytes: gzip.length + br.length, renderedAt: page.storedAt, now: at })
    evict()
  })

  let prunedAt = -Infinity
  const failing = new Set<string>()
  /** Runs a store operation; a failure is logged once until the operation succeeds again, never thrown. */
  const guarded = <T>(operation: string, run: () => T): T | undefined => {
    try {
      const result = run()
      failing.delete(operation)
      return result
    } catch (error) {
      if (!failing.has(operation)) logger.error(`[stale-store] ${operation} failed on ${path}: ${String(error)}`)
      failing.add(operation)
      return undefined
    }
  }

  prune.run({ before: now() - maxAgeMs })
  return {
    path,
    keep(key, page) {
      if (page.status !== 200) return
      guarded('writing a copy', () => {
        const at = now()
        write(key, page, at)
        if (at - prunedAt >= PRUNE_EVERY_MS) {
          prunedAt = at
          prune.run({ before: at - maxAgeMs })
        }
      })
    },
    find(key) {
      return guarded('reading a copy', () => {
        const row = select.get({ key, after: now() - maxAgeMs }) as Row | undefined
        if (!row) return undefined
        const at = now()
        if (at - row.used_at >= MARK_USED_EVERY_MS) used.run({ key, now: at })
        return fromRow(row)
      })
    },
    drop(matches) {
      return guarded('dropping copies', () => dropMatching(matches)) ?? 0
    },
    size() {
      return totals.get() as { copies: number; bytes: number }
    },
    close() {
      db.close()
    },
  }
}

/**
 * A stored copy as the render cache's entry. The plain body is unzipped from the gzip one only when a
 * client accepts neither encoding (rare), so a stale answer costs no compression work.
 */
function fromRow(row: Row): CachedPage {
  let identity: Buffer | undefined
  const bodies: PageBodies = {
    get identity() {
      identity ??= gunzipSync(row.gzip)
      return identity
    },
    gzip: row.gzip,
    br: row.br,
    etag: row.etag,
    // What the copy holds in memory until a plain body is asked for.
    bytes: row.gzip.length + row.br.length,
  }
  return { status: 200, headers: JSON.parse(row.headers) as [string, string][], bodies, storedAt: row.rendered_at }
}
