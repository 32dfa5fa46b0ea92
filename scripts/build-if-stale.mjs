// Builds the site when the build is missing or was made from other sources: what `npm start` and
// `npm run bench` do before they serve `dist/`.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = dirname(dirname(fileURLToPath(import.meta.url)))

/** What the build is made from. */
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
/**
 * Runtime data (SQLite files, logs) and the transpiled copies of `+config`/`+route` files that Vike
 * writes beside them for a moment while a build runs (`+route.ts.build-<hash>.mjs`): a build running
 * beside this check must neither look like a source change nor vanish under the walk.
 */
const IGNORED = /(^\.|node_modules|\.(db|sqlite\d?|db-journal|db-wal|db-shm|log)$|\.build-[0-9a-f]+\.mjs$)/
/**
 * The production server (server/production.ts, built with the pages) and Vike's entry, which
 * `vite build` writes last; the build is as old as the older of the two, and missing if either is.
 */
const buildOutputs = (base) => [join(base, 'dist/server/server.mjs'), join(base, 'dist/server/entry.mjs')]
/** The digest of the sources the build in `dist/` was made from (written by buildIfStale). */
const sourcesDigestFile = (base) => join(base, 'dist/.sources-sha256')

function sourceFiles(base) {
  const files = []
  const visit = (path) => {
    if (!existsSync(path)) return
    const stats = statSync(path)
    if (stats.isDirectory()) {
      for (const name of readdirSync(path).sort()) if (!IGNORED.test(name)) visit(join(path, name))
    } else files.push({ path, mtimeMs: stats.mtimeMs })
  }
  for (const source of SOURCES) visit(join(base, source))
  return files
}

/** SHA-256 over every source file's path and content. */
function sourcesDigest(base, files) {
  const hash = createHash('sha256')
  for (const { path } of files)
    hash.update(path.slice(base.length)).update('\0').update(readFileSync(path)).update('\0')
  return hash.digest('hex')
}

/**
 * Why `dist/` must be built again, or `null` when it is up to date. A build newer than every source is;
 * so is one whose sources changed their times but not their contents (issue 25: `npm install` rewrites
 * package-lock.json with the same text), which the digest of the sources it was made from tells.
 */
export function staleReason(base = root) {
  const outputs = buildOutputs(base)
  if (!outputs.every((output) => existsSync(output))) return 'no build yet'
  const files = sourceFiles(base)
  const builtAt = Math.min(...outputs.map((output) => statSync(output).mtimeMs))
  const newer = files.find((file) => file.mtimeMs > builtAt)
  const digestFile = sourcesDigestFile(base)
  const recorded = existsSync(digestFile) ? readFileSync(digestFile, 'utf8').trim() : null
  const digest = sourcesDigest(base, files)
  if (!newer) {
    // The build is newer than these sources, so it was made from them (by whichever command): remember them.
    if (recorded !== digest) writeFileSync(digestFile, `${digest}\n`)
    return null
  }
  if (recorded === digest) return null
  return `${newer.path.slice(base.length + 1)} changed`
}

function recordSources(base) {
  writeFileSync(sourcesDigestFile(base), `${sourcesDigest(base, sourceFiles(base))}\n`)
}

/** Runs `npm run build` (NODE_ENV=production) unless the build is up to date (staleReason); exits on failure. */
export function buildIfStale(label) {
  const reason = staleReason()
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
  recordSources(root)
}
