/**
 * Opening an SQLite file that every worker of a machine shares (the rate limit, the last good copies, the
 * outbox, the drift record, the demo's form store): in WAL mode, so readers never wait for the writer, with
 * a busy timeout, so a writer waits for another worker's short transaction instead of failing.
 */
import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import Database from 'better-sqlite3'

export interface SharedDatabaseOptions {
  /** How long a statement waits for another worker's lock (SQLite's busy timeout); opening waits as long. */
  busyTimeoutMs: number
  /** `synchronous = NORMAL`: a power cut may lose the last transactions, never the file. */
  synchronousNormal?: boolean
  /** The statements that create the file's tables and indexes where they do not exist yet. */
  schema: string
}

/**
 * Opens the file at `path` (creating it and its folder), switched to WAL and with its tables. Throws when it
 * cannot: a read-only disk, a file that is not a database, a lock held past the busy timeout.
 *
 * The workers of `npm start` open the file at the same moment. Switching a new file to WAL, and the first
 * schema statement, can then fail with SQLITE_BUSY at once, without the busy timeout's wait: SQLite answers
 * so when waiting could deadlock two connections that both hold a read lock and want the write lock. Three
 * processes opening a new file at once lost one's store that way in 8 of 200 tries, and a worker without the
 * shared store counts alone (two workers let a client send twice the enquiry limit). Both steps change
 * nothing when done twice, so they are repeated, after a short random pause, until they succeed or the busy
 * timeout has passed.
 */
export function openSharedDatabase(path: string, options: SharedDatabaseOptions): Database.Database {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true })
  const db = new Database(path)
  try {
    db.pragma(`busy_timeout = ${options.busyTimeoutMs}`)
    retryWhileBusy(() => {
      db.pragma('journal_mode = WAL')
      if (options.synchronousNormal) db.pragma('synchronous = NORMAL')
      db.exec(options.schema)
    }, options.busyTimeoutMs)
    return db
  } catch (error) {
    db.close()
    throw error
  }
}

/** The longest pause between two tries: a rival worker's set-up takes about a millisecond. */
const MAX_PAUSE_MS = 25

/**
 * Runs `step`, again after a short pause while it fails with SQLITE_BUSY (or SQLITE_LOCKED) and `timeoutMs`
 * has not passed since the first try; any other error, or the last try's, is thrown.
 */
export function retryWhileBusy<T>(step: () => T, timeoutMs: number, pause: (ms: number) => void = sleep): T {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return step()
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error
      pause(1 + Math.random() * MAX_PAUSE_MS)
    }
  }
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))
}

/** Blocks the thread: opening is synchronous, as better-sqlite3 is, and happens once, as a worker starts. */
function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}
