// `npm run outbox`: what the enquiry outbox (OUTBOX_DB_PATH, default data/outbox.sqlite) holds — how many
// enquiries are pending, delivered and refused, and the most recently changed ones (`-- --limit 50`).
// Reads the file only; the servers keep delivering while it runs. Plain JavaScript so it runs on a
// production machine without the development tools.
import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const path = resolve(root, process.env.OUTBOX_DB_PATH?.trim() || 'data/outbox.sqlite')
const limitAt = process.argv.indexOf('--limit')
const limit = limitAt > 0 ? Number(process.argv[limitAt + 1]) : 20
if (!Number.isInteger(limit) || limit < 0) {
  console.error('usage: npm run outbox [-- --limit <rows>]')
  process.exit(2)
}
if (!existsSync(path)) {
  console.log(`no outbox at ${path} (it is created when a server with API_BASE_URL starts)`)
  process.exit(0)
}

const db = new Database(path, { readonly: true, fileMustExist: true })
const counts = { pending: 0, delivered: 0, refused: 0 }
for (const { status, n } of db.prepare('SELECT status, COUNT(*) AS n FROM outbox GROUP BY status').all())
  counts[status] = n
console.log(`outbox ${path}`)
console.log(`pending ${counts.pending}   delivered ${counts.delivered}   refused ${counts.refused}`)

const rows = db.prepare('SELECT * FROM outbox ORDER BY updated_at DESC, id DESC LIMIT ?').all(limit)
if (rows.length > 0) {
  console.log(`\nlast ${rows.length} changed:`)
  console.table(
    rows.map((row) => {
      const enquiry = JSON.parse(row.enquiry)
      return {
        id: row.id,
        status: row.status,
        attempts: row.attempts,
        site: enquiry.site?.id,
        form: enquiry.form?.id,
        created: new Date(row.created_at).toISOString(),
        updated: new Date(row.updated_at).toISOString(),
        'next attempt': row.status === 'pending' ? new Date(row.next_attempt_at).toISOString() : '',
        'idempotency key': row.idempotency_key,
        'last error': (row.last_error ?? '').slice(0, 80),
      }
    }),
  )
}
db.close()
