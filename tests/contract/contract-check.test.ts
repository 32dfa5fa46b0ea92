// Issue 24: `npm run contract` against the embedded content API (clean: exit 0), against the drift
// backend for each drift family (every injected drift reported at its pointer, level as the tolerant reader
// treats it, nothing else) and against a closed port (exit 2, naming the URL and the reason). The JUnit
// output parses as XML and counts the failures; the JSON output round-trips.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractCommand } from '../../scripts/contract'
import type { ApiCallName } from '../../schemas/api.gen'
import { repairAnswer } from '../../schemas/validate'
import type { Finding } from '../../site/contract/findings'
import type { JsonReport } from '../../site/contract/report'
import { groupFindings, summarize } from '../../site/contract/report'
import { routesNeeding } from '../../site/contract/routes'
import { freePort, startSiteServer, type SiteServer } from '../e2e/support/processes'
import { startDriftBackend, type DriftBackend } from './drift/backend'
import { missingItem } from './drift/expectations'
import { driftSeed } from './drift/matrix'
import {
  callFaults,
  dataMutationsOf,
  EXTRA_FIELD,
  familyOf,
  mutationFamilies,
  type Mutation,
  type MutationFamily,
} from './drift/mutations'

const projectRoot = resolve(import.meta.dirname, '../..')
const logDir = join(projectRoot, 'test-results')
const seed = driftSeed()
/** Cases per family: a handful, chosen by the seed (DRIFT_SEED, or the date), so the run stays short. */
const CASES_PER_FAMILY = 2
/** Faults that answer at once (a `timeout` costs the whole timeout; the drift harness covers it). */
const QUICK_FAULTS = callFaults.filter((fault) => fault.kind !== 'timeout')

let upstream: SiteServer
let backend: DriftBackend
let dataDir: string
/** `data` of each call the cn site's crawl made, as the well-behaved backend answered it. */
const recorded = new Map<ApiCallName, unknown>()
let baseline: Finding[] = []

interface Run {
  code: number
  out: string
  err: string
}

async function run(...args: string[]): Promise<Run> {
  let out = ''
  let err = ''
  const code = await contractCommand(args, {
    out: (text) => void (out += text),
    err: (text) => void (err += text),
    env: {},
  })
  return { code, out, err }
}

const jsonOf = (result: Run): JsonReport => {
  try {
    return JSON.parse(result.out) as JsonReport
  } catch {
    // Say what the command said instead (a crawl that could not run exits 2 with its reason on stderr).
    throw new Error(`no JSON report (exit ${result.code}): ${result.err.slice(0, 2000) || '(nothing on stderr)'}`)
  }
}
const keyOf = (finding: Pick<Finding, 'level' | 'call' | 'site' | 'pointer'>) =>
  `${finding.level} ${finding.call} [${finding.site}] ${finding.pointer}`

beforeAll(async () => {
  if (!existsSync(join(projectRoot, 'dist', 'server')))
    throw new Error('dist/ is missing: the contract check renders the production build; run `npm run build` first.')
  mkdirSync(logDir, { recursive: true })
  dataDir = mkdtempSync(join(tmpdir(), 'contract-check-'))
  const port = await freePort()
  backend = await startDriftBackend({ upstream: `http://127.0.0.1:${port}`, timeoutDelayMs: 3000 })
  upstream = await startSiteServer({
    name: 'contract-check-upstream',
    port,
    projectRoot,
    logDir,
    env: { FORM_DB_PATH: join(dataDir, 'forms.sqlite') },
  })
  backend.takeRequests()
  const clean = await crawlWith([])
  for (const request of backend.takeRequests())
    if (request.call && request.data !== undefined && !recorded.has(request.call))
      recorded.set(request.call, request.data)
  baseline = jsonOf(clean).findings
}, 120_000)

afterAll(async () => {
  await backend?.stop()
  await upstream?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

describe('npm run contract (issue 24)', () => {
  it('passes a CMS that keeps the contract: exit 0, no finding at all; the JSON round-trips', async () => {
    const result = await run('--api', `http://127.0.0.1:${upstream.port}`, '--max-items', '2', '--format', 'json')
    expect(result.err).toBe('')
    expect(result.code).toBe(0)
    const report = jsonOf(result)
    expect(report.api).toBe(`http://127.0.0.1:${upstream.port}`)
    expect(Number.isNaN(Date.parse(report.checkedAt))).toBe(false)
    // The demo answers exactly the contract: no error, no repair, and no field the contract does not know.
    expect(report.findings).toEqual([])
    expect(report.summary).toEqual(summarize(report.findings, report.summary.requests))
    // Both sites, every shell call and the pages' own requests were checked.
    expect(report.summary.requests).toBeGreaterThan(60)
    expect(JSON.parse(JSON.stringify(report))).toEqual(report)
    // It crawls both sites' pages through the production build: seconds, more on a busy machine.
  }, 60_000)

  it('a closed port cannot be checked: exit 2, naming the URL and ECONNREFUSED', async () => {
    const port = await freePort()
    const result = await run('--api', `http://127.0.0.1:${port}`)
    expect(result.code).toBe(2)
    expect(result.out).toBe('')
    expect(result.err).toContain(`http://127.0.0.1:${port}/api/internal/site/list`)
    expect(result.err).toContain('ECONNREFUSED')
  })

  it('a bad argument is a usage line and exit 2', async () => {
    const result = await run('--api', 'http://127.0.0.1:1', '--format', 'yaml')
    expect(result.code).toBe(2)
    expect(result.err).toMatch(/--format "yaml".*\nUsage: npm run contract/)
  })

  for (const family of mutationFamilies) {
    it(`${family}: every injected drift is reported at its pointer, and nothing else`, async () => {
      const cases = casesOf(family)
      expect(cases.length).toBeGreaterThan(0)
      // The family's cases spoil different calls, so one crawl can carry them all. Two drifts can meet,
      // though (a list call that fails hides the items whose call the other spoils): where the crawl
      // does not report exactly what each would alone, each runs alone and is judged on its own.
      let failures = mismatches(cases, await crawlWith(cases))
      if (failures.length > 0 && cases.length > 1) {
        failures = []
        for (const single of cases) failures.push(...mismatches([single], await crawlWith([single])))
      }
      expect(failures).toEqual([])
    }, 60_000)
  }

  // A crawl like the drift families' above: it gets their minute, not the 5 s default.
  it('the JUnit report is XML whose failures are the requests with errors or repairs', async () => {
    backend.setScenario({ call: 'product', mutation: QUICK_FAULTS.find((fault) => fault.kind === 'code-500')! })
    const out = join(dataDir, 'report.xml')
    let result: Run
    try {
      result = await run(
        '--api',
        `http://127.0.0.1:${backend.port}`,
        '--site',
        'cn',
        '--max-items',
        '1',
        '--format',
        'junit',
        '--out',
        out,
      )
    } finally {
      backend.setScenario(undefined)
    }
    expect(result.code).toBe(1)
    expect(result.out).toMatch(/^Contract check of .*: \d+ requests, [1-9]\d* errors?/)
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
      JSDOM: new (text: string, options: { contentType: string }) => { window: { document: Document } }
    }
    const document = new JSDOM(readFileSync(out, 'utf8'), { contentType: 'text/xml' }).window.document
    expect(document.querySelector('parsererror')).toBeNull()
    const root = document.documentElement
    expect(root.tagName).toBe('testsuites')
    const failing = [...document.querySelectorAll('testcase')].filter((testcase) => testcase.querySelector('failure'))
    expect(Number(root.getAttribute('failures'))).toBe(failing.length)
    expect(Number(root.getAttribute('tests'))).toBe(document.querySelectorAll('testcase').length)
    // The product call (errors) and the product page (answers 500) fail; nothing else does.
    const names = failing.map((testcase) => testcase.getAttribute('name') ?? '')
    expect(names.some((name) => /\/api\/internal\/product\/\d+$/.test(name))).toBe(true)
    expect(names.some((name) => /\/product\/\d+$/.test(name) && !name.includes('/api/internal/'))).toBe(true)
    expect(names.every((name) => /\/product\/\d+$/.test(name))).toBe(true)
  }, 60_000)
})

interface DriftCase {
  call: ApiCallName
  mutation: Mutation
}

/** A crawl of the cn site, one item a list, with the cases' drifts served. */
async function crawlWith(cases: readonly DriftCase[]): Promise<Run> {
  backend.setScenario(cases)
  try {
    return await run(
      '--api',
      `http://127.0.0.1:${backend.port}`,
      '--site',
      'cn',
      '--max-items',
      '1',
      '--format',
      'json',
    )
  } finally {
    backend.setScenario(undefined)
  }
}

/**
 * What the crawl reported beyond the clean baseline against what the cases' drifts must cause together:
 * their findings and no other, failed pages only where a case allows them, and the exit code.
 */
function mismatches(cases: readonly DriftCase[], result: Run): string[] {
  const expected = cases.map(({ call, mutation }) => expectedFindings(call, mutation))
  const expectedKeys = [...new Set(expected.flatMap((each) => each.findings))].sort()
  const allowedPages = expected.flatMap((each) => each.pages)
  const findings = jsonOf(result).findings
  const known = new Set(baseline.map(keyOf))
  const added = [...new Set(findings.map(keyOf).filter((key) => !known.has(key)))].sort()
  const answers = added.filter((key) => !key.startsWith('error page '))
  const pages = findings.filter((finding) => finding.call === 'page').map((finding) => finding.pointer)
  const wrongPages = pages.filter((path) => !allowedPages.some((pattern) => pattern.test(path)))
  const exitCode = expectedKeys.some((key) => !key.startsWith('note ')) ? 1 : 0
  if (JSON.stringify(answers) === JSON.stringify(expectedKeys) && wrongPages.length === 0 && result.code === exitCode)
    return []
  const label = cases.map(({ call, mutation }) => `${call} ${mutation.label}`).join(' + ')
  return [
    `${label}: expected ${JSON.stringify(expectedKeys)} (exit ${exitCode}), got ${JSON.stringify(answers)}${wrongPages.length ? `, pages ${JSON.stringify(wrongPages)}` : ''} (exit ${result.code})`,
  ]
}

const rank = (key: string) => createHash('sha256').update(`${seed}\0${key}`).digest().readUInt32BE(0)

/**
 * A handful of the family's drifts, each of another call the crawl made (the site list aside: it is every
 * page's).
 */
function casesOf(family: MutationFamily): DriftCase[] {
  const calls = [...recorded.keys()].filter((call) => call !== 'siteList')
  const all: DriftCase[] =
    family === 'call-fault'
      ? calls.flatMap((call) => QUICK_FAULTS.map((mutation) => ({ call, mutation })))
      : calls.flatMap((call) =>
          dataMutationsOf(call, recorded.get(call))
            .filter((mutation) => familyOf(mutation) === family)
            .map((mutation) => ({ call, mutation })),
        )
  const label = ({ call, mutation }: DriftCase) => `${call} ${mutation.label}`
  const chosen: DriftCase[] = []
  for (const candidate of all.sort((a, b) => rank(label(a)) - rank(label(b)))) {
    if (chosen.length === CASES_PER_FAMILY) break
    if (!chosen.some((each) => each.call === candidate.call)) chosen.push(candidate)
  }
  return chosen
}

/**
 * What the check must report for one drift on the cn site: for a call fault, an error at the root; for
 * an unknown field, a note at it; for any other drift the tolerant reader notices, an error (the root
 * unusable) or a repair at the drift's pointer; nothing for one it accepts (markup in a text field, an
 * optional field left out). With an error, only the pages that need the call may fail.
 */
function expectedFindings(call: ApiCallName, mutation: Mutation): { findings: string[]; pages: RegExp[] } {
  const site = 'cn'
  // A missing item (404, or an answer of null) also fails the pages named after it (`mustExist`).
  const pagesNeeding = routesNeeding(call, missingItem(mutation) ? 404 : 502).map(
    (route) => new RegExp(`^${route.replace(/\?/g, '\\?').replace(/\{[a-z]+\}/g, '[^/]+')}(\\?|$)`),
  )
  const error = (pointer: string) => ({
    findings: [keyOf({ level: 'error', call, site, pointer })],
    pages: pagesNeeding,
  })
  if (mutation.type === 'fault') return error('')
  if (mutation.kind === 'extra-field') {
    const pointer = `${mutation.pointer}/${EXTRA_FIELD}`
    return { findings: [keyOf({ level: 'note', call, site, pointer })], pages: [] }
  }
  const outcome = repairAnswer(call, mutation.apply(recorded.get(call)))
  if (!outcome.ok) return error(mutation.pointer)
  if (outcome.repairs.length === 0) return { findings: [], pages: [] }
  return { findings: [keyOf({ level: 'repair', call, site, pointer: mutation.pointer })], pages: [] }
}

// The report groups what it prints; the grouping keeps each exact pointer of the findings it counts.
it('groups list items under one pointer and keeps each finding', () => {
  const finding = (pointer: string): Finding => ({
    level: 'repair',
    call: 'newsList',
    site: 'cn',
    pointer,
    problem: 'must be string',
    outcome: 'removed field',
    request: { method: 'POST', url: 'http://cms/api/internal/news/list', body: {} },
  })
  const groups = groupFindings([finding('/data/0/title'), finding('/data/3/title')])
  expect(groups).toHaveLength(1)
  expect(groups[0]!.pointer).toBe('/data/*/title')
  expect(groups[0]!.findings.map((item) => item.pointer)).toEqual(['/data/0/title', '/data/3/title'])
})
