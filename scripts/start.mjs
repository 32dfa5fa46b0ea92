// `npm start`: builds the site when the build is missing or older than its sources, then serves the
// production build on PORT (default 3000) with one worker process per CPU core (WEB_CONCURRENCY), each
// running the built server, dist/server/server.mjs.
import { spawnSync } from 'node:child_process'
import cluster from 'node:cluster'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
process.chdir(root)

/** What the build is made from. Runtime data (SQLite files, logs) never triggers a rebuild. */
const SOURCES = [
  'pages',
  'runtime',
  'blocks',
  'ui',
  'mapping',
  'server',
  'content',
  'schemas',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
]
const IGNORED = /(^\.|node_modules|\.(db|sqlite\d?|db-journal|db-wal|db-shm|log)$)/
/**
 * The production server (server/production.ts, built with the pages) and Vike's entry, which
 * `vite build` writes last; the build is as old as the older of the two, and missing if either is.
 */
const SERVER = join(root, 'dist/server/server.mjs')
const BUILD_OUTPUTS = [SERVER, join(root, 'dist/server/entry.mjs')]
const SHUTDOWN_GRACE_MS = 15_000

function newestSource() {
  let newest = { path: '', mtimeMs: 0 }
  const visit = (path) => {
    if (!existsSync(path)) return
    const stats = statSync(path)
    if (stats.isDirectory()) {
      for (const name of readdirSync(path)) if (!IGNORED.test(name)) visit(join(path, name))
    } else if (stats.mtimeMs > newest.mtimeMs) {
      newest = { path, mtimeMs: stats.mtimeMs }
    }
  }
  for (const source of SOURCES) visit(join(root, source))
  return newest
}

function buildIfStale() {
  const reason = !BUILD_OUTPUTS.every((output) => existsSync(output))
    ? 'no build yet'
    : (() => {
        const newest = newestSource()
        const builtAt = Math.min(...BUILD_OUTPUTS.map((output) => statSync(output).mtimeMs))
        return newest.mtimeMs > builtAt ? `${newest.path.slice(root.length + 1)} changed` : null
      })()
  if (!reason) {
    console.log('[start] build is up to date')
    return
  }
  console.log(`[start] building (${reason}) …`)
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) {
    console.error('[start] the build failed; see the output above')
    process.exit(result.status ?? 1)
  }
}

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

buildIfStale()
serve()
