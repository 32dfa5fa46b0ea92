import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { close, readBody } from './support/fake-backend'
import { hostOf, requestAs, type Lang, type RawResponse } from './support/hosts'
import { NGINX, renderNginxConf, startNginx, stopNginx } from './support/nginx'
import { cleanEnv, freePort, startSiteServer, type SiteServer } from './support/processes'

// Issue 23 "A publish that shows at once": after the CMS changes a product and makes one
// POST /api/revalidate, the next public request shows the change, on both hosts — on every worker of
// `npm start`, and through nginx (deploy/nginx.conf) in front of two instances, whose cache is refreshed.

const projectRoot = resolve(import.meta.dirname, '../..')
const SECRET = 'e2e-revalidate-secret-0123456789'
/** The demo's product 1401 (cn) and 2401 (en), before and after the editor's change. */
const OLD_NAMES = { zh: '云启ERP', en: 'CloudLead ERP' } as const
const NEW_NAMES = { zh: '星河ERP', en: 'Galaxy ERP' } as const
const PRODUCT_PATHS = { zh: '/product/1401', en: '/product/2401' } as const
const LANGS = ['zh', 'en'] as const

let workDir: string
let backend: Server
let backendPort: number
/** Whether the CMS serves the product under its new name. */
let published = false

/**
 * A CMS that forwards to the embedded content API of the suite's site and, once `published`, answers
 * the product under its new name in every answer (its detail and every list showing it).
 */
async function startPublishingBackend(port: number, upstreamPort: number): Promise<Server> {
  const server = createServer(async (req, res) => {
    const body = await readBody(req)
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: `127.0.0.1:${upstreamPort}`, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => {
          let text = Buffer.concat(chunks).toString('utf8')
          if (published) for (const lang of LANGS) text = text.replaceAll(OLD_NAMES[lang], NEW_NAMES[lang])
          const headers = { ...answer.headers }
          delete headers['content-length']
          delete headers['transfer-encoding']
          res.writeHead(answer.statusCode ?? 502, headers)
          res.end(text)
        })
      },
    )
    upstream.on('error', () => res.writeHead(502).end())
    upstream.end(body)
  })
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  return server
}

/** A GET on a connection of its own (no keep-alive), so the cluster hands it to the next worker. */
const freshGet = (lang: Lang, path: string, port: number, headers: Record<string, string> = {}) =>
  requestAs(lang, path, { port, headers: { connection: 'close', ...headers } })

const revalidate = (port: number, body: unknown) =>
  requestAs('zh', '/api/revalidate', {
    port,
    method: 'POST',
    headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify(body),
  })

/** A GET whose body is kept as bytes (a compressed answer). */
function bytesVia(port: number, lang: Lang, path: string, acceptEncoding: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((done, fail) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: { host: `${hostOf[lang]}:${port}`, 'accept-encoding': acceptEncoding, connection: 'close' },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => done({ headers: res.headers, body: Buffer.concat(chunks) }))
        res.on('error', fail)
      },
    )
    req.on('error', fail)
    req.end()
  })
}

/** The product's name as the page's `<title>` shows it. */
const titleOf = (response: RawResponse) => /<title>([^<]*)<\/title>/.exec(response.body)?.[1] ?? ''

const ALL_PRODUCT_PATHS = { paths: [PRODUCT_PATHS.zh, PRODUCT_PATHS.en] }

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'site-revalidate-'))
  backendPort = await freePort()
  backend = await startPublishingBackend(backendPort, inject('sitePort'))
})

afterAll(async () => {
  if (backend) await close(backend)
  if (workDir) rmSync(workDir, { recursive: true, force: true })
})

describe('npm start with two workers, each with its own render cache', () => {
  let port: number
  let leader: ChildProcess | undefined
  let output = ''

  beforeAll(async () => {
    published = false
    port = await freePort()
    leader = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: projectRoot,
      env: cleanEnv({
        PORT: String(port),
        WEB_CONCURRENCY: '2',
        SITE_HOSTS: `cn=localhost:${port},en=en.localhost:${port}`,
        API_BASE_URL: `http://127.0.0.1:${backendPort}/api/internal/`,
        RENDER_CACHE_TTL_MS: '3600000',
        REVALIDATE_SECRET: SECRET,
        OUTBOX_DB_PATH: join(workDir, 'cluster-outbox.sqlite'),
        STALE_DB_PATH: join(workDir, 'cluster-stale.sqlite'),
        RATE_LIMIT_DB_PATH: join(workDir, 'cluster-limits.sqlite'),
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    const started = new Promise<void>((done, fail) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString()
        if ((output.match(/\[server\] production on/g) ?? []).length === 2) done()
      }
      leader!.stdout?.on('data', onData)
      leader!.stderr?.on('data', onData)
      leader!.once('exit', () => fail(new Error(`npm start exited:\n${output}`)))
    })
    await started
  }, 120_000)

  afterAll(async () => {
    if (!leader || leader.exitCode !== null || leader.signalCode !== null) return
    const exited = new Promise((done) => leader!.once('exit', done))
    process.kill(-leader.pid!, 'SIGTERM')
    await exited
  })

  /**
   * Requests the page on fresh connections until both workers have rendered it once: a worker renders a
   * page the first time it is asked for it and answers it from its cache after that.
   */
  async function renderedByBothWorkers(lang: Lang, name: string): Promise<void> {
    let renders = 0
    for (let attempt = 0; attempt < 20 && renders < 2; attempt++) {
      const response = await freshGet(lang, PRODUCT_PATHS[lang], port)
      expect(response.status).toBe(200)
      expect(titleOf(response)).toContain(name)
      if (response.headers['x-render-cache'] !== 'hit') renders++
    }
    expect(renders, `${lang}: each of the two workers rendered the page once`).toBe(2)
  }

  it('after one revalidation, every worker serves the new name on the next request, on both hosts', async () => {
    for (const lang of LANGS) await renderedByBothWorkers(lang, OLD_NAMES[lang])
    published = true
    // Both workers still answer the old page from their caches.
    for (const lang of LANGS)
      for (let attempt = 0; attempt < 4; attempt++)
        expect(titleOf(await freshGet(lang, PRODUCT_PATHS[lang], port))).toContain(OLD_NAMES[lang])

    const response = await revalidate(port, ALL_PRODUCT_PATHS)
    expect(response.status, response.body).toBe(200)
    const report = JSON.parse(response.body) as { workers: unknown; complete: boolean; pages: unknown[] }
    expect(report.complete).toBe(true)
    expect(report.workers).toMatchObject({ total: 2, confirmed: 2 })
    expect(report.pages).toHaveLength(4)
    // The worker writes its log lines after the answer.
    await expect.poll(() => output).toMatch(/\[revalidate\] asked: \/product\/1401 \/product\/2401 .*workers 2\/2/)

    for (const lang of LANGS) {
      for (let attempt = 0; attempt < 6; attempt++) {
        const fresh = await freshGet(lang, PRODUCT_PATHS[lang], port)
        expect(fresh.status).toBe(200)
        expect(titleOf(fresh), `${lang}, request ${attempt + 1}`).toContain(NEW_NAMES[lang])
      }
    }
  })
})

describe('nginx (deploy/nginx.conf) in front of two instances', () => {
  let nginxPort: number
  let nginx: ChildProcess | undefined
  let instances: SiteServer[] = []

  beforeAll(async () => {
    if (!existsSync(NGINX))
      throw new Error(`${NGINX} is missing: apt-get install -y nginx (npm test installs it as root)`)
    published = false
    const dir = join(workDir, 'nginx')
    mkdirSync(join(dir, 'cache'), { recursive: true })
    nginxPort = await freePort()
    const ports = [await freePort(), await freePort()]
    const logDir = join(projectRoot, 'test-results')
    mkdirSync(logDir, { recursive: true })
    instances = await Promise.all(
      ports.map((port, index) =>
        startSiteServer({
          name: `revalidate-instance-${index + 1}`,
          port,
          projectRoot,
          logDir,
          env: {
            TRUST_PROXY: '1',
            SITE_HOSTS: `cn=localhost:${nginxPort},en=en.localhost:${nginxPort}`,
            API_BASE_URL: `http://127.0.0.1:${backendPort}/api/internal/`,
            // Pages stay fresh in nginx and in the instances far longer than the test runs.
            PAGE_S_MAXAGE: '3600',
            RENDER_CACHE_TTL_MS: '3600000',
            REVALIDATE_SECRET: SECRET,
            REVALIDATE_PEERS: `http://127.0.0.1:${ports[1 - index]}`,
            PROXY_REFRESH_URL: `http://127.0.0.1:${nginxPort}`,
            OUTBOX_DB_PATH: join(dir, `outbox-${index + 1}.sqlite`),
            STALE_DB_PATH: join(dir, `stale-pages-${index + 1}.sqlite`),
          },
        }),
      ),
    )
    const confFile = join(dir, 'nginx.conf')
    writeFileSync(confFile, renderNginxConf(nginxPort, ports, dir, SECRET))
    nginx = await startNginx(confFile, dir, nginxPort)
  }, 180_000)

  afterAll(async () => {
    await stopNginx(nginx)
    for (const instance of instances) await instance.stop()
  })

  const viaProxy = (lang: Lang, headers: Record<string, string> = {}) =>
    freshGet(lang, PRODUCT_PATHS[lang], nginxPort, headers)
  const cacheStatus = (response: RawResponse) => String(response.headers['x-cache-status'] ?? '')
  /** The page as each instance answers it directly (as nginx would ask it for this host). */
  const fromInstances = (lang: Lang) =>
    Promise.all(
      instances.map((instance) =>
        freshGet(lang, PRODUCT_PATHS[lang], instance.port, { 'x-forwarded-host': hostOf[lang] }),
      ),
    )

  it('after one revalidation through nginx, its next answer is the new page, on both hosts', async () => {
    for (const lang of LANGS) {
      await viaProxy(lang)
      const cached = await viaProxy(lang)
      expect(cacheStatus(cached)).toBe('HIT')
      expect(titleOf(cached)).toContain(OLD_NAMES[lang])
      // Each instance's render cache holds the old page too.
      for (const direct of await fromInstances(lang)) expect(titleOf(direct)).toContain(OLD_NAMES[lang])
    }
    published = true
    for (const lang of LANGS) {
      const stale = await viaProxy(lang)
      expect(cacheStatus(stale)).toBe('HIT')
      expect(titleOf(stale)).toContain(OLD_NAMES[lang])
    }

    const response = await revalidate(nginxPort, ALL_PRODUCT_PATHS)
    expect(response.status, response.body).toBe(200)
    expect(cacheStatus(response)).toBe('')
    const report = JSON.parse(response.body) as {
      complete: boolean
      peers: Array<{ confirmed: boolean }>
      proxyRefresh: { requested: number; succeeded: number }
    }
    expect(report.complete).toBe(true)
    expect(report.peers).toEqual([expect.objectContaining({ confirmed: true, workers: expect.anything() })])
    // Two paths on two hosts, each in the three encodings nginx keys on.
    expect(report.proxyRefresh).toEqual({ requested: 12, succeeded: 12 })

    for (const lang of LANGS) {
      const next = await viaProxy(lang)
      expect(next.status).toBe(200)
      expect(cacheStatus(next), lang).toBe('HIT')
      expect(titleOf(next)).toContain(NEW_NAMES[lang])
      // A browser's Accept-Encoding is one of the encodings refreshed.
      const compressed = await bytesVia(nginxPort, lang, PRODUCT_PATHS[lang], 'gzip, deflate, br, zstd')
      expect(compressed.headers['content-encoding']).toBe('br')
      expect(compressed.headers['x-cache-status']).toBe('HIT')
      expect(brotliDecompressSync(compressed.body).toString('utf8')).toContain(NEW_NAMES[lang])
      // Both instances dropped the old page: the one nginx did not ask renders the new one too.
      for (const direct of await fromInstances(lang)) expect(titleOf(direct)).toContain(NEW_NAMES[lang])
    }
  })
})
