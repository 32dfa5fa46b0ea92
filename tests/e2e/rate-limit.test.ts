import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { enquiryFor } from './support/form-fill'
import { cleanEnv, freePort } from './support/processes'

// Issue 21 "Limits that hold per client, not per worker": under `npm start` with two workers, a client
// sending enquiries over fresh connections (the primary hands them to the workers in turn) gets exactly
// ENQUIRY_RATE_LIMIT of them through, counted in RATE_LIMIT_DB_PATH, and 429 with Retry-After for the rest.

const projectRoot = resolve(import.meta.dirname, '../..')
const dataDir = mkdtempSync(join(tmpdir(), 'site-rate-limit-'))
const running: ChildProcess[] = []

afterAll(async () => {
  await Promise.all(running.map(stop))
  rmSync(dataDir, { recursive: true, force: true })
})

/** `node scripts/start.mjs` with two workers, as its own process group; resolves once both workers are up. */
async function startTwoWorkers(env: Record<string, string>): Promise<{ port: number; output: () => string }> {
  const port = await freePort()
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: projectRoot,
    env: cleanEnv({
      PORT: String(port),
      WEB_CONCURRENCY: '2',
      ENQUIRY_RATE_LIMIT: '10/60',
      FORM_DB_PATH: join(dataDir, `forms-${port}.sqlite`),
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  running.push(child)
  let output = ''
  const workersUp = new Promise<void>((done, fail) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if ((output.match(/\[server\] production on/g) ?? []).length === 2) done()
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => fail(new Error(`npm start exited (${code}) before two workers were up:\n${output}`)))
  })
  await workersUp
  return { port, output: () => output }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve()
  return new Promise((done) => {
    child.once('exit', () => done())
    process.kill(-child.pid!, 'SIGTERM')
  })
}

/** One enquiry over a connection of its own (no keep-alive: each may reach the other worker). */
function post(port: number, body: string): Promise<{ status: number; retryAfter: string | undefined }> {
  return new Promise((done, fail) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/internal/form',
        method: 'POST',
        agent: false,
        headers: { host: `localhost:${port}`, 'content-type': 'application/json', connection: 'close' },
      },
      (res) => {
        res.resume()
        res.on('end', () => done({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }))
      },
    )
    req.on('error', fail)
    req.end(body)
  })
}

async function send25(port: number): Promise<Array<{ status: number; retryAfter: string | undefined }>> {
  const body = JSON.stringify(await enquiryFor('zh', 'rate limit'))
  const answers = []
  for (let i = 0; i < 25; i++) answers.push(await post(port, body))
  return answers
}

describe('ENQUIRY_RATE_LIMIT across two workers (issue 21)', () => {
  test('a client gets exactly 10 of 25 enquiries through; the rest are 429 with Retry-After', async () => {
    const { port, output } = await startTwoWorkers({ RATE_LIMIT_DB_PATH: join(dataDir, 'limits.sqlite') })
    const answers = await send25(port)
    // The workers' log says why, when they did not count together.
    expect(
      answers.map((answer) => answer.status),
      output(),
    ).toEqual([...Array(10).fill(200), ...Array(15).fill(429)])
    for (const { retryAfter } of answers.slice(10)) {
      expect(Number(retryAfter)).toBeGreaterThan(0)
      expect(Number(retryAfter)).toBeLessThanOrEqual(60)
    }
  }, 180_000)

  // The same run with a store that cannot open shows that both workers answered: each counted alone.
  test('a store that cannot open: each worker counts alone, and says so once', async () => {
    const blocker = join(dataDir, 'not-a-folder')
    writeFileSync(blocker, '')
    const { port, output } = await startTwoWorkers({ RATE_LIMIT_DB_PATH: join(blocker, 'limits.sqlite') })
    const accepted = (await send25(port)).filter((answer) => answer.status === 200)
    expect(accepted).toHaveLength(20)
    expect(output().match(/cannot open RATE_LIMIT_DB_PATH/g)).toHaveLength(2)
  }, 180_000)
})
