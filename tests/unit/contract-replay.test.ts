// Issue 24 "Recorded drift": `npm run contract -- --replay` reports what the live site recorded, as the
// contract check's findings (a rejected answer an error, a cut value a repair), grouped by call and site,
// with counts, when last seen and a curl each; exit 0 when nothing was recorded, 1 when something was,
// 2 when the record cannot be read.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { callRequests } from '../../site/api'
import type { Finding } from '../../site/contract/findings'
import { readRecordedDrift } from '../../site/contract/recorded-drift'
import { createDriftRecorder } from '../../site/server/drift-record'
import { openDriftStore } from '../../site/server/drift-store'
import { replayCommand } from '../../scripts/contract-replay'
import { contractCommand } from '../../scripts/contract'
import { recordingLogger, SITES } from './server-fixtures'

const API = 'http://cms.test:8080'
const DAY = 86_400_000
const NOW = Date.parse('2026-03-10T12:00:00Z')

let dir: string
let dbPath: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'contract-replay-'))
  dbPath = join(dir, 'drift.sqlite')
})

afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

/** A drift record as the site leaves it: a rejected navigation, and an item dropped from a list twice. */
function recordDrift() {
  const store = openDriftStore({
    path: dbPath,
    maxAgeMs: 30 * DAY,
    maxRows: 100,
    logger: recordingLogger(),
    now: () => NOW,
  })
  const recorder = createDriftRecorder({ store })
  recorder.learnSites(SITES)
  recorder.record({
    call: 'topNavigation',
    request: callRequests.topNavigation(2),
    drifts: [{ pointer: '', problem: 'must be array', outcome: 'rejected', value: { menu: 'x' } }],
    at: NOW - 5 * DAY,
  })
  for (const [index, at] of [
    [3, NOW - DAY],
    [7, NOW - 2 * DAY],
  ] as const)
    recorder.record({
      call: 'newsList',
      request: callRequests.newsList({ siteId: 1, pageNo: 1, pageSize: 10, type: 'NEWS' }),
      drifts: [
        { pointer: `/data/${index}`, problem: "must have required property 'id'", outcome: 'dropped item', value: {} },
      ],
      at,
    })
  recorder.close()
}

function run(args: string[], env: Record<string, string> = {}) {
  const out: string[] = []
  const err: string[] = []
  const code = replayCommand(
    ['--replay', ...args],
    env,
    (line) => out.push(line),
    (line) => err.push(line),
    NOW,
  )
  return { code, out: out.join('\n'), err: err.join('\n') }
}

describe('readRecordedDrift', () => {
  it('maps the rows to findings with the request as a URL on the CMS, most recently seen first', () => {
    recordDrift()
    const findings = readRecordedDrift(dbPath, { apiBaseUrl: `${API}/` })
    expect(findings).toEqual<Finding[]>([
      {
        level: 'repair',
        call: 'newsList',
        site: 'cn',
        pointer: '/data/7',
        problem: "must have required property 'id'",
        outcome: 'dropped item',
        value: '{}',
        request: {
          method: 'POST',
          url: `${API}/api/internal/news/list`,
          body: { site: { id: 1 }, pageNo: 1, pageSize: 10, type: 'NEWS' },
        },
        seen: { count: 2, last: new Date(NOW - DAY).toISOString() },
      },
      {
        level: 'error',
        call: 'topNavigation',
        site: 'en',
        pointer: '',
        problem: 'must be array',
        outcome: 'rejected',
        value: '{"menu":"x"}',
        request: { method: 'POST', url: `${API}/api/internal/topNavigation/list`, body: { site: { id: 2 } } },
        seen: { count: 1, last: new Date(NOW - 5 * DAY).toISOString() },
      },
    ])
    expect(readRecordedDrift(dbPath, { apiBaseUrl: API, since: new Date(NOW - 3 * DAY) })).toHaveLength(1)
  })
})

describe('--replay', () => {
  it('prints the findings grouped by call and site, with counts, last seen and a curl; exit 1', () => {
    recordDrift()
    const { code, out } = run(['--db', dbPath, '--api', API])
    expect(code).toBe(1)
    expect(out).toContain('1 error(s), 1 repair(s)')
    expect(out).toMatch(
      /\nnewsList \(site cn\)\n {2}repair \/data\/7: must have required property 'id' → dropped item, seen 2×, last 2026-03-09T12:00:00\.000Z\n/,
    )
    expect(out).toMatch(/\ntopNavigation \(site en\)\n {2}error \(root\): must be array → rejected, seen 1×/)
    expect(out).toContain(
      `curl -sS -X POST '${API}/api/internal/news/list' -H 'accept: application/json' -H 'content-type: application/json' --data '{"site":{"id":1},"pageNo":1,"pageSize":10,"type":"NEWS"}'`,
    )
  })

  it('--format json gives { source: "replay", findings }; --since narrows the window; API_BASE_URL is the default CMS', () => {
    recordDrift()
    const { code, out } = run(['--db', dbPath, '--format', 'json', '--since', '3d'], { API_BASE_URL: API })
    expect(code).toBe(1)
    const report = JSON.parse(out) as { source: string; findings: Finding[] }
    expect(report.source).toBe('replay')
    expect(report.findings.map((finding) => [finding.call, finding.pointer, finding.value])).toEqual([
      ['newsList', '/data/7', '{}'],
    ])
    expect(report.findings[0]?.request.url).toBe(`${API}/api/internal/news/list`)
  })

  it('reads DRIFT_LOG_PATH when --db is not given; exit 0 when nothing was recorded', () => {
    openDriftStore({ path: dbPath, maxAgeMs: DAY, maxRows: 10, logger: recordingLogger() })?.close()
    const text = run([], { DRIFT_LOG_PATH: dbPath, API_BASE_URL: API })
    expect(text.code).toBe(0)
    expect(text.out).toMatch(/No drift recorded in .*drift\.sqlite\./)
    const json = run(['--format=json'], { DRIFT_LOG_PATH: dbPath, API_BASE_URL: API })
    expect(json.code).toBe(0)
    expect(JSON.parse(json.out)).toEqual({ source: 'replay', findings: [] })
  })

  it('exit 2 with the reason when the record cannot be read, the CMS is not named or an argument is wrong', () => {
    const missing = run(['--db', join(dir, 'none.sqlite'), '--api', API])
    expect(missing.code).toBe(2)
    expect(missing.err).toMatch(/Cannot read the drift record .*none\.sqlite .*no drift record at/)
    const other = join(dir, 'other.sqlite')
    writeFileSync(other, 'not a database '.repeat(100))
    expect(run(['--db', other, '--api', API]).code).toBe(2)
    const noApi = run(['--db', dbPath])
    expect(noApi.code).toBe(2)
    expect(noApi.err).toMatch(/give --api URL or set API_BASE_URL/)
    expect(run(['--db', dbPath, '--api', API, '--format', 'xml']).err).toMatch(/--format "xml"/)
    expect(run(['--since', 'soon', '--api', API]).code).toBe(2)
    expect(run(['--bogus']).err).toMatch(/Unknown argument "--bogus"/)
    expect(run(['--db']).err).toMatch(/--db needs a value/)
  })
})

describe('npm run contract -- --replay', () => {
  it('is the same replay, reached through the contract command', async () => {
    recordDrift()
    const out: string[] = []
    const code = await contractCommand(['--replay', '--db', dbPath, '--api', API, '--format', 'json'], {
      out: (text) => void out.push(text),
      err: (text) => void out.push(text),
      env: {},
    })
    expect(code).toBe(1)
    const report = JSON.parse(out.join('')) as { source: string; findings: Finding[] }
    expect(report.source).toBe('replay')
    expect(report.findings.map((finding) => [finding.call, finding.pointer, finding.level])).toEqual([
      ['newsList', '/data/7', 'repair'],
      ['topNavigation', '', 'error'],
    ])
  })
})
