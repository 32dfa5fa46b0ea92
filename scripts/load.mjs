// `npm run load`: the load issue 14 asks the site to survive, against the production build served as
// `npm start` serves it (scripts/start.mjs, which builds first when the build is stale; WEB_CONCURRENCY
// workers, default 2, embedded demo content). Four autocannon scenarios, one after the other:
//   cached pages     the site's public pages on both hosts, from the render cache;
//   cache busting    `/?cb=<unique>` on 200 connections (a parameter no route reads: one cached page);
//   uncached renders `/activity?q=<unique>` (a parameter the route reads: every request a new render);
//   unknown paths    `/no-such-<unique>` on 200 connections (a 404 storm: one not-found page per site).
// LOAD_SCENARIOS (comma-separated: cached, busting, uncached, not-found; default all) runs only those.
// For each: requests/s, p99 latency, socket errors and timeouts, answers by status, and the resident
// memory (RSS) of each worker before, at its peak during the load, and after LOAD_IDLE_S of idling.
// LOAD_DURATION_S (default 20) is each scenario's length. Figures of a run are in docs/performance.md "Load".
import { execFileSync, spawn } from 'node:child_process'
import { request } from 'node:http'
import { createServer } from 'node:net'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const durationS = Number(process.env.LOAD_DURATION_S ?? 20)
const idleS = Number(process.env.LOAD_IDLE_S ?? 20)
const workers = process.env.WEB_CONCURRENCY ?? '2'

const CACHED_PATHS = ['/', '/product', '/solution', '/cases', '/about-us', '/about-us/news', '/activity', '/media']

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/** RSS in MB of each worker of the primary `pid` (cluster workers are its children). */
function workerRss(pid) {
  try {
    return execFileSync('ps', ['-o', 'rss=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => Math.round(Number(line.trim()) / 1024))
  } catch {
    return []
  }
}

async function waitUntilAnswering(url, deadlineMs) {
  const deadline = Date.now() + deadlineMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5000) })).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${deadlineMs / 1000} s`)
}

/** A GET with the Host the load sends (fetch cannot set Host), so warming fills the same cache entries. */
function getAs(port, path) {
  return new Promise((resolve, reject) => {
    // A new connection each time (no keep-alive agent), so the workers take the requests in turn.
    const req = request(
      { host: '127.0.0.1', port, path, agent: false, headers: { host: `localhost:${port}` } },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

/** Runs one scenario while sampling the workers' memory; `nextPath` gives each request's path. */
async function scenario(name, { port, pid, connections, nextPath }) {
  const before = workerRss(pid)
  const peak = [...before]
  const sampler = setInterval(() => {
    workerRss(pid).forEach((rss, index) => (peak[index] = Math.max(peak[index] ?? 0, rss)))
  }, 250)
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: durationS,
    timeout: 10,
    headers: { host: `localhost:${port}`, 'accept-encoding': 'br, gzip' },
    requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  })
  clearInterval(sampler)
  await new Promise((resolve) => setTimeout(resolve, idleS * 1000))
  const after = workerRss(pid)
  const byStatus = Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${status}: ${count}`)
    .join(', ')
  console.log(`\n${name} (${connections} connections, ${durationS} s)`)
  console.log(`  throughput   ${Math.round(result.requests.average)} req/s, ${result.requests.total} requests`)
  console.log(`  latency      p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`)
  console.log(`  errors       ${result.errors} socket errors, ${result.timeouts} timeouts; answers ${byStatus}`)
  console.log(
    `  worker RSS   before ${before.join(' / ')} MB, peak ${peak.join(' / ')} MB, after ${idleS} s idle ${after.join(' / ')} MB`,
  )
  return { name, result, before, peak, after }
}

const port = await freePort()
console.log(`[load] npm start on port ${port}, WEB_CONCURRENCY=${workers} (builds first when stale)`)
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), WEB_CONCURRENCY: workers },
  stdio: ['ignore', 'inherit', 'inherit'],
})
const stop = () => server.exitCode === null && server.kill('SIGTERM')
process.on('SIGINT', () => (stop(), process.exit(130)))

try {
  await waitUntilAnswering(`http://127.0.0.1:${port}/`, 600_000)
  // Every worker renders each cached page before the measured load; the workers take connections in
  // turn, so an odd number of requests a round sends each page to each worker.
  for (let round = 0; round < 4; round++) {
    for (const path of [...CACHED_PATHS, '/']) await getAs(port, path)
  }
  let sequence = 0
  const unique = () => `${process.pid}-${Date.now()}-${sequence++}`
  const scenarios = [
    {
      id: 'cached',
      name: 'cached pages',
      connections: 100,
      nextPath: () => CACHED_PATHS[sequence++ % CACHED_PATHS.length],
    },
    { id: 'busting', name: 'cache busting /?cb=<unique>', connections: 200, nextPath: () => `/?cb=${unique()}` },
    {
      id: 'uncached',
      name: 'uncached renders /activity?q=<unique>',
      connections: 50,
      nextPath: () => `/activity?q=${unique()}`,
    },
    // Goal (issue 21): no timeouts; every answer 404, or 503 when shed.
    {
      id: 'not-found',
      name: 'unknown paths /no-such-<unique>',
      connections: 200,
      nextPath: () => `/no-such-${unique()}`,
    },
  ]
  const chosen = process.env.LOAD_SCENARIOS?.split(',').map((id) => id.trim())
  const runs = []
  for (const { id, name, connections, nextPath } of scenarios) {
    if (chosen && !chosen.includes(id)) continue
    runs.push(await scenario(name, { port, pid: server.pid, connections, nextPath }))
  }
  if (runs.length === 0) throw new Error(`LOAD_SCENARIOS names none of ${scenarios.map(({ id }) => id).join(', ')}`)
  const start = runs[0].before
  const end = runs.at(-1).after
  console.log(
    `\n[load] worker RSS at start ${start.join(' / ')} MB, after the last load and ${idleS} s idle ${end.join(' / ')} MB` +
      ` (${end.map((rss, index) => (rss / start[index]).toFixed(2)).join(' / ')}× the start)`,
  )
} finally {
  stop()
}
