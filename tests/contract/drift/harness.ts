import { existsSync, mkdirSync, mkdtempSync, openSync, readSync, closeSync, rmSync, statSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { callRequests, type CallRequest } from '../../../site/api/calls'
import type { ApiCallName } from '../../../schemas/api.gen'
import { freePort, startSiteServer, type SiteServer } from '../../e2e/support/processes'
import { startDriftBackend, type DriftBackend } from './backend'
import { expectedOutcome, type CallRole, type Outcome } from './expectations'
import {
  garbageShown,
  invariantBreaches,
  markupBreaches,
  outcomeOf,
  titlesMissing,
  viewOf,
  type PageAnswer,
} from './inspect-page'
import { callFaults, contentFamilies, dataMutationsOf, familyOf, HTML_PAYLOAD, type Mutation } from './mutations'
import {
  DRIFT_PREVIEW_TOKEN,
  driftHosts,
  driftRoutes,
  findDemoIds,
  type AnswerOf,
  type DemoIds,
  type DriftHost,
  type DriftRoute,
} from './routes'

/** One route on one host as the well-behaved backend serves it: the calls it makes and their answers. */
export interface Recording {
  route: DriftRoute
  host: DriftHost
  path: string
  /** `data` of each call the page made, in the order of the first request. */
  answers: Map<ApiCallName, unknown>
  normally: Outcome
  /** What is already wrong without any drift (the harness cannot judge drift on a broken baseline). */
  baselineBreaches: string[]
}

/** One cell of the matrix: a route on a host, one of its calls spoiled one way. */
export interface DriftCase {
  recording: Recording
  call: ApiCallName
  role: CallRole
  mutation: Mutation
  expected: Outcome
}

export interface CaseResult {
  driftCase: DriftCase
  got: Outcome | undefined
  /** Why the case fails: the outcome differs, an invariant broke, or the mutation never reached the site. */
  problems: string[]
  /** The first line the server logged during the case (its first error line when it logged one). */
  logLine: string
  ms: number
}

export interface DriftHarness {
  recordings: Recording[]
  /** Every case of the matrix, in a stable order (route, host, call, mutation). */
  cases(): DriftCase[]
  run(driftCase: DriftCase): Promise<CaseResult>
  stop(): Promise<void>
}

export interface DriftHarnessOptions {
  projectRoot: string
  logDir: string
  /** Prefix of the two servers' names and log files (`<name>-upstream.log`, `<name>-site.log`). */
  name: string
  /** API_TIMEOUT_MS of the site under test; a `timeout` fault answers a second later than this. */
  apiTimeoutMs: number
}

const SITE_HOSTS = driftHosts.map((host) => `${host.mark}=${host.host}`).join(',')

/**
 * Starts the production build twice — `drift-upstream` on the embedded content API, `drift-site` with
 * API_BASE_URL on a drift backend that proxies to the upstream — then records every SPEC §2 route on
 * both hosts as the well-behaved backend serves it.
 */
export async function startDriftHarness(options: DriftHarnessOptions): Promise<DriftHarness> {
  if (!existsSync(join(options.projectRoot, 'dist', 'server'))) {
    throw new Error(
      'dist/ is missing: the drift harness runs the production build; run `npm run build` first (npm test does).',
    )
  }
  mkdirSync(options.logDir, { recursive: true })
  const dataDir = mkdtempSync(join(tmpdir(), 'site-drift-'))
  const started: Array<SiteServer | DriftBackend> = []
  const stop = async () => {
    for (const item of started.reverse()) await item.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }

  try {
    const upstreamPort = await freePort()
    const backend = await startDriftBackend({
      upstream: `http://127.0.0.1:${upstreamPort}`,
      timeoutDelayMs: options.apiTimeoutMs + 1000,
    })
    started.push(backend)
    const sitePort = await freePort()
    const [upstream, site] = await Promise.all([
      startSiteServer({
        name: `${options.name}-upstream`,
        port: upstreamPort,
        projectRoot: options.projectRoot,
        logDir: options.logDir,
        env: { SITE_HOSTS, FORM_DB_PATH: join(dataDir, 'upstream.sqlite') },
      }),
      startSiteServer({
        name: `${options.name}-site`,
        port: sitePort,
        projectRoot: options.projectRoot,
        logDir: options.logDir,
        env: {
          SITE_HOSTS,
          FORM_DB_PATH: join(dataDir, 'site.sqlite'),
          OUTBOX_DB_PATH: join(dataDir, 'outbox.sqlite'),
          API_BASE_URL: `http://127.0.0.1:${backend.port}/api/internal/`,
          PREVIEW_TOKEN: DRIFT_PREVIEW_TOKEN,
          API_TIMEOUT_MS: String(options.apiTimeoutMs),
          // Every request reaches the backend as it is now: no cached render, no cached site list or menus,
          API_CACHE_TTL_MS: '0',
          RENDER_CACHE_TTL_MS: '0',
          // no last good copy standing in for a failure (issue 14).
          STALE_IF_ERROR_S: '0',
        },
      }),
    ])
    started.push(upstream, site)

    const log = logReader(site.logFile)
    const visit = async (host: DriftHost, path: string): Promise<PageAnswer> => {
      log.skipToEnd()
      const answer = await getPage(sitePort, host.host, path)
      // The server writes its log through a pipe: give the lines of this request a moment to land.
      await new Promise((resolve) => setTimeout(resolve, 20))
      return { ...answer, log: log.readNew() }
    }

    backend.setScenario(undefined)
    const recordings = await record(upstreamPort, backend, visit)
    return {
      recordings,
      cases: () => casesOf(recordings),
      run: (driftCase) => runCase(driftCase, backend, visit),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

type Visit = (host: DriftHost, path: string) => Promise<PageAnswer>

async function record(upstreamPort: number, backend: DriftBackend, visit: Visit): Promise<Recording[]> {
  const ask = (request: CallRequest) => askContentApi(upstreamPort, request)
  const sites = (await ask(callRequests.siteList())) as Array<{ id: number; mark: string }>
  const idsByMark = new Map<string, DemoIds>()
  for (const host of driftHosts) {
    const site = sites.find((candidate) => candidate.mark === host.mark)
    if (!site) throw new Error(`the demo site list has no site with mark ${host.mark}`)
    idsByMark.set(host.mark, await findDemoIds(site.id, host.mark, ask))
  }

  const recordings: Recording[] = []
  for (const route of driftRoutes) {
    for (const host of driftHosts) {
      const path = route.path(idsByMark.get(host.mark)!)
      backend.takeRequests()
      const answer = await visit(host, path)
      const answers = new Map<ApiCallName, unknown>()
      for (const request of backend.takeRequests()) {
        if (request.call && request.data !== undefined && !answers.has(request.call))
          answers.set(request.call, request.data)
      }
      const normally: Outcome =
        route.normally === 'not-found' ? { status: 404, page: 'not-found' } : { status: 200, page: 'page' }
      const got = outcomeOf(answer)
      const baselineBreaches = invariantBreaches(answer, host.htmlLang)
      if (got.status !== normally.status || got.page !== normally.page)
        baselineBreaches.unshift(`answers ${got.status} ${got.page} on a well-behaved backend`)
      else if (got.page === 'page')
        baselineBreaches.push(...contentBreaches(answer, route, (call) => answers.get(call)))
      recordings.push({ route, host, path, answers, normally, baselineBreaches })
    }
  }
  return recordings
}

function roleOf(call: ApiCallName, route: DriftRoute): CallRole {
  if (call === 'siteList') return 'site'
  if (route.main.includes(call)) return 'main'
  return route.mustExist?.includes(call) ? 'must-exist' : 'secondary'
}

function casesOf(recordings: Recording[]): DriftCase[] {
  const cases: DriftCase[] = []
  for (const recording of recordings) {
    for (const [call, data] of recording.answers) {
      const role = roleOf(call, recording.route)
      for (const mutation of [...dataMutationsOf(call, data), ...callFaults]) {
        cases.push({ recording, call, role, mutation, expected: expectedOutcome(role, mutation, recording.normally) })
      }
    }
  }
  return cases
}

async function runCase(driftCase: DriftCase, backend: DriftBackend, visit: Visit): Promise<CaseResult> {
  const { recording, call, mutation, expected } = driftCase
  const started = Date.now()
  backend.setScenario({ call, mutation })
  backend.takeRequests()
  let answer: PageAnswer
  try {
    answer = await visit(recording.host, recording.path)
  } catch (error) {
    return {
      driftCase,
      got: undefined,
      problems: [`no answer: ${String(error)}`],
      logLine: '',
      ms: Date.now() - started,
    }
  } finally {
    backend.setScenario(undefined)
  }
  const requests = backend.takeRequests().filter((request) => request.call === call)
  const got = outcomeOf(answer)
  const problems: string[] = []
  if (!requests.some((request) => request.mutated)) {
    problems.push(
      requests.length === 0 ? `the page did not call ${call}` : `the mutation did not apply to the ${call} answer`,
    )
  }
  if (got.status !== expected.status || got.page !== expected.page) problems.push(`answered ${got.status} ${got.page}`)
  problems.push(...invariantBreaches(answer, recording.host.htmlLang))
  if (checksContent(driftCase) && got.page === 'page') {
    const served: AnswerOf = (name) => {
      const recorded = recording.answers.get(name)
      return name === call && mutation.type === 'data' ? (mutation.apply(recorded) ?? recorded) : recorded
    }
    problems.push(...contentBreaches(answer, recording.route, served, familyOf(mutation) === 'html'))
  }
  return { driftCase, got, problems, logLine: firstLogLine(answer.log), ms: Date.now() - started }
}

/** Issue 21's families also judge what the page shows, whenever the page itself is the expected answer. */
export const checksContent = (driftCase: DriftCase): boolean =>
  driftCase.expected.page === 'page' && contentFamilies.includes(familyOf(driftCase.mutation))

/**
 * What a visitor would find wrong on the page: a title of the page or of its main items missing (as the
 * backend served them, so HTML sent as a title must show as those characters), `undefined` and its kin
 * shown, or HTML sent as text turned into markup.
 */
function contentBreaches(answer: PageAnswer, route: DriftRoute, answerOf: AnswerOf, html = false): string[] {
  const view = viewOf(answer.body)
  return [
    ...titlesMissing(view, route.titles?.(answerOf) ?? []),
    ...garbageShown(view),
    ...(html ? markupBreaches(view, HTML_PAYLOAD) : []),
  ]
}

function firstLogLine(log: string): string {
  const lines = log
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
  return lines.find((line) => /error|fail|invalid|unavailable/i.test(line)) ?? lines[0] ?? ''
}

/** GET of a page as a browser on `host` sends it (Node does not resolve *.localhost: connect to 127.0.0.1). */
function getPage(port: number, host: string, path: string): Promise<Omit<PageAnswer, 'log'>> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'GET',
        headers: { host: `${host}:${port}`, accept: 'text/html' },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`no answer for ${host}${path} within 30 s`)))
    req.on('error', reject)
    req.end()
  })
}

/** One call to the content API of the upstream server; its `data` when the envelope says 200. */
async function askContentApi(port: number, request: CallRequest): Promise<unknown> {
  const response = await fetch(`http://127.0.0.1:${port}/api/internal${request.path}`, {
    method: request.method,
    headers: { 'content-type': 'application/json' },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  })
  const envelope = (await response.json()) as { code?: unknown; data?: unknown; message?: unknown }
  if (String(envelope.code) !== '200')
    throw new Error(`content API ${request.path} answered ${String(envelope.code)}: ${String(envelope.message)}`)
  return envelope.data
}

/** Reads what a log file gained since the last read. */
function logReader(file: string) {
  let offset = 0
  const size = () => (existsSync(file) ? statSync(file).size : 0)
  return {
    skipToEnd() {
      offset = size()
    },
    readNew(): string {
      const end = size()
      if (end <= offset) return ''
      const buffer = Buffer.alloc(end - offset)
      const fd = openSync(file, 'r')
      try {
        readSync(fd, buffer, 0, buffer.length, offset)
      } finally {
        closeSync(fd)
      }
      offset = end
      return buffer.toString('utf8')
    },
  }
}
