import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startFakeBackend, type BackendMode, type FakeBackend } from './support/fake-backend'
import { hostOf, type Lang } from './support/hosts'
import { cleanEnv, freePort } from './support/processes'

// Issue 21 "last good copies that every worker shares and that outlive the process" (docs/architecture.md "Render
// cache" → "Stale on error"): `npm start` with two workers on a CMS behind API_BASE_URL. A page rendered
// by one worker is answered by the other, over a kept-alive connection that worker holds, with the last
// good copy while the CMS is down; and after a restart with the CMS still down, by either worker.

const projectRoot = resolve(import.meta.dirname, '../..')
const dataDir = mkdtempSync(join(tmpdir(), 'site-stale-shared-'))
const staleDb = join(dataDir, 'stale-pages.sqlite')
let backend: FakeBackend
let port: number
let site: Started | undefined

const pages: Array<[Lang, string]> = [
  ['zh', '/'],
  ['en', '/'],
  ['zh', '/product'],
  ['en', '/solution'],
  ['zh', '/about-us/news?type=AI'],
]

interface Started {
  leader: ChildProcess
  output: () => string
}

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
  /** The client-side port of the connection it came over: the same port, the same connection. */
  localPort: number | undefined
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`)
    await new Promise((done) => setTimeout(done, 100))
  }
}

/** `node scripts/start.mjs` (as `npm start` runs it) with two workers, resolved once both listen. */
async function startSite(): Promise<Started> {
  const leader = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: projectRoot,
    env: cleanEnv({
      PORT: String(port),
      WEB_CONCURRENCY: '2',
      SITE_HOSTS: `cn=localhost:${port},en=en.localhost:${port}`,
      API_BASE_URL: `http://127.0.0.1:${backend.port}/api/internal/`,
      API_TIMEOUT_MS: '3000',
      OUTBOX_DB_PATH: join(dataDir, 'outbox.sqlite'),
      STALE_DB_PATH: staleDb,
      STALE_IF_ERROR_S: '600',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  leader.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  leader.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await until(
    () => (output.match(/\[server\] production on/g) ?? []).length === 2,
    100_000,
    `two workers did not start:\n${output}`,
  )
  return { leader, output: () => output }
}

/** SIGTERM to the whole group (docs/running.md "Stopping"); resolves when the primary has exited. */
async function stopSite(started: Started): Promise<void> {
  if (started.leader.exitCode !== null || started.leader.signalCode !== null) return
  const exited = new Promise((done) => started.leader.once('exit', done))
  process.kill(-started.leader.pid!, 'SIGTERM')
  await exited
}

async function setMode(mode: BackendMode): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${backend.controlPort}/mode/${mode}`, { method: 'POST' })
  expect(response.status).toBe(204)
}

function get(agent: Agent, lang: Lang, path: string): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        agent,
        headers: { host: `${hostOf[lang]}:${port}`, 'accept-encoding': 'identity' },
      },
      (res) => {
        const localPort = res.socket.localPort
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          done({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
            localPort,
          }),
        )
        res.on('error', fail)
      },
    )
    req.on('error', fail)
    req.end()
  })
}

/** One kept-alive connection (an agent of one socket) and the pid of the worker that holds it. */
async function connection(): Promise<{ agent: Agent; pid: number; localPort: number | undefined }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const health = await get(agent, 'zh', '/healthz')
  expect(health.status).toBe(200)
  return { agent, pid: (JSON.parse(health.body) as { pid: number }).pid, localPort: health.localPort }
}

/** The worker on the other end of `agent`'s connection now, checked on that same connection. */
async function workerOf(agent: Agent): Promise<{ pid: number; localPort: number | undefined }> {
  const health = await get(agent, 'zh', '/healthz')
  return { pid: (JSON.parse(health.body) as { pid: number }).pid, localPort: health.localPort }
}

/** Whether the shared store holds a copy of each page (written by a worker after it answered). */
function storedCopies(keys: string[]): boolean {
  const db = new Database(staleDb, { readonly: true, fileMustExist: true })
  try {
    const row = db.prepare('SELECT COUNT(*) AS n FROM stale_pages WHERE key IN (SELECT value FROM json_each(?))')
    return (row.get(JSON.stringify(keys)) as { n: number }).n === keys.length
  } finally {
    db.close()
  }
}

const keyOf = ([lang, path]: [Lang, string]) => `http://${hostOf[lang]}:${port}${path}`

beforeAll(async () => {
  backend = await startFakeBackend({
    port: await freePort(),
    controlPort: await freePort(),
    upstream: `http://127.0.0.1:${inject('sitePort')}`,
  })
  port = await freePort()
  site = await startSite()
})

afterAll(async () => {
  if (site) await stopSite(site)
  await backend?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('last good copies shared by the workers and kept across a restart (issue 21)', () => {
  const fresh = new Map<string, string>()
  let renderedAt = 0
  /** When the test saw every copy written: each was rendered before. */
  let storedSeenAt = 0

  it('a page rendered by one worker is served stale by the other, over the connection it holds', async () => {
    await setMode('proxy')
    const first = await connection()
    // Workers take new connections in turn: one of the next few is held by the other worker.
    let second = await connection()
    for (let attempt = 0; second.pid === first.pid && attempt < 10; attempt++) {
      second.agent.destroy()
      second = await connection()
    }
    expect(second.pid).not.toBe(first.pid)

    try {
      renderedAt = Date.now()
      for (const page of pages) {
        const answer = await get(first.agent, ...page)
        expect(answer.status, page.join(' ')).toBe(200)
        expect(answer.localPort).toBe(first.localPort)
        fresh.set(keyOf(page), answer.body)
      }
      expect(await workerOf(first.agent)).toEqual({ pid: first.pid, localPort: first.localPort })
      await until(() => storedCopies(pages.map(keyOf)), 10_000, 'the pages were not written to the shared store')
      storedSeenAt = Date.now()

      await setMode('down')
      for (const page of pages) {
        const stale = await get(second.agent, ...page)
        expect(stale.localPort, 'the same kept-alive connection').toBe(second.localPort)
        expect(stale.status, page.join(' ')).toBe(200)
        expect(stale.headers['x-render-cache']).toBe('stale-if-error')
        expect(stale.body).toBe(fresh.get(keyOf(page)))
        const age = Number(stale.headers.age)
        expect(age).toBeGreaterThanOrEqual(0)
        expect(age).toBeLessThanOrEqual(Math.ceil((Date.now() - renderedAt) / 1000))
      }
      expect(await workerOf(second.agent)).toEqual({ pid: second.pid, localPort: second.localPort })

      const neverRendered = await get(second.agent, 'zh', '/cases')
      expect(neverRendered.status).toBe(503)
      expect(neverRendered.headers['x-render-cache']).toBeUndefined()
    } finally {
      first.agent.destroy()
      second.agent.destroy()
    }
  })

  it('after a restart with the CMS still down, every worker serves the last good copies', async () => {
    expect(fresh.size).toBe(pages.length)
    await stopSite(site!)
    site = await startSite()
    const connections = [await connection()]
    for (let attempt = 0; connections.length < 2 && attempt < 10; attempt++) {
      const next = await connection()
      if (next.pid === connections[0]!.pid) next.agent.destroy()
      else connections.push(next)
    }
    expect(connections).toHaveLength(2)
    try {
      for (const { agent } of connections) {
        for (const page of pages) {
          const sentAt = Date.now()
          const stale = await get(agent, ...page)
          expect(stale.status, page.join(' ')).toBe(200)
          expect(stale.headers['x-render-cache']).toBe('stale-if-error')
          expect(stale.body).toBe(fresh.get(keyOf(page)))
          // The age of the copy: since it was rendered before the restart, not since the restart.
          const age = Number(stale.headers.age)
          expect(age).toBeGreaterThanOrEqual(Math.floor((sentAt - storedSeenAt) / 1000))
          expect(age).toBeLessThanOrEqual(Math.ceil((Date.now() - renderedAt) / 1000))
          expect(stale.headers.etag).toMatch(/^W\/"/)
        }
      }
    } finally {
      for (const { agent } of connections) agent.destroy()
      await setMode('proxy')
    }
  }, 150_000)
})
