import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { request as httpRequest, createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, test } from 'vitest'
import { close } from './support/fake-backend'
import { cleanEnv, freePort } from './support/processes'

// Issue 14 "Clean stop from any signal": SIGTERM or SIGINT to the `npm start` process, to the primary or
// to the whole process group stops accepting, lets an in-flight request finish (answered with
// `Connection: close`), and leaves no process running after SHUTDOWN_GRACE_MS. Started as `npm start`
// starts (scripts/start.mjs, two workers) on a free port, with API_BASE_URL on a backend that takes
// 2.5 s to answer, so a proxied `/api/internal/site/list` is in flight when the signal arrives.

const projectRoot = resolve(import.meta.dirname, '../..')
const GRACE_MS = 6000
/** The grace, plus the primary's margin before it kills what is left, plus a scheduling allowance. */
const ALL_GONE_WITHIN_MS = GRACE_MS + 4000
const dataDir = mkdtempSync(join(tmpdir(), 'site-stop-'))

afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** A backend of the test's own (the tests run side by side) that answers every request after 2.5 s. */
async function slowBackend(): Promise<{ server: Server; port: number; requests: () => number }> {
  const port = await freePort()
  let requests = 0
  const server = createServer((_req, res) => {
    requests++
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ code: '200', data: [], message: 'slow but fine' }))
    }, 2500)
  })
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  return { server, port, requests: () => requests }
}

/** Every process in process group `pgid` (read from /proc: "pid (comm) state ppid pgrp …"). */
function processGroup(pgid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
        const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
        return state !== 'Z' && Number(group) === pgid
      } catch {
        return false
      }
    })
}

function get(port: number, path: string): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((done, fail) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host: `localhost:${port}` } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => done({ status: res.statusCode ?? 0, connection: res.headers.connection, body }))
    })
    req.on('error', fail)
    req.end()
  })
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`)
    await new Promise((done) => setTimeout(done, 100))
  }
}

interface Started {
  leader: ChildProcess
  port: number
  output: () => string
}

/** `npm start` (npm → node scripts/start.mjs → 2 workers) or the primary alone, as its own process group. */
async function start(how: 'npm' | 'node', backendPort: number): Promise<Started> {
  const port = await freePort()
  const [command, args] = how === 'npm' ? ['npm', ['start']] : [process.execPath, ['scripts/start.mjs']]
  const leader = spawn(command, args, {
    cwd: projectRoot,
    env: cleanEnv({
      PORT: String(port),
      WEB_CONCURRENCY: '2',
      API_BASE_URL: `http://127.0.0.1:${backendPort}`,
      API_TIMEOUT_MS: '8000',
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      OUTBOX_DB_PATH: join(dataDir, `outbox-${port}.sqlite`),
      STALE_DB_PATH: join(dataDir, `stale-pages-${port}.sqlite`),
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  leader.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  leader.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  // Both workers are up when both have logged their start line.
  await until(
    () => (output.match(/\[server\] production on/g) ?? []).length === 2,
    100_000,
    `two workers did not start:\n${output}`,
  )
  return { leader, port, output: () => output }
}

/** The primary: the process in the group running scripts/start.mjs. */
function primaryOf(pgid: number): number {
  const primary = processGroup(pgid).find((pid) =>
    readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes('scripts/start.mjs'),
  )
  if (primary === undefined) throw new Error('no primary process found')
  return primary
}

// Side by side: each test waits most of its time, on its backend and on the grace period.
describe.concurrent('stopping npm start (issue 14)', () => {
  test.for([
    ['SIGTERM to the npm start process', 'npm', 'SIGTERM', 'leader'],
    ['SIGTERM to the primary', 'node', 'SIGTERM', 'primary'],
    ['SIGTERM to the process group', 'node', 'SIGTERM', 'group'],
    ['SIGINT (Ctrl-C) to the process group of npm start', 'npm', 'SIGINT', 'group'],
  ] as const)(
    '%s: the in-flight request completes, and every process exits within the grace',
    { timeout: 150_000 },
    async ([, how, signal, target], { expect, onTestFinished }) => {
      const backend = await slowBackend()
      onTestFinished(() => close(backend.server))
      const { leader, port, output } = await start(how, backend.port)
      const pgid = leader.pid!
      const processes = processGroup(pgid)
      expect(processes.length).toBeGreaterThanOrEqual(3) // [npm,] primary, two workers

      const inFlight = get(port, '/api/internal/site/list')
      await until(() => backend.requests() > 0, 10_000, 'the request did not reach the backend')

      const signalled = Date.now()
      if (target === 'group') process.kill(-pgid, signal)
      else process.kill(target === 'leader' ? pgid : primaryOf(pgid), signal)

      const answer = await inFlight
      expect(answer.status).toBe(200)
      expect(JSON.parse(answer.body)).toMatchObject({ code: '200', message: 'slow but fine' })
      expect(answer.connection).toBe('close')

      await until(
        () => processGroup(pgid).length === 0,
        ALL_GONE_WITHIN_MS,
        `processes ${processGroup(pgid).join(', ')} still running after the signal:\n${output()}`,
      )
      // Not a speed figure: the bound the grace period promises.
      expect(Date.now() - signalled).toBeLessThan(ALL_GONE_WITHIN_MS)
      await expect(get(port, '/healthz')).rejects.toThrow()
    },
  )
})
