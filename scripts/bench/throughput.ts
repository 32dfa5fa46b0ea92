import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../../tests/e2e/support/processes'
import { contentEnv, type ContentSet } from './content-set'
import { rawGet } from './http'
import { stopOnInterrupt } from './cleanup'
import { median, type Figure } from './report'
import { startProductionServer } from './servers'

const CONNECTIONS = 50
const WARM_UP_SECONDS = 3
const ROUND_SECONDS = 4
const ROUNDS = 5
/** Issue 26 "Done when": cached throughput at least this share of the bare server's. */
const GOAL_RATIO = 0.9
/** What a browser over HTTPS asks for; the site picks its encoding, the bare server repeats it. */
const ACCEPT_ENCODING = 'gzip, deflate, br'
/** Per-connection or per-response headers a recorded answer must not repeat. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js')

/**
 * Where Linux lets us (`taskset`, two CPUs or more), the server measured runs on CPU 0 with all its threads
 * and autocannon on CPU 1. Left to the scheduler, the two shared both cores with each other and with the
 * bench itself, and the bare server's own rate moved between 3,155 and 4,783 requests/s from run to run: the
 * ratio was mostly the noise of its baseline. Pinned, each server meets the same load from the same core.
 */
const pinning = process.platform === 'linux' && availableParallelism() >= 2 && commandWorks('taskset', ['-V'])
const SERVER_CPU = '0'
const LOAD_CPU = '1'

function commandWorks(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0
}

/** Moves every thread of process `pid` onto the server's CPU (nothing where pinning is not possible). */
function pinServer(pid: number | undefined): void {
  if (!pinning || pid === undefined) return
  if (!commandWorks('taskset', ['-a', '-p', '-c', SERVER_CPU, String(pid)])) {
    throw new Error(`taskset could not pin process ${pid} to CPU ${SERVER_CPU}`)
  }
}

/** CPU time (user and system, ms) process `pid` has used so far; undefined where /proc is not there. */
function cpuMilliseconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined
  try {
    // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are the
    // 12th and 13th, in clock ticks (100 a second on Linux).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return undefined
  }
}

interface Load {
  /** Requests answered a second. */
  rate: number
  /** The server's CPU time per request answered (ms), where it can be read. */
  cpuPerRequest: number | undefined
}

/** Loads the server on 127.0.0.1:`port` (process `pid`) with autocannon (fails on errors or non-2xx answers). */
async function load(port: number, pid: number | undefined, seconds: number): Promise<Load> {
  const cpuBefore = cpuMilliseconds(pid)
  const { rate, total } = await requestsPerSecond(port, 'localhost', seconds)
  const cpuAfter = cpuMilliseconds(pid)
  const cpuPerRequest = cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / total
  return { rate, cpuPerRequest }
}

/** Requests per second autocannon reaches against 127.0.0.1:`port`, and the requests in all. */
function requestsPerSecond(port: number, host: string, seconds: number): Promise<{ rate: number; total: number }> {
  const args = [autocannonCli, '-j', '-c', String(CONNECTIONS), '-d', String(seconds)]
  args.push('-H', `host=${host}:${port}`, '-H', `accept-encoding=${ACCEPT_ENCODING}`, `http://127.0.0.1:${port}/`)
  const [command, commandArgs] = pinning
    ? ['taskset', ['-c', LOAD_CPU, process.execPath, ...args]]
    : [process.execPath, args]
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'ignore'] })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk))
    child.on('error', reject)
    child.on('exit', () => {
      try {
        const result = JSON.parse(out) as {
          requests: { average: number; total: number }
          errors: number
          non2xx: number
        }
        if (result.errors > 0 || result.non2xx > 0) {
          return reject(new Error(`autocannon: ${result.errors} errors, ${result.non2xx} non-2xx answers`))
        }
        resolve({ rate: result.requests.average, total: result.requests.total })
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
    pinServer(site.pid)
    pinServer(bare.child.pid)

    await load(site.port, site.pid, WARM_UP_SECONDS)
    await load(bare.port, bare.child.pid, WARM_UP_SECONDS)
    const siteLoads: Load[] = []
    const bareLoads: Load[] = []
    for (let round = 0; round < ROUNDS; round++) {
      siteLoads.push(await load(site.port, site.pid, ROUND_SECONDS))
      bareLoads.push(await load(bare.port, bare.child.pid, ROUND_SECONDS))
    }
    const ratios = siteLoads.map((siteLoad, index) => siteLoad.rate / bareLoads[index]!.rate)
    const ratio = median(ratios)
    const spread = `rounds ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}×`
    const encoding = String(answer.headers['content-encoding'] ?? 'identity')
    const where = pinning ? `each server on CPU ${SERVER_CPU}, autocannon on CPU ${LOAD_CPU}` : 'unpinned'
    const figures: Figure[] = [
      {
        figure: `home from the render cache vs. the same bytes from memory (${encoding}, ${answer.body.length} B; ${where})`,
        value: `${ratio.toFixed(2)}× (${Math.round(median(siteLoads.map((l) => l.rate)))} vs. ${Math.round(median(bareLoads.map((l) => l.rate)))} req/s; ${spread})`,
        goal: `≥ ${GOAL_RATIO}×`,
        met: ratio >= GOAL_RATIO,
      },
    ]
    // Where autocannon, not the server, is what runs out of CPU (one core of load against one of serving),
    // both servers answer about as many requests, and only their CPU per request tells them apart.
    const siteCpu = medianOfKnown(siteLoads.map((l) => l.cpuPerRequest))
    const bareCpu = medianOfKnown(bareLoads.map((l) => l.cpuPerRequest))
    if (siteCpu !== undefined && bareCpu !== undefined) {
      figures.push({
        figure: 'server CPU per cached request: the site vs. the bare server (the most each could answer on a core)',
        value: `${siteCpu.toFixed(3)} vs. ${bareCpu.toFixed(3)} ms (${Math.round(1000 / siteCpu)} vs. ${Math.round(1000 / bareCpu)} req/s)`,
        goal: '',
        met: null,
      })
    }
    return figures
  } finally {
    bare?.child.kill()
    await site.stop()
    rmSync(workDir, { recursive: true, force: true })
  }
}

function medianOfKnown(values: (number | undefined)[]): number | undefined {
  const known = values.filter((value): value is number => value !== undefined)
  return known.length > 0 ? median(known) : undefined
}
