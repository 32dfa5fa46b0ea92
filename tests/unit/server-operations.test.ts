// Issue 14 "Operations": /healthz and /readyz (never cached), one JSON log line per request with a request
// id that is answered in X-Request-Id and sent to the backend, and Prometheus counters at /metrics behind
// METRICS_TOKEN (404 without it).
import { describe, expect, it } from 'vitest'
import { ServerMetrics } from '../../site/server/metrics'
import { readinessCheck } from '../../site/server/readiness'
import { requestIdFor } from '../../runtime/server/request-id'
import { testApp } from './server-fixtures'

const logLines = (messages: string[]) =>
  messages.filter((message) => message.startsWith('{')).map((message) => JSON.parse(message) as Record<string, unknown>)

describe('/healthz and /readyz', () => {
  it('/healthz answers 200 JSON, not cached', async () => {
    const { app } = testApp()
    const response = await app.request('http://localhost:3000/healthz')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toMatchObject({ status: 'ok' })
  })

  it('/readyz is 200 on a loaded embedded content API and 503 without it', async () => {
    const { Hono } = await import('hono')
    const ready = await testApp({ contentApi: new Hono() }).app.request('http://localhost:3000/readyz')
    expect(ready.status).toBe(200)
    expect(ready.headers.get('cache-control')).toBe('no-store')
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { backend: 'embedded' } })
    const notReady = await testApp({ contentApi: null }).app.request('http://localhost:3000/readyz')
    expect(notReady.status).toBe(503)
    expect(notReady.headers.get('cache-control')).toBe('no-store')
  })

  it('/readyz with API_BASE_URL follows whether the backend answers', async () => {
    let up = true
    const probed: string[] = []
    const { app } = testApp({
      env: { API_BASE_URL: 'http://cms.test/' },
      fetch: async (input) => {
        probed.push(String(input))
        if (!up) throw new TypeError('fetch failed')
        return new Response('{"code":"200","data":[]}')
      },
    })
    const first = await app.request('http://localhost:3000/readyz')
    expect(first.status).toBe(200)
    expect(probed[0]).toBe('http://cms.test/api/internal/site/list')
    up = false
    const check = readinessCheck({
      buildLoaded: true,
      apiBaseUrl: 'http://cms.test',
      embeddedAvailable: false,
      stopping: () => false,
      probeTimeoutMs: 100,
      cacheMs: 0,
      fetch: async () => {
        throw new TypeError('fetch failed')
      },
    })
    expect(await check()).toEqual({
      ready: false,
      checks: { build: true, backend: 'unreachable', shell: 'asked', stopping: false },
    })
  })

  it("/readyz waits for the start's ask for the shell's calls, answered or failed", async () => {
    let shellAsked = false
    const check = readinessCheck({
      buildLoaded: true,
      apiBaseUrl: null,
      embeddedAvailable: true,
      stopping: () => false,
      probeTimeoutMs: 100,
      shellAsked: () => shellAsked,
    })
    expect(await check()).toEqual({
      ready: false,
      checks: { build: true, backend: 'embedded', shell: 'asking', stopping: false },
    })
    shellAsked = true
    expect((await check()).ready).toBe(true)
  })

  it('/readyz is 503 while the process is stopping or when the build is not loaded', async () => {
    const base = { apiBaseUrl: null, embeddedAvailable: true, probeTimeoutMs: 100 }
    expect((await readinessCheck({ ...base, buildLoaded: true, stopping: () => true })()).ready).toBe(false)
    expect((await readinessCheck({ ...base, buildLoaded: false, stopping: () => false })()).ready).toBe(false)
    expect((await readinessCheck({ ...base, buildLoaded: true, stopping: () => false })()).ready).toBe(true)
  })
})

describe('request id and request log', () => {
  it('keeps a short, safe incoming id and replaces anything else', () => {
    expect(requestIdFor('abc-123_x.y:z')).toBe('abc-123_x.y:z')
    for (const unsafe of ['a b', 'x'.repeat(65), 'id\r\nSet-Cookie: a=b', '<script>', '', undefined]) {
      expect(requestIdFor(unsafe)).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it('answers the id in X-Request-Id and logs one JSON line per request', async () => {
    const { app, logger } = testApp()
    const kept = await app.request('http://localhost:3000/healthz', { headers: { 'x-request-id': 'trace-42' } })
    const replaced = await app.request('http://en.localhost:3000/missing', { headers: { 'x-request-id': 'a b' } })
    expect(kept.headers.get('x-request-id')).toBe('trace-42')
    const generated = replaced.headers.get('x-request-id')
    expect(generated).toMatch(/^[0-9a-f-]{36}$/)
    const lines = logLines(logger.messages)
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatchObject({ method: 'GET', path: '/healthz', status: 200, requestId: 'trace-42' })
    expect(lines[1]).toMatchObject({ path: '/missing', status: 404, requestId: generated, host: 'en.localhost:3000' })
    for (const line of lines) {
      expect(typeof line.durationMs).toBe('number')
      expect(new Date(String(line.time)).toISOString()).toBe(line.time)
    }
  })

  it('sends the request id to the backend on proxied /api/internal calls', async () => {
    const seen: Headers[] = []
    const { app } = testApp({
      env: { API_BASE_URL: 'http://cms.test' },
      fetch: async (_input, init) => {
        seen.push(new Headers(init?.headers))
        return new Response('{"code":"200","data":[]}', { headers: { 'content-type': 'application/json' } })
      },
    })
    await app.request('http://localhost:3000/api/internal/site/list', { headers: { 'x-request-id': 'trace-7' } })
    await app.request('http://localhost:3000/api/internal/site/list', { headers: { 'x-request-id': 'bad id!' } })
    expect(seen[0]?.get('x-request-id')).toBe('trace-7')
    expect(seen[1]?.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('/metrics', () => {
  it('is not served without METRICS_TOKEN: the path is left to the pages (the not-found page)', async () => {
    const { app, render } = testApp()
    const response = await app.request('http://localhost:3000/metrics', { headers: { authorization: 'Bearer x' } })
    expect(await response.text()).not.toContain('site_http_requests_total')
    expect(render.calls.map((call) => new URL(call.urlOriginal).pathname)).toEqual(['/metrics'])
  })

  it('needs the bearer token', async () => {
    const { app } = testApp({ env: { METRICS_TOKEN: 's3cret' } })
    for (const authorization of [undefined, 'Bearer wrong', 's3cret', 'Basic s3cret']) {
      const response = await app.request('http://localhost:3000/metrics', {
        headers: authorization ? { authorization } : {},
      })
      expect(response.status).toBe(401)
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('counts requests by status class, render time, cache and outbox figures in Prometheus text', async () => {
    const { app } = testApp({
      env: { METRICS_TOKEN: 's3cret' },
      cacheStats: () => ({ hits: 3, misses: 2, staleServes: 1, entries: 2, bytes: 4096 }),
      outboxCounts: () => ({ pending: 4, delivered: 10, refused: 1 }),
    })
    await app.request('http://localhost:3000/')
    await app.request('http://localhost:3000/missing')
    await app.request('http://localhost:3000/boom')
    const response = await app.request('http://localhost:3000/metrics', { headers: { authorization: 'Bearer s3cret' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const text = await response.text()
    expect(text).toContain('site_http_requests_total{status="2xx"} 1')
    expect(text).toContain('site_http_requests_total{status="4xx"} 1')
    expect(text).toContain('site_http_requests_total{status="5xx"} 1')
    expect(text).toContain('site_render_duration_seconds_count 3')
    expect(text).toContain('site_render_duration_seconds_bucket{le="+Inf"} 3')
    expect(text).toContain('site_render_cache_hits_total 3')
    expect(text).toContain('site_render_cache_stale_serves_total 1')
    expect(text).toContain('site_render_cache_bytes 4096')
    expect(text).toContain('site_outbox_enquiries{status="pending"} 4')
    expect(text).toContain('site_outbox_enquiries{status="refused"} 1')
  })

  it('reports the render cache entries today without further wiring', async () => {
    const { app, renderCache } = testApp({ env: { METRICS_TOKEN: 't', RENDER_CACHE_TTL_MS: '60000' } })
    await app.request('http://localhost:3000/')
    // The page is stored once its encodings are made, just after its first answer.
    await renderCache.settled()
    const text = await (
      await app.request('http://localhost:3000/metrics', { headers: { authorization: 'Bearer t' } })
    ).text()
    expect(text).toContain('site_render_cache_entries 1')
  })

  it('fills render histogram buckets by duration', () => {
    const metrics = new ServerMetrics()
    metrics.observeRender(30)
    metrics.observeRender(3000)
    const text = metrics.render()
    expect(text).toContain('site_render_duration_seconds_bucket{le="0.025"} 0')
    expect(text).toContain('site_render_duration_seconds_bucket{le="0.05"} 1')
    expect(text).toContain('site_render_duration_seconds_bucket{le="5"} 2')
    expect(text).toContain('site_render_duration_seconds_sum 3.03')
  })
})

describe('request id on server-side backend calls', () => {
  it('the remote transport sends the id of the request it runs for, and none outside a request', async () => {
    const { remoteTransport } = await import('../../site/server/transport')
    const { runWithRequestId } = await import('../../runtime/server/request-id')
    const seen: Array<string | null> = []
    const transport = remoteTransport('http://cms.test', async (_input, init) => {
      seen.push(new Headers(init?.headers).get('x-request-id'))
      return new Response('{}')
    })
    await runWithRequestId('page-req-1', () => transport({ method: 'POST', path: '/homepage', body: { id: 1 } }))
    await transport({ method: 'GET', path: '/site/list' })
    expect(seen).toEqual(['page-req-1', null])
  })
})

// Issue 13, first byte: every page answer says how long its backend calls took and how long the server
// worked after the last of them answered. Only the form is checked here, never a duration.
describe('Server-Timing of page answers', () => {
  const timing = /^backend;dur=\d+\.\d;desc="1 call", app;dur=\d+\.\d$/

  it('names the backend calls made for the page and the server work after the last answer', async () => {
    const { noteBackendAnswer } = await import('../../runtime/server/request-id')
    const { fakeRenderer } = await import('./server-fixtures')
    const rendered = fakeRenderer()
    const { app } = testApp({
      render: async (init) => {
        noteBackendAnswer()
        return rendered(init)
      },
    })
    const page = await app.request('http://localhost:3000/product', { headers: { 'Accept-Encoding': 'br' } })
    expect(page.headers.get('server-timing')).toMatch(timing)
    // A page from the render cache made no call: only the server's own time.
    const cached = testApp({ env: { RENDER_CACHE_TTL_MS: '60000' } })
    await cached.app.request('http://localhost:3000/product')
    const hit = await cached.app.request('http://localhost:3000/product')
    expect(hit.headers.get('x-render-cache')).toBe('hit')
    expect(hit.headers.get('server-timing')).toMatch(/^app;dur=\d+\.\d$/)
  })

  it('the remote transport notes an answer once its body is read, for the request it runs for only', async () => {
    const { remoteTransport } = await import('../../site/server/transport')
    const { backendAnswers, runWithRequestId } = await import('../../runtime/server/request-id')
    const transport = remoteTransport('http://cms.test', async () => new Response('{"code":"200","data":[]}'))
    const seen = await runWithRequestId('page-req-2', async () => {
      const before = backendAnswers().count
      const response = await transport({ method: 'GET', path: '/site/list' })
      return { before, after: backendAnswers(), text: await response.text() }
    })
    expect(seen.before).toBe(0)
    expect(seen.after.count).toBe(1)
    expect(seen.after.lastAt).toBeTypeOf('number')
    expect(seen.text).toBe('{"code":"200","data":[]}')
    expect(backendAnswers().count).toBe(0)
  })
})
