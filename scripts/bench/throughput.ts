import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../../tests/e2e/support/processes'
import { contentEnv, type ContentSet } from './content-set'
import { rawGet } from './http'
import { stopOnInterrupt } from './cleanup'
import { median, type Figure } from './report'
import { startProductionServer } from './servers'

const CONNECTIONS = 50
const WARM_UP_SECONDS = 3
const ROUND_SECONDS = 5
const ROUNDS = 3
/** Issue 26 "Done when": cached throughput at least this share of the bare server's. */
const GOAL_RATIO = 0.9
/** What a browser over HTTPS asks for; the site picks its encoding, the bare server repeats it. */
const ACCEPT_ENCODING = 'gzip, deflate, br'
/** Per-connection or per-response headers a recorded answer must not repeat. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js')

/** Requests per second autocannon reaches against 127.0.0.1:`port` (fails on errors or non-2xx answers). */
function requestsPerSecond(port: number, host: string, seconds: number): Promise<number> {
  const args = [autocannonCli, '-j', '-c', String(CONNECTIONS), '-d', String(seconds)]
  args.push('-H', `host=${host}:${port}`, '-H', `accept-encoding=${ACCEPT_ENCODING}`, `http://127.0.0.1:${port}/`)
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk))
    child.on('error', reject)
    child.on('exit', () => {
      try {
        const result = JSON.parse(out) as { requests: { average: number }; errors: number; non2xx: number }
        if (result.errors > 0 || result.non2xx > 0) {
          return reject(new Error(`autocannon: ${result.errors} errors, ${result.non2xx} non-2xx answers`))
        }
        resolve(result.requests.average)
      } catch (error) {
        reject(new Error(`autocannon gave no result: ${String(error)}\n${out.slice(0, 500)}`))
      }
    })
  })
}

async function recordedHit(port: number): ReturnType<typeof rawGet> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const answer = await rawGet(port, 'localhost', '/', { 'accept-encoding': ACCEPT_ENCODING })
    if (answer.status !== 200) throw new Error(`home answered ${answer.status}`)
    if (answer.headers['x-render-cache'] === 'hit') return answer
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('home was never answered from the render cache')
}

async function startBareServer(answerFile: string): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort()
  const child = spawn(process.execPath, [join(import.meta.dirname, 'bare-server.mjs'), answerFile, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve())
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)))
  })
  return { port, child }
}

/**
 * Issue 13 (a): home page requests/s of the production server (one worker, its render cache as
 * configured by default) vs. a bare Node server answering the same recorded bytes from memory.
 * Rounds alternate between the two so load from elsewhere on the machine hits both alike.
 */
export async function measureThroughput(set: ContentSet): Promise<Figure[]> {
  const site = await startProductionServer('throughput', contentEnv(set))
  const workDir = mkdtempSync(join(tmpdir(), 'site-bench-bare-'))
  let bare: { port: number; child: ChildProcess } | undefined
  try {
    // The bare server repeats what a cache hit answers: the first request renders the page and is answered
    // before its kept encodings are made (at a lower brotli quality), so the answer recorded is a later one.
    const answer = await recordedHit(site.port)
    const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_HEADERS.has(name)))
    const answerFile = join(workDir, 'home.json')
    writeFileSync(answerFile, JSON.stringify({ status: 200, headers, body: answer.body.toString('base64') }))
    bare = await startBareServer(answerFile)
    const bareChild = bare.child
    stopOnInterrupt(() => bareChild.kill())

    await requestsPerSecond(site.port, 'localhost', WARM_UP_SECONDS)
    await requestsPerSecond(bare.port, 'localhost', WARM_UP_SECONDS)
    const siteRates: number[] = []
    const bareRates: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      siteRates.push(await requestsPerSecond(site.port, 'localhost', ROUND_SECONDS))
      bareRates.push(await requestsPerSecond(bare.port, 'localhost', ROUND_SECONDS))
    }
    const ratio = median(siteRates.map((rate, index) => rate / bareRates[index]))
    const encoding = String(answer.headers['content-encoding'] ?? 'identity')
    return [
      {
        figure: `home from the render cache vs. the same bytes from memory (${encoding}, ${answer.body.length} B)`,
        value: `${ratio.toFixed(2)}× (${Math.round(median(siteRates))} vs. ${Math.round(median(bareRates))} req/s)`,
        goal: `≥ ${GOAL_RATIO}×`,
        met: ratio >= GOAL_RATIO,
      },
    ]
  } finally {
    bare?.child.kill()
    await site.stop()
    rmSync(workDir, { recursive: true, force: true })
  }
}
