/**
 * `npm run contract -- --replay [--db FILE] [--api URL] [--since 3d|ISO date] [--format text|json]`
 * (issue 24 "Recorded drift"): reports what the live site repaired or rejected in its backend's answers,
 * read from its drift record (DRIFT_LOG_PATH), grouped by call and site, each finding with how often and
 * when it was last seen and the curl that sends its request again to the CMS (`--api`, default
 * API_BASE_URL). `--format json` prints `{ source: 'replay', findings }`: each finding's call, pointer and
 * value are what a regression test needs to replay the drift against `readAnswer`.
 * Exit 0 when nothing was recorded, 1 when something was, 2 when the record cannot be read.
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readConfig } from '../site/server/config'
import { curlOf, type Finding } from '../site/contract/findings'
import { readRecordedDrift } from '../site/contract/recorded-drift'

const USAGE = 'Usage: npm run contract -- --replay [--db FILE] [--api URL] [--since 3d|2026-01-31] [--format text|json]'

const VALUE_OPTIONS = ['--db', '--api', '--since', '--format'] as const
type ValueOption = (typeof VALUE_OPTIONS)[number]

/** Runs the replay with `args` (without `--replay`) and the environment `env`; returns the exit code. */
export function replayCommand(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  log: (line: string) => void = console.log,
  error: (line: string) => void = console.error,
  now = Date.now(),
): number {
  const options = parseOptions(args.filter((arg) => arg !== '--replay'))
  if (typeof options === 'string') {
    error(`${options}\n${USAGE}`)
    return 2
  }
  const format = options['--format'] ?? 'text'
  if (format !== 'text' && format !== 'json') {
    error(`--format "${format}": give text or json\n${USAGE}`)
    return 2
  }
  const since = options['--since'] === undefined ? undefined : parseSince(options['--since'], now)
  if (since === null) {
    error(`--since "${options['--since']}": give days or hours back (3d, 12h) or a date (2026-01-31)\n${USAGE}`)
    return 2
  }
  let config: ReturnType<typeof readConfig>
  try {
    config = readConfig(env)
  } catch (problem) {
    error(`${(problem as Error).message}`)
    return 2
  }
  const dbPath = options['--db'] ?? config.driftLog.dbPath
  const apiBaseUrl = options['--api'] ?? config.apiBaseUrl
  if (!apiBaseUrl) {
    error(`The curl commands need the CMS's address: give --api URL or set API_BASE_URL\n${USAGE}`)
    return 2
  }
  let findings: Finding[]
  try {
    findings = readRecordedDrift(dbPath, { apiBaseUrl, since })
  } catch (problem) {
    error(`Cannot read the drift record ${resolve(dbPath)} (--db, DRIFT_LOG_PATH): ${(problem as Error).message}`)
    return 2
  }
  if (format === 'json') log(JSON.stringify({ source: 'replay', findings }, null, 2))
  else for (const line of textReport(findings, resolve(dbPath), since)) log(line)
  return findings.length > 0 ? 1 : 0
}

/** The findings as text, grouped by call and site, sorted by pointer. */
export function textReport(findings: readonly Finding[], dbPath: string, since?: Date): string[] {
  const window = since ? ` since ${since.toISOString()}` : ''
  if (findings.length === 0) return [`No drift recorded in ${dbPath}${window}.`]
  const errors = findings.filter((finding) => finding.level === 'error').length
  const lines = [
    `Drift the live site recorded in ${dbPath}${window}: ${errors} error(s), ${findings.length - errors} repair(s)`,
  ]
  const groups = new Map<string, Finding[]>()
  for (const finding of findings) {
    const key = `${finding.call}${finding.site ? ` (site ${finding.site})` : ''}`
    groups.set(key, [...(groups.get(key) ?? []), finding])
  }
  for (const [group, members] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push('', group)
    for (const finding of [...members].sort((a, b) => a.pointer.localeCompare(b.pointer))) {
      const seen = finding.seen ? `, seen ${finding.seen.count}×, last ${finding.seen.last}` : ''
      lines.push(`  ${finding.level} ${finding.pointer || '(root)'}: ${finding.problem} → ${finding.outcome}${seen}`)
      if (finding.value !== undefined) lines.push(`    value: ${finding.value}`)
      lines.push(`    ${curlOf(finding.request)}`)
    }
  }
  return lines
}

function parseOptions(args: readonly string[]): Partial<Record<ValueOption, string>> | string {
  const options: Partial<Record<ValueOption, string>> = {}
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!
    const [name, inline] = arg.includes('=') ? (arg.split(/=(.*)/s, 2) as [string, string]) : [arg, undefined]
    if (!(VALUE_OPTIONS as readonly string[]).includes(name)) return `Unknown argument "${arg}"`
    const value = inline ?? args[++index]
    if (value === undefined || value === '') return `${name} needs a value`
    options[name as ValueOption] = value
  }
  return options
}

/** `3d`, `12h` back from `now`, or a date; `null` when it is neither. */
function parseSince(text: string, now: number): Date | null {
  const back = /^(\d+)([dh])$/.exec(text.trim())
  if (back) return new Date(now - Number(back[1]) * (back[2] === 'd' ? 86_400_000 : 3_600_000))
  const date = new Date(text)
  return Number.isNaN(date.getTime()) ? null : date
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(replayCommand(process.argv.slice(2), process.env))
}
