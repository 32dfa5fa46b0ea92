/**
 * The drift record (issue 24 "Recorded drift", docs/architecture.md "Backend answers that drift"): what the site
 * repaired or rejected in a real backend's answers, in one SQLite file in WAL mode that every worker of
 * `npm start` shares, like the stale store. One row per call, site, pointer pattern (list indices as `*`),
 * outcome and problem, with how often and when it was seen, and the last occurrence's exact pointer, value
 * and (visitor-free) request, so a list of 1000 drifted items or a page viewed every second stays one row.
 * Rows not seen for DRIFT_LOG_DAYS are pruned, and the least recently seen beyond DRIFT_LOG_MAX_ROWS.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import Database from 'better-sqlite3'
import type { ApiCallName } from '../../schemas/api.gen'
import type { DriftOutcome } from '../api/drift'
import type { Logger } from '../../runtime/server/logger'
import { openSharedDatabase } from '../../runtime/server/shared-sqlite'

/** A request as recorded: no visitor input (see `recordableRequest` in ./drift-record). */
export interface RecordedRequest {
  method: 'GET' | 'POST'
  /** Relative to /api/internal, as `CallRequest.path`. */
  path: string
  body?: unknown
}

export interface DriftRecordRow {
  call: ApiCallName
  /** The site's mark, or `#<id>` when the site list was not seen yet; `null`: the call names no site. */
  site: string | null
  /** The pointer with every list index as `*` (`/list/3/title` is `/list/*` + `/title`): what the row aggregates. */
  pattern: string
  outcome: DriftOutcome
  problem: string
  count: number
  /** Epoch ms. */
  firstSeen: number
  lastSeen: number
  /** The exact pointer of the last occurrence. */
  pointer: string
  /** The last occurrence's value, shortened (`shortValue`); `null` when there was none. */
  value: string | null
  request: RecordedRequest
}

export interface DriftStore {
  readonly path: string
  /** Adds `rows` (counts summed, the last occurrence kept), then prunes by age and by row count. */
  write(rows: readonly DriftRecordRow[]): void
  /** The rows seen at or after `since` (epoch ms), most recently seen first. */
  rows(since?: number): DriftRecordRow[]
  close(): void
}

export interface DriftStoreOptions {
  /** DRIFT_LOG_PATH, relative to the working directory (the project folder under `npm start`). */
  path: string
  /** DRIFT_LOG_DAYS in ms: a row not seen for this long is pruned. */
  maxAgeMs: number
  /** DRIFT_LOG_MAX_ROWS. */
  maxRows: number
  logger: Logger
  now?: () => number
}

interface Row {
  call: string
  site: string
  pattern: string
  outcome: string
  problem: string
  count: number
  first_seen: number
  last_seen: number
  pointer: string
  value: string | null
  method: string
  path: string
  body: string | null
}

/** A write waits this long at most for another worker's; it runs off the requests' path, but on the worker's thread. */
const BUSY_TIMEOUT_MS = 1_000

const SCHEMA = `CREATE TABLE IF NOT EXISTS drift (
    call TEXT NOT NULL,
    site TEXT NOT NULL,
    pattern TEXT NOT NULL,
    outcome TEXT NOT NULL,
    problem TEXT NOT NULL,
    count INTEGER NOT NULL,
    first_seen INTEGER NOT NULL,
    last_seen INTEGER NOT NULL,
    pointer TEXT NOT NULL,
    value TEXT,
    method TEXT NOT NULL,
    path TEXT NOT NULL,
    body TEXT,
    PRIMARY KEY (call, site, pattern, outcome, problem)
  );
  CREATE INDEX IF NOT EXISTS drift_last_seen ON drift (last_seen)`

/**
 * Opens the store, or answers `null` when it cannot be opened (a read-only disk, a file that is not a
 * database): the site then goes on without recording, as the log says once.
 */
export function openDriftStore(options: DriftStoreOptions): DriftStore | null {
  try {
    const db = openSharedDatabase(options.path, {
      busyTimeoutMs: BUSY_TIMEOUT_MS,
      synchronousNormal: true,
      schema: SCHEMA,
    })
    try {
      return storeOn(db, options)
    } catch (error) {
      db.close()
      throw error
    }
  } catch (error) {
    options.logger.error(
      `[drift] cannot open ${resolve(options.path)} (DRIFT_LOG_PATH): ${String(error)}; ` +
        'drift in the backend’s answers is logged but not recorded for `npm run contract -- --replay`. ' +
        'Fix the file’s folder permissions, or move the file away if it is not a database.',
    )
    return null
  }
}

/**
 * The rows of the drift record at `path`, read-only (the replay command, while the site may be writing);
 * throws when there is no such file or it holds no drift record.
 */
export function readDriftRows(path: string, since?: number): DriftRecordRow[] {
  if (!existsSync(path)) throw new Error(`no drift record at ${resolve(path)}`)
  const db = new Database(path, { readonly: true, fileMustExist: true })
  try {
    return selectRows(db, since)
  } finally {
    db.close()
  }
}

function selectRows(db: Database.Database, since = -Infinity): DriftRecordRow[] {
  const rows = db
    .prepare('SELECT * FROM drift WHERE last_seen >= ? ORDER BY last_seen DESC, call, site, pattern')
    .all(Number.isFinite(since) ? since : -1) as Row[]
  return rows.map(fromRow)
}

function storeOn(db: Database.Database, options: DriftStoreOptions): DriftStore {
  const { path, maxAgeMs, maxRows, logger } = options
  const now = options.now ?? Date.now

  const upsert = db.prepare(
    `INSERT INTO drift (call, site, pattern, outcome, problem, count, first_seen, last_seen, pointer, value, method, path, body)
     VALUES (@call, @site, @pattern, @outcome, @problem, @count, @first_seen, @last_seen, @pointer, @value, @method, @path, @body)
     ON CONFLICT (call, site, pattern, outcome, problem) DO UPDATE SET
       count = count + excluded.count,
       first_seen = MIN(first_seen, excluded.first_seen),
       pointer = CASE WHEN excluded.last_seen >= last_seen THEN excluded.pointer ELSE pointer END,
       value = CASE WHEN excluded.last_seen >= last_seen THEN excluded.value ELSE value END,
       method = CASE WHEN excluded.last_seen >= last_seen THEN excluded.method ELSE method END,
       path = CASE WHEN excluded.last_seen >= last_seen THEN excluded.path ELSE path END,
       body = CASE WHEN excluded.last_seen >= last_seen THEN excluded.body ELSE body END,
       last_seen = MAX(last_seen, excluded.last_seen)`,
  )
  const pruneOld = db.prepare('DELETE FROM drift WHERE last_seen < ?')
  const pruneExcess = db.prepare(
    'DELETE FROM drift WHERE rowid IN (SELECT rowid FROM drift ORDER BY last_seen DESC LIMIT -1 OFFSET ?)',
  )
  const write = db.transaction((rows: readonly DriftRecordRow[]) => {
    for (const row of rows) upsert.run(toRow(row))
    pruneOld.run(now() - maxAgeMs)
    pruneExcess.run(maxRows)
  })

  let failing = false
  return {
    path,
    write(rows) {
      try {
        write(rows)
        failing = false
      } catch (error) {
        // Logged once until a write succeeds again; the site goes on.
        if (!failing) logger.error(`[drift] recording failed on ${path}: ${String(error)}`)
        failing = true
      }
    },
    rows: (since) => selectRows(db, since),
    close() {
      db.close()
    },
  }
}

function toRow(row: DriftRecordRow): Row {
  return {
    call: row.call,
    site: row.site ?? '',
    pattern: row.pattern,
    outcome: row.outcome,
    problem: row.problem,
    count: row.count,
    first_seen: row.firstSeen,
    last_seen: row.lastSeen,
    pointer: row.pointer,
    value: row.value,
    method: row.request.method,
    path: row.request.path,
    body: row.request.body === undefined ? null : JSON.stringify(row.request.body),
  }
}

function fromRow(row: Row): DriftRecordRow {
  return {
    call: row.call as ApiCallName,
    site: row.site === '' ? null : row.site,
    pattern: row.pattern,
    outcome: row.outcome as DriftOutcome,
    problem: row.problem,
    count: row.count,
    firstSeen: row.first_seen,
    lastSeen: row.last_seen,
    pointer: row.pointer,
    value: row.value,
    request: {
      method: row.method === 'POST' ? 'POST' : 'GET',
      path: row.path,
      ...(row.body === null ? {} : { body: JSON.parse(row.body) as unknown }),
    },
  }
}
