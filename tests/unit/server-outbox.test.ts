// Issue 14 "An enquiry outbox" (SPEC §3 Form submission, §7 POST /api/internal/form): with API_BASE_URL an
// enquiry is stored first and answered as received; a forwarder delivers it with retries and backoff,
// marks it delivered only on the CMS's success, sends the same Idempotency-Key on every attempt, keeps
// what the CMS refuses as refused without retrying, and two workers never hold the same row at once.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CleanEnquiry } from '../../site/server/enquiry-guard'
import { enquiryOutbox } from '../../site/server/enquiry-outbox'
import { classifyAnswer, createOutboxForwarder, retryDelayMs } from '../../site/server/outbox-forwarder'
import { openOutboxStore, type OutboxStore } from '../../site/server/outbox-store'
import { recordingLogger, testApp } from './server-fixtures'

const enquiry: CleanEnquiry = {
  site: { id: 1 },
  form: { id: 1 },
  fieldValues: [{ formField: { id: 101 }, value: '张三' }],
  formTypeSource: 'INDEX_MODEL',
  sourceId: null,
}

let dir: string
let store: OutboxStore
const opened: OutboxStore[] = []

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'outbox-'))
  store = open()
})
afterEach(() => {
  for (const each of opened.splice(0)) each.close()
  rmSync(dir, { recursive: true, force: true })
})

function open(): OutboxStore {
  const each = openOutboxStore(join(dir, 'outbox.sqlite'))
  opened.push(each)
  return each
}

describe('outbox store', () => {
  it('stores an enquiry as pending with a UUID idempotency key and the headers to send', () => {
    const row = store.add(enquiry, { headers: { 'x-request-id': 'r-1' }, now: 1000 })
    expect(row).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: 1000, enquiry })
    expect(row.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(row.headers).toEqual({ 'x-request-id': 'r-1' })
    expect(store.add(enquiry).idempotencyKey).not.toBe(row.idempotencyKey)
    expect(store.counts()).toEqual({ pending: 2, delivered: 0, refused: 0 })
  })

  it('lets only one of two connections (two workers) claim a row while its lease holds', () => {
    const other = open()
    const row = store.add(enquiry, { now: 1000 })
    const first = store.claim(1000, 5000)
    expect(first).toMatchObject({ id: row.id, attempts: 1, leaseUntil: 6000 })
    expect(other.claim(1000, 5000)).toBeNull()
    expect(other.claim(5999, 5000)).toBeNull()
    // The first worker died: once the lease has run out the row is taken again, its attempt counted.
    expect(other.claim(6000, 5000)).toMatchObject({ id: row.id, attempts: 2, idempotencyKey: row.idempotencyKey })
  })

  it('hands each of many rows to exactly one claimant', () => {
    const other = open()
    for (let index = 0; index < 40; index++) store.add(enquiry, { now: 0 })
    const claimed: number[] = []
    for (let turn = 0; turn < 50; turn++) {
      const row = (turn % 2 === 0 ? store : other).claim(10, 60_000)
      if (row) claimed.push(row.id)
    }
    expect(claimed).toHaveLength(40)
    expect(new Set(claimed).size).toBe(40)
  })

  it('does not hand out a row before its retry is due, and never a delivered or refused one', () => {
    const a = store.add(enquiry, { now: 0 })
    const b = store.add(enquiry, { now: 0 })
    const c = store.add(enquiry, { now: 0 })
    store.claim(0, 1000)
    store.retryLater(a.id, 5000, 'HTTP 503', 10)
    store.claim(10, 1000)
    store.markDelivered(b.id, 20)
    store.claim(20, 1000)
    store.markRefused(c.id, 'HTTP 400', 30)
    expect(store.claim(4999, 1000)).toBeNull()
    expect(store.claim(5000, 1000)).toMatchObject({ id: a.id, attempts: 2, lastError: 'HTTP 503' })
    expect(store.get(c.id)).toMatchObject({ status: 'refused', lastError: 'HTTP 400' })
    expect(store.counts()).toEqual({ pending: 1, delivered: 1, refused: 1 })
    // A late answer cannot bring a refused row back.
    store.retryLater(c.id, 0, 'late', 40)
    expect(store.get(c.id)?.status).toBe('refused')
  })

  it('survives reopening (another process, a restart)', () => {
    const row = store.add(enquiry)
    expect(open().get(row.id)).toMatchObject({ status: 'pending', idempotencyKey: row.idempotencyKey })
  })
})

describe('retry backoff', () => {
  const policy = { baseMs: 1000, maxMs: 30_000 }
  it('doubles per attempt from the base and stops at the cap', () => {
    const middle = () => 0.5
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((attempts) => retryDelayMs(attempts, policy, middle))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ])
  })
  it('spreads retries by at most 20 % either way', () => {
    expect(retryDelayMs(3, policy, () => 0)).toBe(3200)
    expect(retryDelayMs(3, policy, () => 1)).toBe(4800)
  })
})

describe("what the CMS's answer means", () => {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  it.each([
    ['HTTP 200, code "200"', json(200, { code: '200', data: { id: 1, success: true } }), 'delivered'],
    ['HTTP 200, code 200', json(200, { code: 200, data: null }), 'delivered'],
    ['HTTP 400', json(400, { code: '400', message: 'bad' }), 'refused'],
    ['HTTP 422', json(422, {}), 'refused'],
    ['HTTP 200, code "400"', json(200, { code: '400', message: 'phone invalid' }), 'refused'],
    ['HTTP 408', json(408, {}), 'retry'],
    ['HTTP 429', json(429, {}), 'retry'],
    ['HTTP 500', json(500, { code: '500' }), 'retry'],
    ['HTTP 200, code "500"', json(200, { code: '500', message: 'db down' }), 'retry'],
    ['HTTP 200, not JSON', new Response('<html>', { status: 200 }), 'retry'],
  ])('%s → %s', async (_, response, kind) => {
    expect((await classifyAnswer(response)).kind).toBe(kind)
  })
})

/** A CMS double: answers each request with the next scripted outcome and records what it got. */
function scriptedCms(script: Array<'ok' | 'refuse' | 'fail' | 'hang'>) {
  const seen: Array<{ key: string | null; requestId: string | null; body: unknown }> = []
  const fetchImpl: typeof fetch = async (_input, init) => {
    const headers = new Headers(init?.headers)
    seen.push({
      key: headers.get('idempotency-key'),
      requestId: headers.get('x-request-id'),
      body: JSON.parse(String(init?.body)),
    })
    const step = script[Math.min(seen.length - 1, script.length - 1)]
    if (step === 'hang') {
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )
    }
    if (step === 'fail') throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') })
    if (step === 'refuse')
      return new Response(JSON.stringify({ code: '400', message: 'invalid form' }), { status: 400 })
    return new Response(JSON.stringify({ code: '200', data: { id: 9, success: true }, message: 'ok' }))
  }
  return { seen, fetch: fetchImpl }
}

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

describe('outbox forwarder', () => {
  const forwarder = (cms: ReturnType<typeof scriptedCms>, logger = recordingLogger(), timeoutMs = 1000) =>
    createOutboxForwarder({
      store,
      apiBaseUrl: 'http://cms.test/api/internal',
      timeoutMs,
      retry: { baseMs: 5, maxMs: 20 },
      pollMs: 5,
      logger,
      fetch: cms.fetch,
    })

  it('retries a failing and a timed-out delivery with the same key until the CMS succeeds, then stops', async () => {
    const cms = scriptedCms(['fail', 'hang', 'fail', 'ok'])
    const row = store.add(enquiry, { headers: { 'x-request-id': 'visitor-1' } })
    const logger = recordingLogger()
    const running = forwarder(cms, logger, 50)
    running.start()
    await until(() => store.get(row.id)?.status === 'delivered')
    await running.stop()
    expect(cms.seen).toHaveLength(4)
    expect(new Set(cms.seen.map((request) => request.key))).toEqual(new Set([row.idempotencyKey]))
    // Issue 25: a failed delivery's log line says why.
    expect(logger.messages.join('\n')).toContain('fetch failed (Error: connect ECONNREFUSED 127.0.0.1:9)')
    expect(cms.seen.every((request) => request.requestId === 'visitor-1')).toBe(true)
    expect(cms.seen[0]!.body).toEqual(enquiry)
    expect(store.get(row.id)).toMatchObject({ status: 'delivered', attempts: 4, leaseUntil: 0 })
  })

  it('keeps a refused enquiry as refused, logs it and never sends it again', async () => {
    const cms = scriptedCms(['refuse', 'ok'])
    const logger = recordingLogger()
    const row = store.add(enquiry)
    // The forwarder looking into the outbox and finding nothing to send: after the refusal, it had its chances.
    let emptyLooks = 0
    const claim = store.claim.bind(store)
    store.claim = (...args) => {
      const claimed = claim(...args)
      if (claimed === null) emptyLooks++
      return claimed
    }
    const running = forwarder(cms, logger)
    running.start()
    await until(() => store.get(row.id)?.status === 'refused')
    const looksBefore = emptyLooks
    await until(() => emptyLooks >= looksBefore + 3)
    await running.stop()
    expect(cms.seen).toHaveLength(1)
    expect(store.get(row.id)?.lastError).toMatch(/HTTP 400/)
    expect(logger.messages.join('\n')).toMatch(/refused by the CMS/)
  })

  it('two forwarders on one file (two workers) deliver each of 30 enquiries exactly once', async () => {
    const cms = scriptedCms(['ok'])
    const ids = Array.from({ length: 30 }, () => store.add(enquiry).id)
    const other = open()
    const first = forwarder(cms)
    const second = createOutboxForwarder({
      store: other,
      apiBaseUrl: 'http://cms.test',
      timeoutMs: 1000,
      retry: { baseMs: 5, maxMs: 20 },
      pollMs: 5,
      logger: recordingLogger(),
      fetch: cms.fetch,
    })
    first.start()
    second.start()
    await until(() => store.counts().delivered === ids.length)
    await Promise.all([first.stop(), second.stop()])
    expect(cms.seen).toHaveLength(30)
    expect(new Set(cms.seen.map((request) => request.key)).size).toBe(30)
  })

  it('stop() waits for the delivery in progress and starts no other', async () => {
    let release: () => void = () => {}
    const seen: string[] = []
    const slowCms: typeof fetch = async (_input, init) => {
      seen.push(new Headers(init?.headers).get('idempotency-key') ?? '')
      await new Promise<void>((resolve) => (release = resolve))
      return new Response(JSON.stringify({ code: '200', data: { id: 1, success: true } }))
    }
    const a = store.add(enquiry)
    store.add(enquiry)
    const running = forwarder({ seen: [], fetch: slowCms })
    running.start()
    await until(() => seen.length === 1)
    let stopped = false
    const stopping = running.stop().then(() => (stopped = true))
    // Only the delivery's end can settle stop(): once this turn's pending work has run, it is still waiting.
    await new Promise((resolve) => setImmediate(resolve))
    expect(stopped).toBe(false)
    release()
    await stopping
    expect(seen).toHaveLength(1)
    expect(store.get(a.id)?.status).toBe('delivered')
    expect(store.counts().pending).toBe(1)
  })
})

describe('outbox forwarder when the server stops', () => {
  // Issue 21: a delivery may wait OUTBOX_TIMEOUT_MS (30 s), longer than the shutdown grace; stopping does not.
  it('stop(giveUpAfterMs) abandons a delivery still waiting for the CMS and leaves the row pending', async () => {
    const cms = scriptedCms(['hang'])
    const row = store.add(enquiry)
    const running = createOutboxForwarder({
      store,
      apiBaseUrl: 'http://cms.test',
      timeoutMs: 3_600_000,
      retry: { baseMs: 5, maxMs: 20 },
      pollMs: 5,
      logger: recordingLogger(),
      fetch: cms.fetch,
    })
    running.start()
    await until(() => cms.seen.length === 1)
    await running.stop(0)
    expect(cms.seen).toHaveLength(1)
    expect(store.get(row.id)).toMatchObject({ status: 'pending', leaseUntil: 0, attempts: 1 })
    expect(store.get(row.id)?.lastError).toMatch(/abort/i)
  })
})

describe('POST /api/internal/form with the outbox', () => {
  const body = JSON.stringify({ ...enquiry, extra: 'dropped' })
  const post = (app: ReturnType<typeof testApp>['app'], headers: Record<string, string> = {}) =>
    app.request('http://localhost:3000/api/internal/form', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', cookie: 'preview_token=x', authorization: 'Bearer y', ...headers },
    })

  it('answers received with the CMS success envelope without a round trip, and stores the checked enquiry', async () => {
    let cmsCalls = 0
    const woken: number[] = []
    const { app } = testApp({
      env: { API_BASE_URL: 'http://cms.test' },
      fetch: async () => {
        cmsCalls++
        return new Response('{}')
      },
      enquiryOutbox: enquiryOutbox(store, { wake: () => woken.push(1) }),
    })
    const response = await post(app, { 'x-request-id': 'abc-123', 'user-agent': 'UA' })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/no-store/)
    const answer = (await response.json()) as { code: string; data: { id: number; success: boolean } }
    expect(answer).toMatchObject({ code: '200', data: { success: true } })
    expect(cmsCalls).toBe(0)
    expect(woken).toHaveLength(1)
    const row = store.get(answer.data.id)
    expect(row?.enquiry).toEqual(enquiry)
    expect(row?.headers['user-agent']).toBe('UA')
    expect(row?.headers['x-forwarded-host']).toBe('localhost:3000')
    expect(Object.keys(row?.headers ?? {})).not.toContain('cookie')
    expect(Object.keys(row?.headers ?? {})).not.toContain('authorization')
  })

  // Issue 21: the headers the outbox replays to the CMS name the configured host of the request's site.
  it.each([
    ['the configured host of the English site', 'http://EN.example.com:3000', {}, 'en.example.com'],
    ['the first site for a Host no site is configured for', 'http://evil.example', {}, 'www.example.cn'],
    [
      'the first site for a forged X-Forwarded-Host under TRUST_PROXY',
      'http://en.example.com',
      { TRUST_PROXY: '1' },
      'www.example.cn',
    ],
  ])('stores %s as X-Forwarded-Host', async (_, origin, env, expected) => {
    const { app } = testApp({
      env: { API_BASE_URL: 'http://cms.test', SITE_HOSTS: 'cn=www.example.cn,en=en.example.com', ...env },
      enquiryOutbox: enquiryOutbox(store, { wake: () => {} }),
    })
    const response = await app.request(`${origin}/api/internal/form`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    })
    const answer = (await response.json()) as { data: { id: number } }
    const row = store.get(answer.data.id)
    expect(row?.headers['x-forwarded-host']).toBe(expected)
    expect(row?.headers['x-forwarded-proto']).toBe('http')
  })

  it("passes the page URL the browser reports on to the CMS on the request's site's configured origin", async () => {
    const { app } = testApp({
      env: { API_BASE_URL: 'http://cms.test', SITE_HOSTS: 'cn=www.example.cn,en=en.example.com' },
      enquiryOutbox: enquiryOutbox(store, { wake: () => {} }),
    })
    const pageUrlStored = async (origin: string, pageUrl: string) => {
      const response = await app.request(`${origin}/api/internal/form`, {
        method: 'POST',
        body: JSON.stringify({ ...enquiry, trafficAccessReq: { pageUrl, deviceType: 'pc' } }),
        headers: { 'content-type': 'application/json' },
      })
      const answer = (await response.json()) as { data: { id: number } }
      return store.get(answer.data.id)?.enquiry.trafficAccessReq
    }
    expect(await pageUrlStored('http://evil.example', 'http://evil.example/product/1401?x=1#top')).toEqual({
      pageUrl: 'http://www.example.cn/product/1401?x=1#top',
      deviceType: 'pc',
    })
    expect(await pageUrlStored('http://en.example.com', '//evil.example/media/2801')).toMatchObject({
      pageUrl: 'http://en.example.com/media/2801',
    })
    expect(await pageUrlStored('http://en.example.com', 'http://en.example.com/form/2')).toMatchObject({
      pageUrl: 'http://en.example.com/form/2',
    })
    expect(await pageUrlStored('http://en.example.com', 'not a url')).toMatchObject({ pageUrl: 'not a url' })
  })

  it('stores nothing for an enquiry the guard refuses', async () => {
    const { app } = testApp({
      env: { API_BASE_URL: 'http://cms.test' },
      enquiryOutbox: enquiryOutbox(store, { wake: () => {} }),
    })
    const response = await app.request('http://localhost:3000/api/internal/form', {
      method: 'POST',
      body: 'name=x',
      headers: { 'content-type': 'text/plain' },
    })
    expect(response.status).toBe(415)
    expect(store.counts()).toEqual({ pending: 0, delivered: 0, refused: 0 })
  })

  it('answers 503 when the outbox cannot store the enquiry', async () => {
    const { app, logger } = testApp({
      env: { API_BASE_URL: 'http://cms.test' },
      enquiryOutbox: {
        accept: () => {
          throw new Error('SQLITE_FULL')
        },
      },
    })
    const response = await post(app)
    expect(response.status).toBe(503)
    expect(logger.messages.join('\n')).toMatch(/SQLITE_FULL/)
  })
})

describe('npm run outbox', () => {
  it('prints the counts by status and the recent rows with their key and last error', async () => {
    const { execFileSync } = await import('node:child_process')
    const refusedRow = store.add(enquiry, { now: 1000 })
    store.claim(1000, 1000)
    store.markRefused(refusedRow.id, 'HTTP 400: invalid form', 2000)
    const pendingRow = store.add(enquiry, { now: 3000 })
    const output = execFileSync(process.execPath, ['scripts/outbox.mjs'], {
      cwd: join(import.meta.dirname, '../..'),
      env: { ...process.env, OUTBOX_DB_PATH: store.path },
      encoding: 'utf8',
    })
    expect(output).toContain('pending 1   delivered 0   refused 1')
    expect(output).toContain(refusedRow.idempotencyKey)
    expect(output).toContain(pendingRow.idempotencyKey)
    expect(output).toContain('HTTP 400: invalid form')
  })
})
