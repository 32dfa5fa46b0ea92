/**
 * What production saw (issue 24 "Recorded drift"): the live site's drift record
 * (site/server/drift-store.ts) read as the contract check's findings, so `npm run contract -- --replay`
 * reports it the same way, each with the curl that asks the CMS again.
 */
import { backendUrl } from '../server/api-url'
import { readDriftRows, type DriftRecordRow } from '../server/drift-store'
import type { Finding } from './findings'

export interface RecordedDriftOptions {
  /** The CMS the requests are sent to again (API_BASE_URL, or the replay's `--api`). */
  apiBaseUrl: string
  /** Only what was last seen at or after this moment. */
  since?: Date
}

/** The findings of the drift record at `dbPath`, most recently seen first; throws when it cannot be read. */
export function readRecordedDrift(dbPath: string, options: RecordedDriftOptions): Finding[] {
  return readDriftRows(dbPath, options.since?.getTime()).map((row) => findingOfRow(row, options.apiBaseUrl))
}

/**
 * One row as a finding: a rejected answer is an `error` (the page lost its main content or answered
 * 502), a cut value a `repair`. The pointer and value are the last occurrence's.
 */
export function findingOfRow(row: DriftRecordRow, apiBaseUrl: string): Finding {
  const { method, path, body } = row.request
  return {
    level: row.outcome === 'rejected' ? 'error' : 'repair',
    call: row.call,
    site: row.site,
    pointer: row.pointer,
    problem: row.problem,
    outcome: row.outcome,
    ...(row.value === null ? {} : { value: row.value }),
    request: { method, url: backendUrl(apiBaseUrl, path), ...(body === undefined ? {} : { body }) },
    seen: { count: row.count, last: new Date(row.lastSeen).toISOString() },
  }
}
