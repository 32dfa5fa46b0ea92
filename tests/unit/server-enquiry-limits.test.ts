// Issue 14 "Enquiry input limits" (SPEC §3 Form submission, §7 POST /form): JSON only, a body that fits a
// form, each value's length limited, unknown properties dropped, a per-client rate limit answering 429
// with Retry-After — and a refused enquiry is stored nowhere.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createContentApi, DEFAULT_FORM_ID, type ContentApi } from '../../content/index'
import { checkEnquiry, ENQUIRY_MAX_BYTES, FIELD_VALUE_MAX_CHARS } from '../../site/server/enquiry-guard'
import { sharedEnquiryRateLimit } from '../../site/server/enquiry-rate-limit'
import { memoryRateLimit } from '../../runtime/server/rate-limit'
import { openRateLimitStore, type SharedRateLimit } from '../../runtime/server/rate-limit-store'
import { recordingLogger, testApp } from './server-fixtures'

let dir: string
let content: ContentApi

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'enquiry-limits-'))
  content = createContentApi({ dbPath: join(dir, 'forms.sqlite') })
})
afterEach(() => {
  content.formStore.close()
  rmSync(dir, { recursive: true, force: true })
})

const enquiry = (extra: Record<string, unknown> = {}) => ({
  site: { id: 2 },
  form: { id: DEFAULT_FORM_ID.en },
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
  trafficAccessReq: { deviceType: 'PC', pageUrl: 'https://en.localhost/product/2401' },
  ...extra,
})

function post(
  app: ReturnType<typeof testApp>['app'],
  body: string,
  contentType = 'application/json',
  headers: Record<string, string> = {},
) {
  return app.request('http://en.localhost:3000/api/internal/form', {
    method: 'POST',
    body,
    headers: { 'content-type': contentType, ...headers },
  })
}

describe('POST /api/internal/form on the site', () => {
  it('stores a valid enquiry, without the properties SPEC does not name', async () => {
    const { app } = testApp({ contentApi: content })
    const response = await post(
      app,
      JSON.stringify(enquiry({ secret: 'x', trafficAccessReq: { deviceType: 'PC', injected: 'y'.repeat(900) } })),
    )
    expect(response.status).toBe(200)
    const [stored] = content.formStore.list()
    expect(JSON.stringify(stored)).not.toContain('secret')
    expect(JSON.stringify(stored)).not.toContain('injected')
  })

  it.each([
    ['text/plain', 'text/plain', JSON.stringify(enquiry()), 415],
    ['form-encoded', 'application/x-www-form-urlencoded', 'a=1', 415],
    ['not JSON', 'application/json', '{"site":', 400],
    [
      'a 900 KB field value',
      'application/json',
      JSON.stringify(enquiry({ fieldValues: [{ formField: { id: 201 }, value: 'x'.repeat(900_000) }] })),
      413,
    ],
    [
      'a 900 KB unknown property in trafficAccessReq',
      'application/json',
      JSON.stringify(enquiry({ trafficAccessReq: { junk: 'x'.repeat(900_000) } })),
      413,
    ],
    [
      'a value over the field limit',
      'application/json',
      JSON.stringify(
        enquiry({ fieldValues: [{ formField: { id: 201 }, value: 'x'.repeat(FIELD_VALUE_MAX_CHARS + 1) }] }),
      ),
      400,
    ],
    ['a list where the field values belong', 'application/json', JSON.stringify(enquiry({ fieldValues: 'x' })), 400],
  ])('refuses %s with a clear %i envelope and stores nothing', async (_, contentType, body, status) => {
    const { app } = testApp({ contentApi: content })
    const response = await post(app, body, contentType)
    expect(response.status).toBe(status)
    const answer = (await response.json()) as { code: string; message: string }
    expect(answer.code).toBe(String(status))
    expect(answer.message.length).toBeGreaterThan(5)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(content.formStore.list()).toEqual([])
  })

  it('answers 429 with Retry-After once a client has sent its budget, and stores only what it accepted', async () => {
    const { app } = testApp({ contentApi: content, env: { ENQUIRY_RATE_LIMIT: '3/60', TRUST_PROXY: '1' } })
    const from = (ip: string) => ({ 'x-forwarded-for': ip })
    const statuses: number[] = []
    for (let i = 0; i < 5; i++)
      statuses.push((await post(app, JSON.stringify(enquiry()), 'application/json', from('203.0.113.9'))).status)
    expect(statuses).toEqual([200, 200, 200, 429, 429])
    const limited = await post(app, JSON.stringify(enquiry()), 'application/json', from('203.0.113.9'))
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await limited.json()).code).toBe('429')
    // Another client is not affected.
    expect((await post(app, JSON.stringify(enquiry()), 'application/json', from('198.51.100.4'))).status).toBe(200)
    expect(content.formStore.list()).toHaveLength(4)
  })
})

describe('checkEnquiry and the rate limit', () => {
  it('accepts a JSON content type with a charset, and keeps only known properties', () => {
    const check = checkEnquiry('application/json; charset=utf-8', JSON.stringify(enquiry({ extra: 1 })))
    expect(check.ok).toBe(true)
    if (check.ok)
      expect(Object.keys(check.body).sort()).toEqual([
        'fieldValues',
        'form',
        'formTypeSource',
        'site',
        'sourceId',
        'trafficAccessReq',
      ])
  })

  it(`refuses a body over ${ENQUIRY_MAX_BYTES} bytes before parsing it`, () => {
    expect(checkEnquiry('application/json', `"${'x'.repeat(ENQUIRY_MAX_BYTES)}"`)).toMatchObject({
      ok: false,
      status: 413,
    })
  })

  it('frees a client again after its window, and forgets the oldest client beyond its bound', () => {
    const limit = memoryRateLimit(2, 1000, 2)
    expect([limit.retryAfter('a', 0), limit.retryAfter('a', 10), limit.retryAfter('a', 20)]).toEqual([null, null, 1])
    expect(limit.retryAfter('a', 1001)).toBeNull()
    limit.retryAfter('b', 1002)
    limit.retryAfter('c', 1003) // 'a' is forgotten now
    expect(limit.retryAfter('a', 1004)).toBeNull()
  })
})

// Issue 21 "Limits that hold per client, not per worker": every worker counts in one SQLite file.
describe('the rate limit every worker shares (RATE_LIMIT_DB_PATH)', () => {
  let limitsDir: string
  const opened: SharedRateLimit[] = []
  beforeEach(() => {
    limitsDir = mkdtempSync(join(tmpdir(), 'limits-'))
  })
  afterEach(() => {
    for (const store of opened.splice(0)) store.close()
    rmSync(limitsDir, { recursive: true, force: true })
  })
  const open = (limit = 10, windowMs = 60_000, path = join(limitsDir, 'limits.sqlite')) => {
    const store = openRateLimitStore(path, limit, windowMs)
    opened.push(store)
    return store
  }

  it('two connections to one file (two workers) let a client through exactly `limit` times in all', () => {
    const workers = [open(), open()]
    const answers = Array.from({ length: 25 }, (_, index) =>
      workers[index % 2]!.retryAfter('203.0.113.7', 1000 + index),
    )
    expect(answers.filter((wait) => wait === null)).toHaveLength(10)
    expect(answers.slice(10)).toEqual(Array(15).fill(60))
    // Another client has its own budget.
    expect(workers[1]!.retryAfter('198.51.100.2', 1100)).toBeNull()
  })

  it('counts a window from the first enquiry, tells how long until it ends, and starts a new one then', () => {
    const store = open(2, 10_000)
    expect([store.retryAfter('a', 5_000), store.retryAfter('a', 6_000)]).toEqual([null, null])
    expect(store.retryAfter('a', 9_100)).toBe(6)
    expect(store.retryAfter('a', 14_999)).toBe(1)
    expect(store.retryAfter('a', 15_000)).toBeNull()
    expect(store.retryAfter('a', 15_001)).toBeNull()
    expect(store.retryAfter('a', 15_002)).toBe(10)
  })

  it('keeps its counts across a reopening (a restart of the workers)', () => {
    const first = open(1)
    expect(first.retryAfter('a', 1000)).toBeNull()
    first.close()
    opened.splice(opened.indexOf(first), 1)
    expect(open(1).retryAfter('a', 2000)).toBe(59)
  })

  it('prunes the windows that have ended', () => {
    const path = join(limitsDir, 'limits.sqlite')
    const store = open(1, 1000, path)
    for (let client = 0; client < 99; client++) store.retryAfter(`old-${client}`, 0)
    // The 100th enquiry taken prunes every window ended by then.
    store.retryAfter('new', 5000)
    const db = new Database(path, { readonly: true })
    const clients = db.prepare('SELECT client FROM enquiry_windows').all() as Array<{ client: string }>
    db.close()
    expect(clients.map((row) => row.client)).toEqual(['new'])
  })

  it('falls back to counting in each worker with one clear log line when the file cannot be opened', () => {
    const logger = recordingLogger()
    const blocker = join(limitsDir, 'not-a-folder')
    writeFileSync(blocker, '')
    const limit = sharedEnquiryRateLimit(join(blocker, 'limits.sqlite'), { limit: 1, windowMs: 60_000 }, logger)
    expect(limit.path).toBeNull()
    expect([limit.retryAfter('a', 0), limit.retryAfter('a', 1)]).toEqual([null, 60])
    expect(logger.messages).toHaveLength(1)
    expect(logger.messages[0]).toMatch(/cannot open RATE_LIMIT_DB_PATH .*not-a-folder.*counted per worker/)
  })

  it('answers 429 with Retry-After from the shared count through the app', async () => {
    const shared = open(1)
    const [first, second] = [0, 1].map(() => testApp({ contentApi: content, enquiryRateLimit: shared }).app)
    expect((await post(first!, JSON.stringify(enquiry()), 'application/json')).status).toBe(200)
    const refused = await post(second!, JSON.stringify(enquiry()), 'application/json')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
