// Builds the site when the build is missing or older than its sources: what `npm start` and
// `npm run bench` do before they serve `dist/`.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = dirname(dirname(fileURLToPath(import.meta.url)))

/** What the build is made from. Runtime data (SQLite files, logs) never triggers a rebuild. */
const SOURCES = [
  'pages',
  'runtime',
  'site',
  'workbench',
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

/** Runs `npm run build` (NODE_ENV=production) unless the build is newer than every source; exits on failure. */
export function buildIfStale(label) {
  const reason = !BUILD_OUTPUTS.every((output) => existsSync(output))
    ? 'no build yet'
    : (() => {
        const newest = newestSource()
        const builtAt = Math.min(...BUILD_OUTPUTS.map((output) => statSync(output).mtimeMs))
        return newest.mtimeMs > builtAt ? `${newest.path.slice(root.length + 1)} changed` : null
      })()
  if (!reason) {
    console.log(`[${label}] build is up to date`)
    return
  }
  console.log(`[${label}] building (${reason}) …`)
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) {
    console.error(`[${label}] the build failed; see the output above`)
    process.exit(result.status ?? 1)
  }
}
