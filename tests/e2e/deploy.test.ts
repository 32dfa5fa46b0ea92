import type { ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { close, readBody } from './support/fake-backend'
import { requestAs, type Lang, type RawResponse } from './support/hosts'
import { NGINX, renderNginxConf, startNginx, stopNginx } from './support/nginx'
import { freePort, startSiteServer, type SiteServer } from './support/processes'

// Issue 15 (docs/running.md "Running at scale"): deploy/nginx.conf, Debian's nginx as reverse proxy and cache in
// front of two built-server instances, honours the pages' Cache-Control, keeps serving cached pages when
// every instance is down, keys pages by host, never caches previews and passes an enquiry on once.

const projectRoot = resolve(import.meta.dirname, '../..')
/** Seconds a page is fresh in the proxy (PAGE_S_MAXAGE of the instances): short, to see stale serving. */
const S_MAXAGE = 3
const PREVIEW_TOKEN = 'deploy-preview-token'

let workDir: string
let nginxPort: number
let nginx: ChildProcess | undefined
let instances: SiteServer[] = []
let backend: Server
/** Enquiries (`POST /api/internal/form`) the backend received. */
let enquiries = 0

/** A backend that forwards every call to the embedded content API of the suite's site and counts enquiries. */
async function startCountingBackend(port: number, upstreamPort: number): Promise<Server> {
  const server = createServer(async (req, res) => {
    const body = await readBody(req)
    if (req.method === 'POST' && req.url?.startsWith('/api/internal/form')) enquiries++
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: `127.0.0.1:${upstreamPort}` },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.writeHead(502).end())
    upstream.end(body)
  })
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  return server
}

const viaProxy = (lang: Lang, path: string, options: Parameters<typeof requestAs>[2] = {}) =>
  requestAs(lang, path, { ...options, port: nginxPort })
const cacheStatus = (response: RawResponse) => String(response.headers['x-cache-status'] ?? '')
const htmlLang = (response: RawResponse) => /<html lang="([^"]+)"/.exec(response.body)?.[1]
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))
/** Enquiries the instances' outbox forwarders have recorded as delivered, read from their logs. */
const deliveriesRecorded = () =>
  instances.reduce(
    (count, instance) =>
      count + (readFileSync(instance.logFile, 'utf8').match(/^\[outbox\] enquiry .*\) delivered$/gm)?.length ?? 0),
    0,
  )

beforeAll(async () => {
  if (!existsSync(NGINX))
    throw new Error(`${NGINX} is missing: apt-get install -y nginx (npm test installs it as root)`)
  workDir = mkdtempSync(join(tmpdir(), 'site-nginx-'))
  mkdirSync(join(workDir, 'cache'))
  const logDir = join(projectRoot, 'test-results')
  mkdirSync(logDir, { recursive: true })
  nginxPort = await freePort()
  const backendPort = await freePort()
  backend = await startCountingBackend(backendPort, inject('sitePort'))
  const ports = [await freePort(), await freePort()]
  instances = await Promise.all(
    ports.map((port, index) =>
      startSiteServer({
        name: `deploy-instance-${index + 1}`,
        port,
        projectRoot,
        logDir,
        env: {
          TRUST_PROXY: '1',
          SITE_HOSTS: `cn=localhost:${nginxPort},en=en.localhost:${nginxPort}`,
          API_BASE_URL: `http://127.0.0.1:${backendPort}/api/internal/`,
          // In front of a backend, previews answer only with a token or a signed link (issue 23).
          PREVIEW_TOKEN: PREVIEW_TOKEN,
          PAGE_S_MAXAGE: String(S_MAXAGE),
          FORM_DB_PATH: join(workDir, `forms-${index + 1}.sqlite`),
          // Each instance stands for a machine of its own: last good copies are shared per machine (issue 21).
          STALE_DB_PATH: join(workDir, `stale-pages-${index + 1}.sqlite`),
          OUTBOX_DB_PATH: join(workDir, `outbox-${index + 1}.sqlite`),
        },
      }),
    ),
  )
  const confFile = join(workDir, 'nginx.conf')
  writeFileSync(confFile, renderNginxConf(nginxPort, ports, workDir))
  nginx = await startNginx(confFile, workDir, nginxPort)
}, 180_000)

afterAll(async () => {
  await stopNginx(nginx)
  for (const instance of instances) await instance.stop()
  if (backend) await close(backend)
  if (workDir) rmSync(workDir, { recursive: true, force: true })
})

describe('deploy/nginx.conf in front of two instances (issue 15)', () => {
  test('a second request is a cache HIT, per host, and each host keeps its language', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const first = await viaProxy(lang, '/product')
      expect(first.status).toBe(200)
      expect(cacheStatus(first)).toBe('MISS')
      expect(first.headers['cache-control']).toMatch(/s-maxage=3\b/)
      const second = await viaProxy(lang, '/product')
      expect(cacheStatus(second)).toBe('HIT')
      expect(htmlLang(second)).toBe(lang === 'zh' ? 'zh-CN' : 'en')
      // Links are on the public origin the proxy answers on, not on an instance's port.
      expect(second.body).toContain(
        `href="http://${lang === 'zh' ? 'localhost' : 'en.localhost'}:${nginxPort}/product"`,
      )
    }
  })

  test('a preview is never cached, nor any request carrying a preview token', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const preview = await viaProxy('zh', `/about-us/news/1601/preview?token=${PREVIEW_TOKEN}`)
      expect(preview.status).toBe(200)
      expect(preview.headers['cache-control']).toBe('no-store')
      expect(cacheStatus(preview)).not.toBe('HIT')
    }
    await viaProxy('zh', '/cases')
    expect(cacheStatus(await viaProxy('zh', '/cases'))).toBe('HIT')
    expect(cacheStatus(await viaProxy('zh', '/cases?token=secret'))).toBe('BYPASS')
    expect(cacheStatus(await viaProxy('zh', '/cases', { headers: { cookie: 'a=1; preview_token=abc' } }))).toBe(
      'BYPASS',
    )
  })

  test('an enquiry reaches the backend once and is never cached', async () => {
    const before = enquiries
    const recordedBefore = deliveriesRecorded()
    const response = await viaProxy('en', '/api/internal/form', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        site: { id: 2 },
        form: { id: 2 },
        fieldValues: [
          { formField: { id: 201 }, value: 'Ann Lee' },
          { formField: { id: 202 }, value: '13812345678' },
          { formField: { id: 203 }, value: 'ann.lee@acme-corp.com' },
          { formField: { id: 204 }, value: 'ACME Manufacturing' },
          { formField: { id: 206 }, value: '500-1,999' },
          { formField: { id: 207 }, value: 'Other (Mining)' },
          { formField: { id: 208 }, value: 'CloudLead ERP' },
        ],
        formTypeSource: 'PRODUCT',
        sourceId: 2401,
        trafficAccessReq: {
          deviceType: 'PC',
          deviceId: 'd-1',
          pageUrl: `http://en.localhost:${nginxPort}/product/2401`,
        },
      }),
    })
    expect(response.status, response.body).toBe(200)
    expect(JSON.parse(response.body)).toMatchObject({ code: '200', data: { success: true } })
    expect(cacheStatus(response)).toBe('')
    // The visitor is answered once the enquiry is in the outbox; its forwarder delivers it right after.
    await expect.poll(() => enquiries - before).toBe(1)
    // Every send of it comes before its forwarder records it delivered; after that it is never claimed again.
    await expect.poll(() => deliveriesRecorded() - recordedBefore, { timeout: 10_000 }).toBe(1)
    expect(enquiries - before, 'delivered once, not again').toBe(1)
  })

  test('with both instances stopped, cached pages are still served in each host’s language', async () => {
    for (const lang of ['zh', 'en'] as const) {
      await viaProxy(lang, '/')
      expect(cacheStatus(await viaProxy(lang, '/'))).toBe('HIT')
    }
    // Past s-maxage the entries are stale: only stale serving can answer now.
    await sleep(S_MAXAGE * 1000 + 1500)
    for (const instance of instances) await instance.stop()
    for (const lang of ['zh', 'en'] as const) {
      for (const path of ['/', '/product']) {
        const response = await viaProxy(lang, path)
        expect(response.status, `${lang} ${path}`).toBe(200)
        expect(['STALE', 'UPDATING', 'HIT']).toContain(cacheStatus(response))
        expect(htmlLang(response)).toBe(lang === 'zh' ? 'zh-CN' : 'en')
      }
    }
    expect((await viaProxy('en', '/solution')).status).toBeGreaterThanOrEqual(500)
  })
})
