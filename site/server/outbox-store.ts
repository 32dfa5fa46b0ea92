/**
 * The enquiry outbox (issue 14, SPEC §3 Form submission, §7 `POST /api/internal/form`): with
 * API_BASE_URL, an accepted enquiry is written here first and a forwarder delivers it to the CMS. One
 * SQLite file in WAL mode, shared by every worker process of a machine; a worker takes a row by a
 * single atomic UPDATE that sets a lease, so no two workers send the same row at the same time, and a
 * row whose worker died becomes claimable again when its lease runs out.
 */
import { randomUUID } from 'node:crypto'
import { openSharedDatabase } from '../../runtime/server/shared-sqlite'
import type { CleanEnquiry } from './enquiry-guard'

export type OutboxStatus = 'pending' | 'delivered' | 'refused'

export interface OutboxRow {
  id: number
  /** Sent as `Idempotency-Key` on every attempt, so the CMS can recognise a repeated delivery. */
  idempotencyKey: string
  enquiry: CleanEnquiry
  /** Headers of the visitor's request the CMS gets on every attempt (request id, X-Forwarded-*). */
  headers: Record<string, string>
  status: OutboxStatus
  /** Delivery attempts started so far (a claim counts as one). */
  attempts: number
  /** Epoch ms before which no worker tries this row again. */
  nextAttemptAt: number
  /** Epoch ms until which a worker holds this row (0: nobody). */
  leaseUntil: number
  lastError: string | null
  createdAt: number
  updatedAt: number
}

export type OutboxCounts = Record<OutboxStatus, number>

export interface OutboxStore {
  readonly path: string
  /** Stores an enquiry as pending, due at once; returns its row. */
  add(enquiry: CleanEnquiry, options?: { headers?: Record<string, string>; now?: number }): OutboxRow
  /** Takes the next due, unleased pending row for `leaseMs` and counts the attempt; `null`: none is due. */
  claim(now: number, leaseMs: number): OutboxRow | null
  markDelivered(id: number, now: number): void
  /** Keeps the row pending, released, and due again at `nextAttemptAt`. */
  retryLater(id: number, nextAttemptAt: number, error: string, now: number): void
  /** The CMS refused the enquiry as invalid: kept, never sent again. */
  markRefused(id: number, reason: string, now: number): void
  counts(): OutboxCounts
  /** The most recently changed rows, newest first. */
  recent(limit: number): OutboxRow[]
  get(id: number): OutboxRow | null
  close(): void
}

interface Row {
  id: number
  idempotency_key: string
  enquiry: string
  headers: string
  status: OutboxStatus
  attempts: number
  next_attempt_at: number
  lease_until: number
  last_error: string | null
  created_at: number
  updated_at: number
}

/** OUTBOX_DB_PATH, relative to the working directory (the project folder under `npm start`). */
export function openOutboxStore(path: string): OutboxStore {
  // Several workers write to this file; a writer waits for another's short transaction instead of failing.
  const db = openSharedDatabase(path, {
    busyTimeoutMs: 5000,
    schema: `CREATE TABLE IF NOT EXISTS outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    idempotency_key TEXT NOT NULL UNIQUE,
    enquiry TEXT NOT NULL,
    headers TEXT NOT NULL DEFAULT '{}',
    status TEXT NOT NULL DEFAULT 'pending',
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    lease_until INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS outbox_due ON outbox (status, next_attempt_at)`,
  })

  const insert = db.prepare(
    `INSERT INTO outbox (idempotency_key, enquiry, headers, next_attempt_at, created_at, updated_at)
     VALUES (@key, @enquiry, @headers, @now, @now, @now) RETURNING *`,
  )
  // One statement: SQLite runs it under its write lock, so two workers cannot both take the same row.
  const claim = db.prepare(
    `UPDATE outbox SET lease_until = @leaseUntil, attempts = attempts + 1, updated_at = @now
     WHERE id = (SELECT id FROM outbox
                 WHERE status = 'pending' AND next_attempt_at <= @now AND lease_until <= @now
                 ORDER BY next_attempt_at, id LIMIT 1)
       AND status = 'pending' AND lease_until <= @now
     RETURNING *`,
  )
  const delivered = db.prepare(
    `UPDATE outbox SET status = 'delivered', lease_until = 0, last_error = NULL, updated_at = @now WHERE id = @id`,
  )
  const retry = db.prepare(
    `UPDATE outbox SET lease_until = 0, next_attempt_at = @nextAttemptAt, last_error = @error, updated_at = @now
     WHERE id = @id AND status = 'pending'`,
  )
  const refused = db.prepare(
    `UPDATE outbox SET status = 'refused', lease_until = 0, last_error = @error, updated_at = @now
     WHERE id = @id AND status = 'pending'`,
  )
  const countByStatus = db.prepare('SELECT status, COUNT(*) AS n FROM outbox GROUP BY status')
  const recent = db.prepare('SELECT * FROM outbox ORDER BY updated_at DESC, id DESC LIMIT ?')
  const byId = db.prepare('SELECT * FROM outbox WHERE id = ?')

  return {
    path,
    add(enquiry, options = {}) {
      const row = insert.get({
        key: randomUUID(),
        enquiry: JSON.stringify(enquiry),
        headers: JSON.stringify(options.headers ?? {}),
        now: options.now ?? Date.now(),
      }) as Row
      return fromRow(row)
    },
    claim(now, leaseMs) {
      const row = claim.get({ now, leaseUntil: now + leaseMs }) as Row | undefined
      return row ? fromRow(row) : null
    },
    markDelivered(id, now) {
      delivered.run({ id, now })
    },
    retryLater(id, nextAttemptAt, error, now) {
      retry.run({ id, nextAttemptAt, error, now })
    },
    markRefused(id, reason, now) {
      refused.run({ id, error: reason, now })
    },
    counts() {
      const counts: OutboxCounts = { pending: 0, delivered: 0, refused: 0 }
      for (const { status, n } of countByStatus.all() as Array<{ status: OutboxStatus; n: number }>) {
        counts[status] = n
      }
      return counts
    },
    recent(limit) {
      return (recent.all(limit) as Row[]).map(fromRow)
    },
    get(id) {
      const row = byId.get(id) as Row | undefined
      return row ? fromRow(row) : null
    },
    close() {
      db.close()
    },
  }
}

function fromRow(row: Row): OutboxRow {
  return {
    id: row.id,
    idempotencyKey: row.idempotency_key,
    enquiry: JSON.parse(row.enquiry) as CleanEnquiry,
    headers: JSON.parse(row.headers) as Record<string, string>,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    leaseUntil: row.lease_until,
    lastError: row.last_error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}
