// Issue 24 "Recorded drift": what the site repaired or rejected in a real backend's answers is kept in one
// SQLite file every worker shares — aggregated per call, site, pointer pattern, outcome and problem,
// written after the answer, bounded in rows and days, without a visitor's input — and a file that cannot
// be opened is said once while the site goes on.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { callRequests, type DriftEvent } from '../../site/api'
import { createDriftRecorder, NOT_RECORDED, recordableRequest, siteIdOf } from '../../site/server/drift-record'
import { openDriftStore, type DriftStore, type DriftStoreOptions } from '../../site/server/drift-store'
import { recordingLogger, SITES } from './server-fixtures'

let dir: string
const opened: DriftStore[] = []

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'drift-record-'))
})

afterEach(() => {
  vi.useRealTimers()
  for (const store of opened.splice(0)) store.close()
  rmSync(dir, { recursive: true, force: true })
})

function open(options: Partial<DriftStoreOptions> = {}) {
  const clock = { now: 10_000 }
  const logger = recordingLogger()
  const store = openDriftStore({
    path: join(dir, 'drift.sqlite'),
    maxAgeMs: 7 * 86_400_000,
    maxRows: 100,
    logger,
    now: () => clock.now,
    ...options,
  })
  if (store) opened.push(store)
  return { store, clock, logger }
}

const listEvent = (count: number, at: number, siteId = 2): DriftEvent => ({
  call: 'newsList',
  request: callRequests.newsList({ siteId, pageNo: 1, pageSize: count, type: 'NEWS' }),
  drifts: Array.from({ length: count }, (_, index) => ({
    pointer: `/data/${index}/title`,
    problem: 'must be string',
    outcome: 'removed field' as const,
    value: index,
  })),
  at,
})

describe('the drift record', () => {
  it('aggregates a drifting list into one row per pointer pattern, keeping the last occurrence', () => {
    const { store } = open()
    const recorder = createDriftRecorder({ store })
    recorder.record(listEvent(1000, 5_000))
    recorder.record(listEvent(3, 6_000))
    recorder.flush()
    expect(store?.rows()).toEqual([
      {
        call: 'newsList',
        site: '#2',
        pattern: '/data/*/title',
        outcome: 'removed field',
        problem: 'must be string',
        count: 1003,
        firstSeen: 5_000,
        lastSeen: 6_000,
        pointer: '/data/2/title',
        value: '2',
        request: {
          method: 'POST',
          path: '/news/list',
          body: { site: { id: 2 }, pageNo: 1, pageSize: 3, type: 'NEWS' },
        },
      },
    ])
    recorder.record(listEvent(1, 7_000))
    recorder.flush()
    expect(store?.rows()).toMatchObject([{ count: 1004, firstSeen: 5_000, lastSeen: 7_000, pointer: '/data/0/title' }])
    expect(recorder.counts()).toEqual({
      'dropped item': 0,
      'removed field': 1004,
      'read as number': 0,
      'shortened list': 0,
      rejected: 0,
    })
  })

  it('names the site by its mark once the site list was read, and keeps one row per site and outcome', () => {
    const { store } = open()
    const recorder = createDriftRecorder({ store })
    recorder.learnSites(SITES)
    recorder.record(listEvent(1, 1_000, 1))
    recorder.record(listEvent(1, 1_000, 2))
    recorder.record({
      call: 'homepage',
      request: callRequests.homepage(2),
      drifts: [{ pointer: '', problem: 'must be object', outcome: 'rejected', value: 'x'.repeat(500) }],
      at: 2_000,
    })
    recorder.flush()
    const rows = store?.rows() ?? []
    expect(rows.map((row) => [row.call, row.site, row.outcome])).toEqual([
      ['homepage', 'en', 'rejected'],
      ['newsList', 'cn', 'removed field'],
      ['newsList', 'en', 'removed field'],
    ])
    expect(rows[0]?.value).toHaveLength(200)
  })

  it('writes after the answer: nothing on the call’s path, one write a moment later', () => {
    vi.useFakeTimers()
    const { store } = open()
    const recorder = createDriftRecorder({ store, flushAfterMs: 1_000 })
    recorder.record(listEvent(2, 1_000))
    recorder.record(listEvent(2, 1_500))
    expect(store?.rows()).toEqual([])
    vi.advanceTimersByTime(1_000)
    expect(store?.rows()).toMatchObject([{ count: 4 }])
  })

  it('stores no visitor input: free text and dates of a filter and an enquiry never reach the file', () => {
    const { store } = open()
    const recorder = createDriftRecorder({ store })
    const secrets = ['Visitor typed this', '13800138000', 'alice@example.com']
    const drift = { pointer: '/id', problem: 'must be integer', outcome: 'removed field' as const, value: 'x' }
    recorder.record({
      call: 'activityList',
      request: callRequests.activityList({
        siteId: 1,
        pageNo: 2,
        pageSize: 12,
        filter: { activityName: secrets[0], startDate: 1_700_000_000_000, places: ['Beijing'] },
      }),
      drifts: [drift],
      at: 1,
    })
    recorder.record({
      call: 'submitForm',
      request: callRequests.submitForm({
        site: { id: 1 },
        form: { id: 3 },
        fieldValues: [
          { formField: { id: 1 }, value: secrets[1]! },
          { formField: { id: 2 }, value: secrets[2]! },
        ],
      }),
      drifts: [drift],
      at: 2,
    })
    recorder.record({
      call: 'detail',
      request: { method: 'GET', path: `/news/${encodeURIComponent(secrets[0]!)}?q=${secrets[2]}&siteId=1` },
      drifts: [drift],
      at: 3,
    })
    recorder.close()
    opened.splice(0)
    const bytes = ['', '-wal']
      .map((suffix) => join(dir, `drift.sqlite${suffix}`))
      .filter(existsSync)
      .map((path) => readFileSync(path).toString('latin1'))
      .join('')
    for (const secret of [...secrets, 'Beijing', '1700000000000', 'Visitor%20typed'])
      expect(bytes).not.toContain(secret)
    const reopened = open().store
    const requests = Object.fromEntries((reopened?.rows() ?? []).map((row) => [row.call, row.request]))
    expect(requests.activityList).toEqual({
      method: 'POST',
      path: '/activity/list',
      body: {
        site: { id: 1 },
        pageNo: 2,
        pageSize: 12,
        activity: { activityName: NOT_RECORDED, startDate: NOT_RECORDED, places: NOT_RECORDED },
      },
    })
    expect(requests.submitForm).toEqual({
      method: 'POST',
      path: '/form',
      body: { site: { id: 1 }, form: { id: 3 }, fieldValues: NOT_RECORDED },
    })
    expect(requests.detail).toEqual({ method: 'GET', path: `/news/${encodeURIComponent(NOT_RECORDED)}?siteId=1` })
  })

  it('keeps the site’s own query values and ids in a path', () => {
    expect(recordableRequest(callRequests.fixedNews(2, 'NEWS_AI'))).toEqual({
      method: 'GET',
      path: '/fixed/news/list/2?type=NEWS_AI',
    })
    expect(recordableRequest(callRequests.detail('corporate/publications', 'a-17'))).toEqual({
      method: 'GET',
      path: '/corporate/publications/a-17',
    })
  })

  it('finds the site in the body, a site call’s id, the query or a site path', () => {
    expect(siteIdOf('topNavigation', callRequests.topNavigation(2))).toBe(2)
    expect(siteIdOf('homepage', callRequests.homepage(1))).toBe(1)
    expect(siteIdOf('aiStory', callRequests.aiStory(2))).toBe(2)
    expect(siteIdOf('languagePack', callRequests.languagePack(1))).toBe(1)
    expect(siteIdOf('product', callRequests.product(55))).toBeNull()
    expect(siteIdOf('siteList', callRequests.siteList())).toBeNull()
  })

  it('is bounded in rows: the least recently seen go first', () => {
    const { store } = open({ maxRows: 3 })
    const recorder = createDriftRecorder({ store })
    for (let index = 0; index < 5; index++)
      recorder.record({
        call: 'product',
        request: callRequests.product(index),
        drifts: [{ pointer: `/field${index}`, problem: 'must be string', outcome: 'removed field', value: index }],
        at: 1_000 + index,
      })
    recorder.flush()
    expect(store?.rows().map((row) => row.pointer)).toEqual(['/field4', '/field3', '/field2'])
  })

  it('keeps a rolling window: a row not seen for DRIFT_LOG_DAYS is pruned on the next write', () => {
    const { store, clock } = open({ maxAgeMs: 86_400_000 })
    const recorder = createDriftRecorder({ store })
    recorder.record({ ...listEvent(1, clock.now - 1_000), call: 'newsList' })
    recorder.flush()
    expect(store?.rows()).toHaveLength(1)
    clock.now += 86_400_000
    recorder.record({ ...listEvent(1, clock.now), call: 'activityList' })
    recorder.flush()
    expect(store?.rows().map((row) => row.call)).toEqual(['activityList'])
    expect(store?.rows(clock.now + 1)).toEqual([])
  })

  it('a file that cannot be opened is said once; drift is still counted and recording never throws', () => {
    const path = join(dir, 'corrupt.sqlite')
    writeFileSync(path, 'this is not an SQLite database, only some text long enough to be read '.repeat(100))
    const { store, logger } = open({ path })
    expect(store).toBeNull()
    const recorder = createDriftRecorder({ store })
    recorder.record(listEvent(2, 1))
    recorder.record(listEvent(1, 2))
    recorder.flush()
    recorder.close()
    expect(recorder.counts()['removed field']).toBe(3)
    expect(logger.messages).toHaveLength(1)
    expect(logger.messages[0]).toMatch(/\[drift\] cannot open .*corrupt\.sqlite.*DRIFT_LOG_PATH/)
  })

  it('a write that fails is logged once until one succeeds again', () => {
    const { store, logger } = open()
    const recorder = createDriftRecorder({ store })
    store?.close()
    opened.splice(0)
    recorder.record(listEvent(1, 1))
    recorder.flush()
    recorder.record(listEvent(1, 2))
    recorder.flush()
    expect(logger.messages).toHaveLength(1)
    expect(logger.messages[0]).toMatch(/\[drift\] recording failed/)
  })
})
