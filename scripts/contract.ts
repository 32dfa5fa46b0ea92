/**
 * `npm run contract -- --api <URL> …` (issue 24): checks a CMS against the backend contract before it ships.
 * Crawls it as the site reads it, checks every answer against schemas/api, renders every page on the
 * answers (the production build: `npm run build` first), and reports errors, repairs and notes with a
 * curl for each. Exit 0: clean or notes only; 1: errors or repairs; 2: nothing could be checked.
 */
import { existsSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { runContractCheck } from '../site/contract/check'
import { productionEntry } from '../site/contract/render'
import {
  EXIT,
  exitCodeOf,
  jsonReport,
  junitReport,
  summarize,
  textReport,
  type ReportOptions,
} from '../site/contract/report'
import { readConfig } from '../site/server/config'
import { replayCommand } from './contract-replay'
import { loadSiteSettings } from '../site/server/content-api'
import { demoSiteSettings } from '../server/embedded-content'

const projectRoot = resolve(import.meta.dirname, '..')

const USAGE =
  'Usage: npm run contract -- --api <URL> [--site cn,en] [--max-items N] [--format text|json|junit] [--out FILE] [--allow-repairs] [--concurrency N] [--timeout-ms N]'

const HELP = `${USAGE}

Checks a CMS against the backend contract (schemas/api, docs/contract.md): crawls it as the site reads it
(the site list; per site the shell, every list on its first page and once filtered, the detail of up to
--max-items listed items per kind, the forms), checks each answer, then renders every page on the answers
(server render of the production build: run npm run build first).

  --api URL          the CMS's root, as API_BASE_URL (required)
  --site MARKS       only these sites (marks, comma-separated; default all)
  --max-items N      detail calls per kind of item (default 20)
  --format F         text (default), json or junit
  --out FILE         write the report there (the summary still goes to stdout)
  --allow-repairs    repairs are warnings, not failures
  --concurrency N    requests in flight at once (default 4)
  --timeout-ms N     per request (default API_TIMEOUT_MS, else 8000)
  --replay           report the drift the live site recorded instead: [--db FILE] [--api URL]
                     [--since 3d|12h|DATE] [--format text|json] (see scripts/contract-replay.ts)

Findings: error (the site cannot use the answer: the page is 404/500/502/503/504 or loses its main
content), repair (the tolerant reader cuts or defaults a value), note (a field the contract does not know).
The site's environment (SITE_HOSTS, DEFAULT_FORM_IDS …) is read as the site reads it.

Exit codes: 0 clean or notes only; 1 errors or repairs (with --allow-repairs: errors only);
2 nothing could be checked (CMS unreachable, bad argument, no production build).`

type Format = 'text' | 'json' | 'junit'

export interface ContractArgs {
  api: string
  marks: string[]
  maxItems: number
  format: Format
  out?: string
  allowRepairs: boolean
  concurrency: number
  timeoutMs?: number
}

/** The arguments, or what is wrong with them. */
export function parseContractArgs(args: readonly string[]): ContractArgs | { help: true } | { error: string } {
  let values
  try {
    values = parseArgs({
      args: [...args],
      options: {
        api: { type: 'string' },
        site: { type: 'string' },
        'max-items': { type: 'string' },
        format: { type: 'string' },
        out: { type: 'string' },
        'allow-repairs': { type: 'boolean' },
        concurrency: { type: 'string' },
        'timeout-ms': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
  if (values.help) return { help: true }
  const count = (name: string, text: string | undefined, fallback: number | undefined, min: number) => {
    if (text === undefined) return fallback
    const value = Number(text)
    if (!Number.isInteger(value) || value < min) throw new Error(`--${name} "${text}" is not a whole number ≥ ${min}`)
    return value
  }
  try {
    const format = values.format ?? 'text'
    if (!['text', 'json', 'junit'].includes(format)) throw new Error(`--format "${format}" is not text, json or junit`)
    if (!values.api) throw new Error('--api is required')
    const url = new URL(values.api)
    if (!/^https?:$/.test(url.protocol)) throw new Error(`--api "${values.api}" is not an http(s) URL`)
    return {
      api: values.api ?? '',
      marks: (values.site ?? '')
        .split(',')
        .map((mark) => mark.trim())
        .filter((mark) => mark !== ''),
      maxItems: count('max-items', values['max-items'], 20, 0)!,
      format: format as Format,
      out: values.out,
      allowRepairs: values['allow-repairs'] ?? false,
      concurrency: count('concurrency', values.concurrency, 4, 1)!,
      timeoutMs: count('timeout-ms', values['timeout-ms'], undefined, 1),
    }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

export interface ContractIo {
  out(text: string): void
  err(text: string): void
  env: NodeJS.ProcessEnv
  now?: () => Date
}

/** Runs the command; answers its exit code. */
export async function contractCommand(args: readonly string[], io: ContractIo): Promise<number> {
  // What the live site recorded (its drift record), reported as findings of the same shape.
  if (args.includes('--replay'))
    return replayCommand(
      args,
      io.env,
      (line) => io.out(`${line}\n`),
      (line) => io.err(`${line}\n`),
    )
  const parsed = parseContractArgs(args)
  if ('help' in parsed) {
    io.out(`${HELP}\n`)
    return EXIT.clean
  }
  if ('error' in parsed) {
    io.err(`${parsed.error}\n${USAGE}\n`)
    return EXIT.cannotCheck
  }
  if (!existsSync(productionEntry(projectRoot))) {
    io.err('No production build (dist/server/entry.mjs): run npm run build first; the pages are rendered with it.\n')
    return EXIT.cannotCheck
  }
  let config
  try {
    config = readConfig({ ...io.env, NODE_ENV: 'production' })
  } catch (error) {
    io.err(`The site's environment is not valid: ${error instanceof Error ? error.message : String(error)}\n`)
    return EXIT.cannotCheck
  }
  const siteSettings = await loadSiteSettings(config.siteSettings, demoSiteSettings)
  const result = await runContractCheck({
    api: parsed.api,
    marks: parsed.marks,
    maxItems: parsed.maxItems,
    concurrency: parsed.concurrency,
    timeoutMs: parsed.timeoutMs ?? config.apiTimeoutMs,
    projectRoot,
    siteSettings,
    env: io.env,
  })
  if (!result.reachable) {
    io.err(`Cannot check ${parsed.api}: ${result.url} got no answer (${result.reason}).\n`)
    return EXIT.cannotCheck
  }
  const options: ReportOptions = { allowRepairs: parsed.allowRepairs }
  return report(parsed, result.findings, result.checked, options, io)
}

/** Prints (or writes) the findings in the chosen format; answers the exit code. */
export function report(
  args: Pick<ContractArgs, 'api' | 'format' | 'out'>,
  findings: Parameters<typeof summarize>[0],
  checked: Parameters<typeof junitReport>[2],
  options: ReportOptions,
  io: ContractIo,
): number {
  const summary = summarize(findings, checked.length)
  const text = textReport(args.api, findings, summary, options)
  const rendered =
    args.format === 'json'
      ? `${JSON.stringify(jsonReport(args.api, findings, summary, io.now?.() ?? new Date()), null, 2)}\n`
      : args.format === 'junit'
        ? junitReport(args.api, findings, checked, options)
        : text
  if (args.out) {
    writeFileSync(args.out, rendered)
    io.out(`${text.split('\n')[0]}\nReport (${args.format}) written to ${args.out}\n`)
  } else io.out(rendered)
  return exitCodeOf(findings, options)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const code = await contractCommand(process.argv.slice(2), {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    env: process.env,
  })
  process.exitCode = code
}
