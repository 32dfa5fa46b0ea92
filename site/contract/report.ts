import { curlOf, type Finding, type FindingLevel } from './findings'

/**
 * How the contract check's findings are reported (issue 24), whatever produced them (a crawl of a CMS, or
 * the drift the live site recorded): grouped, counted, as text, JSON or JUnit XML, and as an exit code.
 */

/** Exit codes of `npm run contract`. */
export const EXIT = {
  /** Clean, or notes only (or repairs only, with `--allow-repairs`). */
  clean: 0,
  /** Errors, or repairs. */
  findings: 1,
  /** Nothing could be checked: the CMS cannot be reached, a bad argument, no production build. */
  cannotCheck: 2,
} as const

export interface ReportOptions {
  /** Repairs are warnings: they do not fail the check. */
  allowRepairs: boolean
}

/** One line of the report: the findings at one pointer of one call of one site (list items counted together). */
export interface FindingGroup {
  level: FindingLevel
  call: Finding['call']
  site: string | null
  /** The pointer with each list position replaced by an asterisk, or a page's path. */
  pointer: string
  problem: string
  findings: Finding[]
}

export interface Summary {
  errors: number
  repairs: number
  notes: number
  /** Requests checked (one JUnit test case each). */
  requests: number
}

export interface JsonReport {
  api: string
  checkedAt: string
  summary: Summary
  findings: Finding[]
}

const LEVELS: FindingLevel[] = ['error', 'repair', 'note']

/** A JSON pointer with every list position replaced by an asterisk; a page's path as it is. */
export const groupPointer = (finding: Finding): string =>
  finding.call === 'page' ? finding.pointer : finding.pointer.replace(/\/\d+(?=\/|$)/g, '/*')

/** The findings grouped by level, call, site, pointer (list positions together) and problem, in that order. */
export function groupFindings(findings: readonly Finding[]): FindingGroup[] {
  const groups = new Map<string, FindingGroup>()
  for (const finding of findings) {
    const pointer = groupPointer(finding)
    const key = JSON.stringify([finding.level, finding.call, finding.site, pointer, finding.problem])
    const group = groups.get(key)
    if (group) group.findings.push(finding)
    else groups.set(key, { ...finding, pointer, findings: [finding] })
  }
  const order = (group: FindingGroup) => LEVELS.indexOf(group.level)
  return [...groups.values()].sort(
    (a, b) =>
      order(a) - order(b) ||
      a.call.localeCompare(b.call) ||
      (a.site ?? '').localeCompare(b.site ?? '') ||
      a.pointer.localeCompare(b.pointer),
  )
}

/** Removes findings that say the same of the same request (a request asked by the crawl and by a page). */
export function uniqueFindings(findings: readonly Finding[]): Finding[] {
  const seen = new Set<string>()
  return findings.filter((finding) => {
    const key = JSON.stringify([
      finding.level,
      finding.call,
      finding.site,
      finding.pointer,
      finding.problem,
      finding.request,
    ])
    return !seen.has(key) && seen.add(key)
  })
}

export function summarize(findings: readonly Finding[], requests: number): Summary {
  const groups = groupFindings(findings)
  const count = (level: FindingLevel) => groups.filter((group) => group.level === level).length
  return { errors: count('error'), repairs: count('repair'), notes: count('note'), requests }
}

/** 0 when clean or notes only; 1 on errors or repairs (repairs pass with `allowRepairs`). */
export function exitCodeOf(findings: readonly Finding[], options: ReportOptions): number {
  const failing = findings.some(
    (finding) => finding.level === 'error' || (finding.level === 'repair' && !options.allowRepairs),
  )
  return failing ? EXIT.findings : EXIT.clean
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/**
 * The report as text: a summary line, then one block per call and site, each finding with its pointer,
 * problem, what the site does, the value, and the curl that reproduces it.
 */
export function textReport(
  api: string,
  findings: readonly Finding[],
  summary: Summary,
  options: ReportOptions,
): string {
  const groups = groupFindings(findings)
  const repairs = `${plural(summary.repairs, 'repair')}${options.allowRepairs ? ' (allowed)' : ''}`
  const lines = [
    `Contract check of ${api}: ${summary.requests} requests, ${plural(summary.errors, 'error')}, ${repairs}, ${plural(summary.notes, 'note')}`,
  ]
  let heading = ''
  for (const group of groups) {
    const title = `${group.level.toUpperCase()}  ${group.call}${group.site ? ` [${group.site}]` : ''}`
    if (title !== heading) {
      lines.push('', title)
      heading = title
    }
    const first = group.findings[0]!
    const requests = new Set(group.findings.map((finding) => curlOf(finding.request))).size
    const count =
      group.findings.length > 1 ? ` (×${group.findings.length}${requests > 1 ? ` in ${requests} requests` : ''})` : ''
    lines.push(`  ${group.pointer || '(root)'}: ${group.problem}${count}`)
    lines.push(`    → ${first.outcome}${first.value === undefined ? '' : `; value ${first.value}`}`)
    if (first.seen) lines.push(`    seen ${first.seen.count} times, last ${first.seen.last}`)
    lines.push(`    ${curlOf(first.request)}`)
  }
  if (groups.length === 0) lines.push('', 'Every answer keeps the contract.')
  return `${lines.join('\n')}\n`
}

export function jsonReport(api: string, findings: readonly Finding[], summary: Summary, checkedAt: Date): JsonReport {
  return { api, checkedAt: checkedAt.toISOString(), summary, findings: [...findings] }
}

const xml = (text: string) =>
  text
    // Characters XML 1.0 cannot carry at all.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

/** What JUnit calls a test case: one checked request (or one rendered page). */
export interface CheckedCase {
  call: Finding['call']
  site: string | null
  request: Finding['request']
}

const caseKey = (item: CheckedCase) =>
  JSON.stringify([item.call, item.site, item.request.method, item.request.url, item.request.body ?? null])

/**
 * The report as JUnit XML for CI systems: a test suite per call and site, a test case per request (each
 * page that failed is one too), a `<failure>` per error and per repair (a repair is a `<system-out>` line
 * with `allowRepairs`), notes as `<system-out>`.
 */
export function junitReport(
  api: string,
  findings: readonly Finding[],
  checked: readonly CheckedCase[],
  options: ReportOptions,
): string {
  const cases = new Map<string, { item: CheckedCase; findings: Finding[] }>()
  for (const item of checked) if (!cases.has(caseKey(item))) cases.set(caseKey(item), { item, findings: [] })
  for (const finding of findings) {
    const key = caseKey(finding)
    const entry = cases.get(key) ?? { item: finding, findings: [] }
    entry.findings.push(finding)
    cases.set(key, entry)
  }
  const suites = new Map<string, Array<{ item: CheckedCase; findings: Finding[] }>>()
  for (const entry of cases.values()) {
    const name = `${entry.item.call}${entry.item.site ? ` [${entry.item.site}]` : ''}`
    suites.set(name, [...(suites.get(name) ?? []), entry])
  }
  const fails = (finding: Finding) => finding.level === 'error' || (finding.level === 'repair' && !options.allowRepairs)
  const describe = (finding: Finding) =>
    `${finding.level} at ${finding.pointer || '(root)'}: ${finding.problem} → ${finding.outcome}${finding.value === undefined ? '' : `; value ${finding.value}`}\n${curlOf(finding.request)}`
  let totalTests = 0
  let totalFailures = 0
  const body: string[] = []
  for (const [name, entries] of [...suites.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const failures = entries.filter((entry) => entry.findings.some(fails)).length
    totalTests += entries.length
    totalFailures += failures
    body.push(
      `  <testsuite name="${xml(name)}" tests="${entries.length}" failures="${failures}" errors="0" skipped="0">`,
    )
    for (const { item, findings: own } of entries) {
      const caseName = `${item.request.method} ${item.request.url}${item.request.body === undefined ? '' : ` ${JSON.stringify(item.request.body)}`}`
      body.push(`    <testcase classname="${xml(`contract.${name}`)}" name="${xml(caseName)}">`)
      const failing = own.filter(fails)
      if (failing.length > 0) {
        const message = failing.map(
          (finding) => `${finding.level} at ${finding.pointer || '(root)'}: ${finding.problem}`,
        )
        body.push(
          `      <failure message="${xml(message.join('; '))}" type="${xml(failing[0]!.level)}">${xml(failing.map(describe).join('\n\n'))}</failure>`,
        )
      }
      const rest = own.filter((finding) => !fails(finding))
      if (rest.length > 0) body.push(`      <system-out>${xml(rest.map(describe).join('\n\n'))}</system-out>`)
      body.push('    </testcase>')
    }
    body.push('  </testsuite>')
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xml(`contract ${api}`)}" tests="${totalTests}" failures="${totalFailures}" errors="0">`,
    ...body,
    '</testsuites>',
    '',
  ].join('\n')
}
