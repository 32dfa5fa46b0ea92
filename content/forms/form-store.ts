/**
 * Stores accepted enquiries in SQLite so they survive a restart. Path: the given one (the server passes
 * FORM_DB_PATH), else data/forms.sqlite (the folder is created).
 */
import { openSharedDatabase } from '../../runtime/server/shared-sqlite'

export interface StoredSubmission {
  id: number
  siteId: number
  formId: number
  fieldValues: { formField: { id: number }; value: string }[]
  formTypeSource: string | null
  sourceId: number | null
  trafficAccessReq: unknown
  createdAt: string
}

export type NewSubmission = Omit<StoredSubmission, 'id' | 'createdAt'>

export interface FormStore {
  readonly path: string
  add(submission: NewSubmission): number
  list(): StoredSubmission[]
  count(): number
  close(): void
}

export const DEFAULT_FORM_DB_PATH = 'data/forms.sqlite'

export function resolveFormDbPath(dbPath?: string): string {
  return dbPath ?? DEFAULT_FORM_DB_PATH
}

interface Row {
  id: number
  site_id: number
  form_id: number
  field_values: string
  form_type_source: string | null
  source_id: number | null
  traffic_access: string | null
  created_at: string
}

export function openFormStore(dbPath?: string): FormStore {
  const path = resolveFormDbPath(dbPath)
  const db = openSharedDatabase(path, {
    busyTimeoutMs: 5000,
    schema: `CREATE TABLE IF NOT EXISTS form_submissions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    site_id INTEGER NOT NULL,
    form_id INTEGER NOT NULL,
    field_values TEXT NOT NULL,
    form_type_source TEXT,
    source_id INTEGER,
    traffic_access TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`,
  })
  const insert = db.prepare(
    `INSERT INTO form_submissions (site_id, form_id, field_values, form_type_source, source_id, traffic_access)
     VALUES (@siteId, @formId, @fieldValues, @formTypeSource, @sourceId, @trafficAccess)`,
  )
  const selectAll = db.prepare('SELECT * FROM form_submissions ORDER BY id')
  const countAll = db.prepare('SELECT COUNT(*) AS n FROM form_submissions')
  return {
    path,
    add(submission) {
      const result = insert.run({
        siteId: submission.siteId,
        formId: submission.formId,
        fieldValues: JSON.stringify(submission.fieldValues),
        formTypeSource: submission.formTypeSource,
        sourceId: submission.sourceId,
        trafficAccess: submission.trafficAccessReq == null ? null : JSON.stringify(submission.trafficAccessReq),
      })
      return Number(result.lastInsertRowid)
    },
    list() {
      return (selectAll.all() as Row[]).map((row) => ({
        id: row.id,
        siteId: row.site_id,
        formId: row.form_id,
        fieldValues: JSON.parse(row.field_values) as StoredSubmission['fieldValues'],
        formTypeSource: row.form_type_source,
        sourceId: row.source_id,
        trafficAccessReq: row.traffic_access == null ? null : (JSON.parse(row.traffic_access) as unknown),
        createdAt: row.created_at,
      }))
    },
    count() {
      return (countAll.get() as { n: number }).n
    },
    close() {
      db.close()
    },
  }
}
