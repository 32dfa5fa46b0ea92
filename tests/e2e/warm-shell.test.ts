import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, request as httpRequest, type Server } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { requestAs } from './support/hosts'
import { BUILT_SERVER, cleanEnv, freePort } from './support/processes'

// Issue 26, first byte (docs/configuration.md, `API_CACHE_TTL_MS`): a worker asks the shell's calls (the site list,
// then each site's language pack, menus and footer) as it starts, so its first page view waits only for
// its own calls, not for two backend rounds more. Started on a CMS behind API_BASE_URL that records the
// paths it is asked for: the site's embedded content API, reached through a recording proxy.

const projectRoot = resolve(import.meta.dirname, '../..')
const SHELL_PATHS = ['/site/list', '/site/1', '/site/2', '/topNavigation/list', '/topheader', '/bottomNavigation/list']
const dataDir = mkdtempSync(join(tmpdir(), 'site-warm-shell-'))
/** The paths the CMS has answered, in order. */
const asked: string[] = []
const ANSWER_DELAY_MS = 300
let backend: Server
let site: ChildProcess
let sitePort: number
let output = ''

/**
 * Forwards `/api/internal/*` to the embedded content API of the tests' first server, each answer held
 * `ANSWER_DELAY_MS` as a remote CMS's would be, recording each path once it is answered.
 */
function recordingBackend(upstreamPort: number): Server {
  return createServer((req, res) => {
    const path = (req.url ?? '').replace(/^\/api\/internal/, '').split('?')[0]!
    const forwarded = httpRequest(
      { host: '127.0.0.1', port: upstreamPort, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () =>
          setTimeout(() => {
            res.writeHead(answer.statusCode ?? 502, answer.headers).end(Buffer.concat(chunks))
            asked.push(path)
          }, ANSWER_DELAY_MS),
        )
      },
    )
    forwarded.on('error', () => res.writeHead(502).end())
    req.pipe(forwarded)
  })
}

beforeAll(async () => {
  backend = recordingBackend(inject('sitePort'))
  await new Promise<void>((done) => backend.listen(0, '127.0.0.1', done))
  const backendPort = (backend.address() as { port: number }).port
  sitePort = await freePort()
  site = spawn(process.execPath, [BUILT_SERVER], {
    cwd: projectRoot,
    env: cleanEnv({
      NODE_ENV: 'production',
      PORT: String(sitePort),
      SITE_HOSTS: `cn=localhost:${sitePort},en=en.localhost:${sitePort}`,
      API_BASE_URL: `http://127.0.0.1:${backendPort}/api/internal/`,
      OUTBOX_DB_PATH: join(dataDir, 'outbox.sqlite'),
      STALE_DB_PATH: join(dataDir, 'stale.sqlite'),
      DRIFT_LOG_PATH: join(dataDir, 'drift.sqlite'),
      RATE_LIMIT_DB_PATH: join(dataDir, 'limits.sqlite'),
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  site.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  site.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const deadline = Date.now() + 60_000
  while (!output.includes('[server] production on')) {
    if (site.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${output}`)
    await new Promise((done) => setTimeout(done, 100))
  }
}, 90_000)

afterAll(async () => {
  if (site?.pid !== undefined && site.exitCode === null) {
    const exited = new Promise((done) => site.once('exit', done))
    process.kill(-site.pid, 'SIGTERM')
    await exited
  }
  await new Promise((done) => backend?.close(done))
  rmSync(dataDir, { recursive: true, force: true })
})

describe("a worker asks the shell's calls as it starts (issue 26)", () => {
  it('before it is ready, the site list and both sites’ shells; the first views of both sites ask only their own calls', async () => {
    // Ready (docs/running.md, `/readyz`) only once they are answered: the site list, then four calls for each
    // of the two sites, two rounds of the CMS's 300 ms where the readiness probe's own call takes one.
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${sitePort}/readyz`)).status, { timeout: 20_000 })
      .toBe(200)
    expect(asked.filter((path) => path !== '/site/list')).toHaveLength(8)
    expect([...new Set(asked)].sort()).toEqual([...SHELL_PATHS].sort())

    asked.length = 0
    for (const lang of ['zh', 'en'] as const) {
      const answer = await requestAs(lang, '/', { port: sitePort })
      expect(answer.status).toBe(200)
    }
    expect(asked.length).toBeGreaterThan(0)
    expect(asked.filter((path) => SHELL_PATHS.includes(path))).toEqual([])
    expect(output).not.toContain("asking the shell's calls")
  })
})
