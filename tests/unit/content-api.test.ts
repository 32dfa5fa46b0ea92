/** The embedded content API's refusals, paging and filters (SPEC §7, §9; docs/contract.md envelope). */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createContentApi, type ContentApi } from '../../content/index'

// A fixed clock keeps the activity dates (relative to "now") predictable.
// 10:00 on 2026-11-22 in the site's zone (Asia/Shanghai, UTC+8), whatever the process's zone.
const NOW = new Date(Date.UTC(2026, 10, 22, 2, 0, 0))
let dir: string
let app: ContentApi

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'content-api-'))
  app = createContentApi({ dbPath: join(dir, 'forms.sqlite'), now: () => NOW })
})
afterAll(() => {
  app.formStore.close()
  rmSync(dir, { recursive: true, force: true })
})

interface Envelope<T = unknown> {
  code: string
  data: T
  message: string
}

async function get<T = unknown>(path: string) {
  const response = await app.request(path)
  return { status: response.status, ...((await response.json()) as Envelope<T>) }
}

async function post<T = unknown>(path: string, body: unknown) {
  const response = await app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, ...((await response.json()) as Envelope<T>) }
}

type Page<T> = { data: T[]; total: number }

describe('refusals answer a non-200 code with a message, never a crash', () => {
  it.each([
    ['/product/999999', '404', /product 999999 does not exist/],
    ['/product/abc', '400', /positive integer/],
    ['/example/1999', '404', /case 1999 does not exist/],
    ['/solution/42', '404', /solution 42 does not exist/],
    ['/activity/7', '404', /activity 7 does not exist/],
    ['/form/404', '404', /form 404 does not exist/],
    ['/site/9', '404', /site 9 does not exist/],
    ['/fixed/news/list/1?type=SPORTS', '400', /unknown news type/],
    ['/multimedia/resource/type/list/7', '400', /dictionary 1/],
    ['/unknown/call/path/here', '404', /no content API call/],
    ['/weather/1601', '404', /unknown content type "weather"/],
  ])('GET %s → %s', async (path, code, message) => {
    const answer = await get(path)
    expect(answer.code).toBe(code)
    expect(answer.status).toBe(Number(code))
    expect(answer.data).toBeNull()
    expect(answer.message).toMatch(message)
  })

  it.each([
    ['/homepage', {}, '400', /id \(the site id\) is required/],
    ['/homepage', { id: '1' }, '400', /id must be a positive integer/],
    ['/homepage', { id: 3 }, '404', /site 3 does not exist/],
    ['/topNavigation/list', { site: {} }, '400', /site\.id must be a positive integer/],
    ['/topNavigation/list', { id: 1 }, '400', /site\.id is required/],
    ['/product/list', 'not json', '400', /not valid JSON/],
    ['/product/list', '[1,2]', '400', /must be a JSON object/],
    ['/news/list', { site: { id: 1 }, pageNo: 0, pageSize: 9 }, '400', /pageNo/],
    ['/news/list', { site: { id: 1 }, pageNo: 1, pageSize: 1000 }, '400', /pageSize/],
    ['/news/list', { site: { id: 1 }, pageNo: 1.5, pageSize: 9 }, '400', /pageNo/],
    ['/news/list', { site: { id: 1 }, pageNo: 1, pageSize: 9, type: 'GOSSIP' }, '400', /unknown news type/],
    [
      '/activity/list',
      { site: { id: 1 }, activity: { startDate: 'yesterday' } },
      '400',
      /activity\.startDate must be a number/,
    ],
    [
      '/activity/list',
      { site: { id: 1 }, activity: { places: '上海' } },
      '400',
      /activity\.places must be an array of strings/,
    ],
    ['/activity/list', { site: { id: 1 }, activity: 'all' }, '400', /activity must be an object/],
    [
      '/multimedia/resource/list',
      { site: { id: 2 }, multimediaResource: { titleContent: 5 } },
      '400',
      /titleContent must be a string/,
    ],
    ['/get/title/by/type', { site: { id: 1 }, type: 'WEATHER' }, '400', /type must be one of/],
    ['/weather/list', { site: { id: 1 }, pageNo: 1, pageSize: 10 }, '404', /unknown list type/],
  ])('POST %s %j → %s', async (path, body, code, message) => {
    const answer = await post(path, body)
    expect(answer.code).toBe(code)
    expect(answer.status).toBe(Number(code))
    expect(answer.message).toMatch(message)
  })
})

describe('paged lists honour pageNo and pageSize', () => {
  it('news: 22 items per language make three pages of 9 (SPEC §9)', async () => {
    for (const siteId of [1, 2]) {
      const pages = await Promise.all(
        [1, 2, 3, 4].map((pageNo) =>
          post<Page<{ id: number }>>('/news/list', { site: { id: siteId }, pageNo, pageSize: 9, type: 'NEWS' }),
        ),
      )
      expect(pages.map((p) => p.data.data.length)).toEqual([9, 9, 4, 0])
      expect(new Set(pages.map((p) => p.data.total))).toEqual(new Set([22]))
      const ids = pages.flatMap((p) => p.data.data.map((n) => n.id))
      expect(new Set(ids).size).toBe(22)
    }
  })

  it('news: newest first, and the AI variant is a separate list', async () => {
    const news = await post<Page<{ createTime: string; id: number }>>('/news/list', {
      site: { id: 1 },
      pageNo: 1,
      pageSize: 100,
      type: 'NEWS',
    })
    const times = news.data.data.map((n) => n.createTime)
    expect(times).toEqual([...times].sort().reverse())
    const ai = await post<Page<{ id: number }>>('/news/list', {
      site: { id: 1 },
      pageNo: 1,
      pageSize: 100,
      type: 'NEWS_AI',
    })
    expect(ai.data.total).toBe(8)
    const newsIds = new Set(news.data.data.map((n) => n.id))
    expect(ai.data.data.some((n) => newsIds.has(n.id))).toBe(false)
    const aliased = await post<Page<{ id: number }>>('/news/list', {
      site: { id: 1 },
      pageNo: 1,
      pageSize: 100,
      type: 'AI',
    })
    expect(aliased.data.total).toBe(8)
  })

  it('activities, media and publications default to pages of 10', async () => {
    const activities = await post<Page<unknown>>('/activity/list', { site: { id: 2 } })
    expect(activities.data.data).toHaveLength(10)
    expect(activities.data.total).toBe(12)
    const second = await post<Page<unknown>>('/activity/list', { site: { id: 2 }, pageNo: 2, pageSize: 10 })
    expect(second.data.data).toHaveLength(2)
    const media = await post<Page<unknown>>('/multimedia/resource/list', { site: { id: 1 }, pageNo: 2, pageSize: 10 })
    expect(media.data).toMatchObject({ total: 11 })
    expect(media.data.data).toHaveLength(1)
    const publications = await post<Page<unknown>>('/corporate/publications/list', {
      site: { id: 1 },
      pageNo: 1,
      pageSize: 1,
    })
    expect(publications.data.data).toHaveLength(1)
    expect(publications.data.total).toBe(6)
  })
})

describe('activity filter (SPEC §3 Activity filter)', () => {
  type Item = { activityName: string; activityPlace: string; activityType: string; startDate: string; endDate: string }
  const list = async (siteId: number, activity: Record<string, unknown>) =>
    (await post<Page<Item>>('/activity/list', { site: { id: siteId }, pageNo: 1, pageSize: 100, activity })).data

  it("keeps activities that overlap the date range (epoch ms, start and end of the site zone's day)", async () => {
    const start = Date.UTC(2026, 10, 21, 16, 0, 0)
    const end = Date.UTC(2026, 10, 22, 15, 59, 59)
    const today = await list(1, { startDate: start, endDate: end })
    expect(today.data.map((a) => a.activityName).sort()).toEqual(
      ['2026中国智能制造博览会', '云启数智2026秋季新品发布会'].sort(),
    )
  })

  it('filters by place, type and name; several conditions combine', async () => {
    const shanghai = await list(1, { places: ['上海'] })
    expect(shanghai.total).toBeGreaterThan(0)
    expect(shanghai.data.every((a) => a.activityPlace === '上海')).toBe(true)
    const seminars = await list(2, { activityTypes: ['Seminar'] })
    expect(seminars.data.every((a) => a.activityType === 'Seminar')).toBe(true)
    expect(seminars.total).toBe(3)
    const named = await list(2, { activityName: 'summit' })
    expect(named.data.every((a) => /summit/i.test(a.activityName))).toBe(true)
    expect(named.total).toBe(3)
    const both = await list(2, { activityName: 'summit', places: ['Shenzhen'] })
    expect(both.data.map((a) => a.activityName)).toEqual([
      'Digital Transformation Sector Summit 2026',
      'Industrial Internet Summit 2025',
    ])
    const none = await list(1, { places: ['拉萨'] })
    expect(none).toEqual({ data: [], total: 0 })
  })

  it('matches a type given in the other language (the type list is language-neutral)', async () => {
    const seminars = await list(2, { activityTypes: ['研讨会'] })
    expect(seminars.total).toBe(3)
  })
})

describe('media filter (SPEC §3 Media filter)', () => {
  type Item = { titleContent: string; resourceType: string; createdAt: string }
  const list = async (siteId: number, multimediaResource: Record<string, unknown>) =>
    (
      await post<Page<Item>>('/multimedia/resource/list', {
        site: { id: siteId },
        pageNo: 1,
        pageSize: 100,
        multimediaResource,
      })
    ).data

  it('filters by creation date range, type and title keyword', async () => {
    const autumn = await list(1, {
      startDate: Date.UTC(2026, 7, 31, 16),
      endDate: Date.UTC(2026, 9, 31, 15, 59, 59),
    })
    expect(autumn.data.map((m) => m.createdAt.slice(0, 7))).toEqual(['2026-10', '2026-09', '2026-09'])
    const interviews = await list(2, { resourceTypes: ['Customer interview'] })
    expect(interviews.total).toBe(3)
    expect(interviews.data.every((m) => m.resourceType === 'Customer interview')).toBe(true)
    const erp = await list(2, { titleContent: 'erp' })
    expect(erp.data.map((m) => m.titleContent)).toEqual(['CloudLead ERP in three minutes'])
  })
})

describe('site-less calls', () => {
  it('media types, AI carousel and story read ?siteId= and default to the first site', async () => {
    expect((await get<string[]>('/multimedia/resource/type/list/1')).data).toContain('客户访谈')
    expect((await get<string[]>('/multimedia/resource/type/list/1?siteId=2')).data).toContain('Customer interview')
    expect((await get<{ title: string }>('/ai/native/story?siteId=2')).data.title).toBe('A day in an AI-native company')
    expect((await get('/ai/native/carousel?siteId=5')).code).toBe('404')
  })
})
