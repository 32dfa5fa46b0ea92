import { createHash } from 'node:crypto'
import { describeOutcome } from './expectations'
import type { CaseResult, DriftCase } from './harness'
import { familyOf, type MutationFamily } from './mutations'

/** The seed of today's subset: DRIFT_SEED, or the UTC date (a different subset every day, the same all day). */
export function driftSeed(env: NodeJS.ProcessEnv = process.env): string {
  return env.DRIFT_SEED?.trim() || new Date().toISOString().slice(0, 10)
}

const pick = (seed: string, key: string, size: number): number =>
  createHash('sha256').update(`${seed}\0${key}`).digest().readUInt32BE(0) % size

/**
 * The rotating subset `npm test` runs: for each call, one case of each of `everyRun`'s families (so they
 * are drifted on every call every run) and `kindsPerCall` of its other mutation kinds, one case each;
 * the seed chooses the kinds and each case's route, host and location, so every kind comes round within
 * days. A `timeout` case costs the site's API_TIMEOUT_MS, so at most `timeoutCases` of them run.
 */
export function rotatingSubset(
  cases: DriftCase[],
  seed: string,
  options: { kindsPerCall: number; timeoutCases: number; everyRun?: readonly MutationFamily[] },
): DriftCase[] {
  const everyRun = new Set(options.everyRun ?? [])
  const byCall = new Map<string, Map<string, DriftCase[]>>()
  const groupOf = (driftCase: DriftCase) => {
    const family = familyOf(driftCase.mutation)
    return everyRun.has(family) ? `family ${family}` : driftCase.mutation.kind
  }
  for (const driftCase of cases) {
    const groups = byCall.get(driftCase.call) ?? new Map<string, DriftCase[]>()
    const group = groupOf(driftCase)
    groups.set(group, [...(groups.get(group) ?? []), driftCase])
    byCall.set(driftCase.call, groups)
  }
  const chosen: DriftCase[] = []
  for (const [call, groups] of byCall) {
    const families = [...groups.keys()].filter((group) => group.startsWith('family '))
    const kinds = [...groups.keys()]
      .filter((group) => !group.startsWith('family '))
      .sort((a, b) => pick(seed, `${call} ${a}`, 1 << 30) - pick(seed, `${call} ${b}`, 1 << 30))
    for (const group of [...families, ...kinds.slice(0, options.kindsPerCall)]) {
      const members = groups.get(group)!
      chosen.push(members[pick(seed, `${call} ${group} case`, members.length)]!)
    }
  }
  const timeouts = chosen.filter((driftCase) => driftCase.mutation.kind === 'timeout').slice(options.timeoutCases)
  // Keep the matrix order, so a family's cases run route by route.
  const kept = new Set(chosen.filter((driftCase) => !timeouts.includes(driftCase)))
  return cases.filter((driftCase) => kept.has(driftCase))
}

/** "6,210 cases: 1,034 mutations of 31 calls over 34 routes × 2 hosts". */
export function describeMatrix(cases: DriftCase[]): string {
  const mutations = new Set(cases.map((c) => `${c.call} ${c.mutation.label}`))
  const calls = new Set(cases.map((c) => c.call))
  const routes = new Set(cases.map((c) => c.recording.route.route))
  const hosts = new Set(cases.map((c) => c.recording.host.host))
  return `${cases.length} cases: ${mutations.size} mutations of ${calls.size} calls over ${routes.size} routes × ${hosts.size} hosts`
}

const COLUMNS = ['route', 'host', 'call', 'family', 'mutation', 'expected', 'got', 'first log line'] as const

function rowOf(result: CaseResult): string[] {
  const { driftCase } = result
  const got = result.got === undefined ? 'no answer' : describeOutcome(result.got)
  const extra = result.problems.filter((problem) => !problem.startsWith('answered '))
  return [
    driftCase.recording.path,
    driftCase.recording.host.host,
    `${driftCase.call} (${driftCase.role})`,
    familyOf(driftCase.mutation),
    driftCase.mutation.label,
    describeOutcome(driftCase.expected),
    [got, ...extra].join('; '),
    result.logLine,
  ].map((cell) => cell.replace(/\s+/g, ' ').slice(0, 160))
}

/** The failed cases as one aligned text table, one row per case. */
export function failureTable(failures: CaseResult[]): string {
  const rows = [COLUMNS.slice() as string[], ...failures.map(rowOf)]
  const widths = COLUMNS.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join(' | ')
      .trimEnd()
  return [line(rows[0]!), widths.map((width) => '-'.repeat(width)).join('-|-'), ...rows.slice(1).map(line)].join('\n')
}

/**
 * How many failures of each kind: role (the site list apart), mutation family and kind, expected → got,
 * and the first extra problem.
 */
export function failureSummary(failures: CaseResult[]): string {
  const counts = new Map<string, number>()
  for (const result of failures) {
    const { driftCase } = result
    const got = result.got === undefined ? 'no answer' : describeOutcome(result.got)
    const extra = result.problems.find((problem) => !problem.startsWith('answered '))
    const key = `${roleOf(driftCase)} [${familyOf(driftCase.mutation)}] ${driftCase.mutation.kind}: expected ${describeOutcome(driftCase.expected)}, got ${got}${extra ? ` (${generalise(extra)})` : ''}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([key, count]) => `${String(count).padStart(5)} × ${key}`)
    .join('\n')
}

/** The site list is main for every page; the summary keeps it apart from the pages' own main calls. */
const roleOf = (driftCase: DriftCase) => (driftCase.call === 'siteList' ? 'site list' : driftCase.role)

/** A problem without its case-specific details, so equal problems count together. */
const generalise = (problem: string) => problem.replace(/:.*$/, '')
