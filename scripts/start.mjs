// `npm start`: builds the site when the build is missing or older than its sources, then serves the
// production build on PORT (default 3000) with one worker process per CPU core (WEB_CONCURRENCY), each
// running the built server, dist/server/server.mjs.
import cluster from 'node:cluster'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildIfStale } from './build-if-stale.mjs'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
process.chdir(root)

const SERVER = join(root, 'dist/server/server.mjs')
const SHUTDOWN_GRACE_MS = 15_000

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

function serve() {
  const count = workerCount()
  const port = process.env.PORT?.trim() || '3000'
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

  const shutdown = (signal) => {
    if (stopping) return
    stopping = true
    console.log(`[start] ${signal}: letting requests finish, then stopping`)
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
    setTimeout(() => {
      console.error('[start] workers did not stop in time; forcing exit')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS).unref()
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))

  console.log(`[start] serving on http://localhost:${port} with ${count} worker${count === 1 ? '' : 's'}`)
  for (let index = 0; index < count; index++) fork()
}

buildIfStale('start')
serve()
