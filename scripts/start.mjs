// `npm start`: builds the site when the build is missing or older than its sources, then serves the
// production build on PORT (default 3000) with one worker process per CPU core (WEB_CONCURRENCY), each
// running the built server, dist/server/server.mjs.
import cluster from 'node:cluster'
import { createServer } from 'node:net'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildIfStale } from './build-if-stale.mjs'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
process.chdir(root)

const SERVER = join(root, 'dist/server/server.mjs')
/** Workers get SHUTDOWN_GRACE_MS (default 10 s) to finish; whatever is left after this margin is killed. */
const KILL_MARGIN_MS = 2_000

function workerCount() {
  const raw = process.env.WEB_CONCURRENCY?.trim()
  if (!raw) return availableParallelism()
  const count = Number(raw)
  if (!Number.isInteger(count) || count < 1) {
    console.error(`[start] WEB_CONCURRENCY: "${raw}" is not a whole number ≥ 1`)
    process.exit(1)
  }
  return count
}

function shutdownGraceMs() {
  const raw = process.env.SHUTDOWN_GRACE_MS?.trim()
  if (!raw) return 10_000
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) {
    console.error(`[start] SHUTDOWN_GRACE_MS: "${raw}" is not a whole number ≥ 0`)
    process.exit(1)
  }
  return value
}

/**
 * Whether `port` can be listened on: a port another server holds is said once, by number, and the start
 * ends (issue 25), instead of each worker failing on it in turn.
 */
function portProblem(port) {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', (error) =>
      resolve(
        error.code === 'EADDRINUSE'
          ? `port ${port} is already in use (another server is running on it?): stop that server or set PORT`
          : `cannot listen on port ${port}: ${error.message}`,
      ),
    )
    probe.listen(Number(port), () => probe.close(() => resolve(null)))
  })
}

async function serve() {
  const count = workerCount()
  const graceMs = shutdownGraceMs()
  const port = process.env.PORT?.trim() || '3000'
  const problem = await portProblem(port)
  if (problem) {
    console.error(`[start] cannot start: ${problem}`)
    process.exit(1)
  }
  // Built JavaScript only: the workers run the server bundled with the pages, no TypeScript loader.
  cluster.setupPrimary({ exec: SERVER, execArgv: [] })
  const env = { NODE_ENV: 'production', PORT: port }
  let stopping = false
  let recentCrashes = 0

  const fork = () => cluster.fork(env)
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    console.error(`[start] worker ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); starting another`)
    // A worker that dies at once (bad configuration, port taken) would otherwise be restarted forever.
    if (++recentCrashes > count * 3) {
      console.error('[start] workers keep failing; giving up')
      process.exit(1)
    }
    setTimeout(() => recentCrashes--, 60_000).unref()
    fork()
  })

  const workers = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined)
  relayRevalidations(workers)
  // A signal to this process, to the process group, or (under npm) the end of npm: the workers stop
  // accepting, finish what they serve within the grace period and exit; then this process exits.
  const shutdown = (reason) => {
    if (stopping) return
    stopping = true
    console.log(`[start] ${reason}: letting requests finish (up to ${graceMs} ms), then stopping`)
    for (const worker of workers()) worker.process.kill('SIGTERM')
    setTimeout(() => {
      const left = workers()
      console.error(`[start] ${left.length} worker(s) did not stop in time; killing them`)
      for (const worker of left) worker.process.kill('SIGKILL')
      process.exit(1)
    }, graceMs + KILL_MARGIN_MS).unref()
    if (workers().length === 0) process.exit(0)
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
  watchNpmParent(() => shutdown('npm exited'))

  cluster.once('listening', () =>
    console.log(`[start] serving on http://localhost:${port} with ${count} worker${count === 1 ? '' : 's'}`),
  )
  for (let index = 0; index < count; index++) fork()
}

/**
 * A revalidation received by one worker reaches the others (issue 23; the messages are described in
 * site/server/worker-relay.ts): each listening worker but the asking one is told to drop the pages, and the
 * asking worker is answered once every one has confirmed, or after the timeout it gave, with the counts.
 */
function relayRevalidations(workers) {
  const listening = new Set()
  cluster.on('listening', (worker) => listening.add(worker.id))
  cluster.on('exit', (worker) => listening.delete(worker.id))
  /** Relay id → the acknowledgements still awaited and what they reported. */
  const relays = new Map()

  cluster.on('message', (from, message) => {
    if (message?.type === 'site:revalidate:relay' && typeof message.id === 'string') {
      const others = workers().filter((worker) => worker !== from && listening.has(worker.id) && worker.isConnected())
      const relay = {
        from,
        awaiting: new Set(others.map((worker) => worker.id)),
        confirmed: 0,
        entries: 0,
        timer: null,
      }
      const answer = () => {
        clearTimeout(relay.timer)
        relays.delete(message.id)
        if (!from.isConnected()) return
        from.send({
          type: 'site:revalidate:relayed',
          id: message.id,
          workers: others.length,
          confirmed: relay.confirmed,
          entries: relay.entries,
        })
      }
      relay.answer = answer
      if (others.length === 0) return answer()
      relays.set(message.id, relay)
      const timeoutMs = Number.isFinite(message.timeoutMs) ? message.timeoutMs : 3_000
      relay.timer = setTimeout(answer, timeoutMs)
      for (const worker of others) worker.send({ type: 'site:revalidate:drop', id: message.id, pages: message.pages })
    } else if (message?.type === 'site:revalidate:dropped') {
      const relay = relays.get(message.id)
      if (!relay || !relay.awaiting.delete(from.id)) return
      relay.confirmed++
      relay.entries += Number.isFinite(message.entries) ? message.entries : 0
      if (relay.awaiting.size === 0) relay.answer()
    }
  })
}

/**
 * Under `npm start` this process is npm's grandchild (npm → sh → node): a signal npm forwards may reach
 * only the shell (`start` uses `exec` so it does not), and npm killed outright forwards nothing. Either
 * way the parent changes; then this process stops as if signalled, instead of serving on as an orphan.
 */
function watchNpmParent(stop) {
  if (!process.env.npm_lifecycle_event) return
  const parent = process.ppid
  setInterval(() => {
    if (process.ppid !== parent) stop()
  }, 500).unref()
}

buildIfStale('start')
await serve()
