// Issue 24 "Recorded drift", end to end in process: a real backend (API_BASE_URL) whose navigation
// drifts, the client composed as the server composes it (`backendApi`), real pages (Vike through Vite):
// after a page view the drift record holds the cut with its pointer, value and site, `/metrics` counts
// it, and the replay reads it back. The embedded demo gets no record.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createContentApi } from '../../content/index'
import { DEMO_SITE_SETTINGS } from '../../content/site-settings'
import { readRecordedDrift } from '../../site/contract/recorded-drift'
import { createApp } from '../../site/server/app'
import { readConfig } from '../../site/server/config'
import { renderWithVike } from '../../site/server/render-page'
import { backendApi } from '../../site/server/server'
import { inProcessTransport, remoteTransport } from '../../site/server/transport'
import { PROJECT_ROOT, recordingLogger } from './server-fixtures'

const CMS = 'http://cms.test'
let vite: ViteDevServer
let dir: string

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'server-drift-page-'))
  vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'silent' })
}, 60_000)

afterAll(async () => {
  await vite?.close()
  rmSync(dir, { recursive: true, force: true })
})

/** The demo content served as a CMS over `fetch`, with one navigation entry broken and one appended. */
function driftingCms() {
  const contentApi = createContentApi({ dbPath: join(dir, 'forms.sqlite') })
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input))
    const path = url.pathname.replace(/^\/api\/internal/, '') + url.search
    const answer = await contentApi.request(`http://content.internal${path}`, init)
    if (path !== '/topNavigation/list') return answer
    const envelope = (await answer.json()) as { code: string; data: unknown[] }
    envelope.data.push('not a menu entry')
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } })
  }
}

describe('recorded drift on a page view', () => {
  it('records the cut of a drifting backend, counts it at /metrics, and the replay reads it', async () => {
    const dbPath = join(dir, 'drift.sqlite')
    const config = readConfig({
      NODE_ENV: 'development',
      RENDER_CACHE_TTL_MS: '0',
      API_BASE_URL: CMS,
      DRIFT_LOG_PATH: dbPath,
      METRICS_TOKEN: 'metrics-token',
    })
    const logger = recordingLogger()
    const fetchCms = driftingCms()
    const { api, driftRecorder } = backendApi(config, remoteTransport(CMS, fetchCms as typeof fetch), logger)
    expect(driftRecorder).not.toBeNull()
    const { app } = createApp({
      config,
      api,
      contentApi: null,
      siteSettings: DEMO_SITE_SETTINGS,
      render: renderWithVike,
      logger,
      projectRoot: PROJECT_ROOT,
      driftCounts: driftRecorder?.counts,
    })

    const page = await app.request('http://en.localhost:3000/')
    expect(page.status).toBe(200)
    driftRecorder?.flush()

    const entries = (await fetchCms(`${CMS}/api/internal/topNavigation/list`, {
      method: 'POST',
      body: JSON.stringify({ site: { id: 2 } }),
      headers: { 'content-type': 'application/json' },
    }).then((response) => response.json())) as { data: unknown[] }
    const findings = readRecordedDrift(dbPath, { apiBaseUrl: CMS })
    expect(findings).toEqual([
      expect.objectContaining({
        level: 'repair',
        call: 'topNavigation',
        site: 'en',
        pointer: `/${entries.data.length - 1}`,
        outcome: 'dropped item',
        value: '"not a menu entry"',
        request: { method: 'POST', url: `${CMS}/api/internal/topNavigation/list`, body: { site: { id: 2 } } },
        seen: expect.objectContaining({ count: 1 }),
      }),
    ])

    const metrics = await app.request('http://en.localhost:3000/metrics', {
      headers: { authorization: 'Bearer metrics-token' },
    })
    const text = await metrics.text()
    expect(text).toContain('# TYPE site_backend_drift_total counter')
    expect(text).toContain('site_backend_drift_total{outcome="dropped item"} 1')
    expect(text).toContain('site_backend_drift_total{outcome="rejected"} 0')
    driftRecorder?.close()
  }, 60_000)

  it('keeps no record for the embedded demo', () => {
    const contentApi = createContentApi({ dbPath: join(dir, 'embedded-forms.sqlite') })
    const config = readConfig({ NODE_ENV: 'development', DRIFT_LOG_PATH: join(dir, 'never.sqlite') })
    expect(backendApi(config, inProcessTransport(contentApi), recordingLogger()).driftRecorder).toBeNull()
  })
})
