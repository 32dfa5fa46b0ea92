import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, describe, expect, inject, test } from 'vitest'
import { enquiryLedger, requestAs, setBackendMode } from './support/hosts'

// Issue 14 "Operations" on the production build: /healthz and /readyz (no-store; /readyz 503 while the
// CMS is unreachable), /metrics behind METRICS_TOKEN and the not-found page without it, a request id
// answered in X-Request-Id, logged in one JSON line and sent on to the CMS.

const projectRoot = resolve(import.meta.dirname, '../..')
const backendSite = () => ({ port: inject('backendSitePort') })
const identity = { 'accept-encoding': 'identity' }

afterEach(async () => {
  await setBackendMode('proxy')
})

describe('health and readiness (issue 14)', () => {
  test('/healthz and /readyz answer 200 JSON, no-store, on the embedded site', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const response = await requestAs('en', path, { headers: identity })
      expect(response.status, path).toBe(200)
      expect(response.headers['cache-control']).toBe('no-store')
      expect(JSON.parse(response.body)).toHaveProperty('status')
    }
  })

  test('/readyz follows the CMS: 503 while it is down, 200 again when it is back', async () => {
    await setBackendMode('down')
    const readyz = () => requestAs('zh', '/readyz', { ...backendSite(), headers: identity })
    // The probe is reused for 2 s: /readyz follows once the last answer has run out.
    await expect.poll(async () => (await readyz()).status, { timeout: 10_000 }).toBe(503)
    const down = await readyz()
    expect(down.status).toBe(503)
    expect(down.headers['cache-control']).toBe('no-store')
    expect(JSON.parse(down.body)).toMatchObject({ checks: { backend: 'unreachable' } })
    const alive = await requestAs('zh', '/healthz', { ...backendSite(), headers: identity })
    expect(alive.status).toBe(200)

    await setBackendMode('proxy')
    await expect.poll(async () => (await readyz()).status, { timeout: 10_000 }).toBe(200)
  })
})

describe('/metrics (issue 14)', () => {
  test('is the not-found page without METRICS_TOKEN', async () => {
    const response = await requestAs('zh', '/metrics', { headers: { ...identity, authorization: 'Bearer x' } })
    expect(response.status).toBe(404)
    expect(response.body).not.toContain('site_http_requests_total')
  })

  test('needs the token, then answers Prometheus text', async () => {
    const refused = await requestAs('zh', '/metrics', { ...backendSite(), headers: identity })
    expect(refused.status).toBe(401)
    const response = await requestAs('zh', '/metrics', {
      ...backendSite(),
      headers: { ...identity, authorization: `Bearer ${inject('backendSiteMetricsToken')}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.body).toMatch(/^site_http_requests_total\{status="2xx"\} [1-9]\d*$/m)
    expect(response.body).toMatch(/^site_render_duration_seconds_count \d+$/m)
    expect(response.body).toMatch(/^site_render_cache_entries \d+$/m)
    expect(response.body).toMatch(/^site_outbox_enquiries\{status="pending"\} \d+$/m)
  })
})

describe('request id (issue 14)', () => {
  test('is answered, logged in one JSON line, and reaches the CMS with the enquiry', async () => {
    const requestId = `ops-e2e-${Date.now()}`
    const marker = `request-id-${Date.now()}`
    const response = await requestAs('zh', '/api/internal/form', {
      ...backendSite(),
      method: 'POST',
      headers: { ...identity, 'content-type': 'application/json', 'x-request-id': requestId },
      body: JSON.stringify({
        site: { id: 1 },
        form: { id: 1 },
        fieldValues: [{ formField: { id: 101 }, value: marker }],
        formTypeSource: 'INDEX_MODEL',
        sourceId: null,
      }),
    })
    expect(response.status).toBe(200)
    expect(response.headers['x-request-id']).toBe(requestId)

    const delivered = async () => (await enquiryLedger()).filter((delivery) => delivery.values.includes(marker))
    await expect.poll(async () => (await delivered()).length, { timeout: 20_000 }).toBeGreaterThan(0)
    expect((await delivered())[0]?.requestId).toBe(requestId)

    const unsafe = await requestAs('zh', '/healthz', { ...backendSite(), headers: { 'x-request-id': 'a b;c' } })
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)

    const lines = readFileSync(resolve(projectRoot, 'test-results/backend-site.log'), 'utf8')
      .split('\n')
      .filter((line) => line.includes(`"requestId":"${requestId}"`))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ method: 'POST', path: '/api/internal/form', status: 200, requestId })
    expect(lines[0]!.host).toMatch(/^localhost:\d+$/)
    expect(typeof lines[0]!.durationMs).toBe('number')
  })
})
