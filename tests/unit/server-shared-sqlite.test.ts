// Issue 21 (limits and last good copies shared by the workers, not kept per worker): every worker of
// `npm start` opens the same SQLite files at the same moment, and a worker that fails to open one goes on
// alone (its own rate limit, its own copies). SQLite can refuse such an open with SQLITE_BUSY at once,
// without waiting out the busy timeout, so opening tries again until the timeout has passed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openSharedDatabase, retryWhileBusy } from '../../runtime/server/shared-sqlite'

const busy = () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })

describe('retryWhileBusy', () => {
  it('tries again after a pause while the step is refused as busy, and answers what it gave', () => {
    const pauses: number[] = []
    let tries = 0
    const answer = retryWhileBusy(
      () => {
        tries += 1
        if (tries < 3) throw busy()
        return 'opened'
      },
      5_000,
      (ms) => pauses.push(ms),
    )
    expect(answer).toBe('opened')
    expect(tries).toBe(3)
    expect(pauses).toHaveLength(2)
    for (const ms of pauses) expect(ms).toBeGreaterThan(0)
  })

  it('treats every busy or locked code as busy (SQLITE_BUSY_RECOVERY, SQLITE_LOCKED)', () => {
    for (const code of ['SQLITE_BUSY_RECOVERY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED']) {
      let tries = 0
      retryWhileBusy(
        () => {
          tries += 1
          if (tries === 1) throw Object.assign(new Error(code), { code })
        },
        5_000,
        () => undefined,
      )
      expect(tries, code).toBe(2)
    }
  })

  it('throws any other error at once', () => {
    let tries = 0
    const notADatabase = Object.assign(new Error('file is not a database'), { code: 'SQLITE_NOTADB' })
    expect(() =>
      retryWhileBusy(
        () => {
          tries += 1
          throw notADatabase
        },
        5_000,
        () => undefined,
      ),
    ).toThrow(notADatabase)
    expect(tries).toBe(1)
  })

  it('gives up with the busy error once the timeout has passed', () => {
    let tries = 0
    expect(() =>
      retryWhileBusy(() => {
        tries += 1
        throw busy()
      }, 30),
    ).toThrow('database is locked')
    expect(tries).toBeGreaterThan(1)
  })
})

describe('openSharedDatabase', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'shared-sqlite-'))
  })
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true })
  })

  it('creates the file and its folder, in WAL mode, with its tables, the busy timeout set', () => {
    const db = openSharedDatabase(join(dir, 'a', 'b', 'store.sqlite'), {
      busyTimeoutMs: 1234,
      synchronousNormal: true,
      schema:
        'CREATE TABLE IF NOT EXISTS items (id INTEGER PRIMARY KEY); CREATE INDEX IF NOT EXISTS items_id ON items (id)',
    })
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
      expect(db.pragma('busy_timeout', { simple: true })).toBe(1234)
      expect(db.pragma('synchronous', { simple: true })).toBe(1) // NORMAL
      const names = db.prepare('SELECT name FROM sqlite_master ORDER BY name').pluck().all()
      expect(names).toEqual(['items', 'items_id'])
    } finally {
      db.close()
    }
  })

  it('opens a file that has its tables already, as the second worker does', () => {
    const options = { busyTimeoutMs: 1000, schema: 'CREATE TABLE IF NOT EXISTS items (id INTEGER PRIMARY KEY)' }
    const path = join(dir, 'store.sqlite')
    const first = openSharedDatabase(path, options)
    first.prepare('INSERT INTO items (id) VALUES (7)').run()
    const second = openSharedDatabase(path, options)
    try {
      expect(second.prepare('SELECT id FROM items').pluck().all()).toEqual([7])
    } finally {
      first.close()
      second.close()
    }
  })

  it('throws, without retrying, for a file that is not a database', () => {
    const path = join(dir, 'notes.sqlite')
    writeFileSync(path, 'these are not the pages of a database, but they are long enough to be read as a header')
    expect(() => openSharedDatabase(path, { busyTimeoutMs: 5000, schema: 'CREATE TABLE IF NOT EXISTS t (a)' })).toThrow(
      /not a database/,
    )
  })
})
