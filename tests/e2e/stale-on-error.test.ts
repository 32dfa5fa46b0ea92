import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startFakeBackend, type BackendMode, type FakeBackend } from './support/fake-backend'
import { requestAs, type Lang } from './support/hosts'
import { freePort, startSiteServer, type SiteServer } from './support/processes'

// Issue 14 "stale on error" (docs/architecture.md "Render cache"): with the CMS failing after pages were visited once,
// each of those pages still answers 200 with its last good copy, marked `X-Render-Cache: stale-if-error`;
// a page never visited gets the error page with the status of docs/architecture.md "Error semantics". This server
// renders every request (no render cache, no cached shell calls), so only the last good copy can answer.

const projectRoot = resolve(import.meta.dirname, '../..')
let backend: FakeBackend
let site: SiteServer
let dataDir: string

async function setMode(mode: BackendMode): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${backend.controlPort}/mode/${mode}`, { method: 'POST' })
  expect(response.status).toBe(204)
}

const get = (lang: Lang, path: string) =>
  requestAs(lang, path, { port: site.port, headers: { 'accept-encoding': 'identity' } })

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'site-stale-'))
  backend = await startFakeBackend({
    port: await freePort(),
    controlPort: await freePort(),
    upstream: `http://127.0.0.1:${inject('sitePort')}`,
  })
  const port = await freePort()
  site = await startSiteServer({
    name: 'stale-site',
    port,
    projectRoot,
    logDir: join(projectRoot, 'test-results'),
    env: {
      SITE_HOSTS: `cn=localhost:${port},en=en.localhost:${port}`,
      FORM_DB_PATH: join(dataDir, 'forms-unused.sqlite'),
      STALE_DB_PATH: join(dataDir, 'stale-pages.sqlite'),
      OUTBOX_DB_PATH: join(dataDir, 'outbox.sqlite'),
      API_BASE_URL: `http://127.0.0.1:${backend.port}/api/internal/`,
      API_TIMEOUT_MS: '3000',
      API_CACHE_TTL_MS: '0',
      RENDER_CACHE_TTL_MS: '0',
      STALE_IF_ERROR_S: '600',
    },
  })
})

afterAll(async () => {
  await site?.stop()
  await backend?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const visited: Array<[Lang, string]> = [
  ['zh', '/'],
  ['en', '/'],
  ['zh', '/product'],
  ['en', '/about-us/news?type=AI'],
]

describe('pages visited once outlive a failing CMS (issue 14)', () => {
  it('renders each page fresh while the CMS answers', async () => {
    await setMode('proxy')
    for (const [lang, path] of visited) {
      const response = await get(lang, path)
      expect(response.status, `${lang} ${path}`).toBe(200)
      expect(response.headers['cache-control']).toMatch(/stale-if-error=600/)
    }
  })

  it.each([
    ['down', 503],
    ['http-500', 502],
    ['code-500', 500],
  ] as Array<[BackendMode, number]>)(
    'CMS %s: visited pages answer their last good copy, others %i',
    async (mode, status) => {
      await setMode('proxy')
      const fresh = await Promise.all(visited.map(([lang, path]) => get(lang, path)))
      await setMode(mode)
      try {
        for (const [index, [lang, path]] of visited.entries()) {
          const stale = await get(lang, path)
          expect(stale.status, `${lang} ${path}`).toBe(200)
          expect(stale.headers['x-render-cache']).toBe('stale-if-error')
          expect(Number(stale.headers.age)).toBeGreaterThanOrEqual(0)
          expect(stale.body).toBe(fresh[index]!.body)
        }
        const neverVisited = await get('zh', '/solution')
        expect(neverVisited.status).toBe(status)
        expect(neverVisited.headers['x-render-cache']).toBeUndefined()
        expect(neverVisited.headers['cache-control']).toBe('no-store')
        // Another value of a parameter the route reads is another page, never visited.
        expect((await get('zh', '/about-us/news?type=AI')).status).toBe(status)
      } finally {
        await setMode('proxy')
      }
    },
  )

  it('answers fresh again as soon as the CMS is back', async () => {
    await setMode('proxy')
    const response = await get('zh', '/')
    expect(response.status).toBe(200)
    // Rendered now and not kept for the next request (the cache is off): no X-Render-Cache (issue 21).
    expect(response.headers['x-render-cache']).toBeUndefined()
  })
})
