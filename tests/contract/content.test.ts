/**
 * docs/architecture.md contract test: every answer of the embedded content API validates against its API schema,
 * reached through the same requests the API client sends (site/api callRequests), for both sites.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createContentApi, type ContentApi } from '../../content/index'
import { answerCatalogue, fixtureProblems } from '../../content/fixtures-check'
import { createContentSource } from '../../content/source'
import { callRequests, type CallRequest } from '../../site/api/calls'
import { answerProblems } from '../../schemas/validate'
import type { ApiCallName } from '../../schemas/api.gen'

let dir: string
let app: ContentApi

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'content-contract-'))
  app = createContentApi({ dbPath: join(dir, 'forms.sqlite') })
})
afterAll(() => {
  app.formStore.close()
  rmSync(dir, { recursive: true, force: true })
})

async function send(request: CallRequest) {
  const response = await app.request(request.path, {
    method: request.method,
    headers: request.body === undefined ? undefined : { 'content-type': 'application/json' },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  })
  return {
    status: response.status,
    envelope: (await response.json()) as { code: string; data: unknown; message: string },
  }
}

describe('demo fixtures (SPEC §7, docs/contract.md)', () => {
  // Activity states move with the clock: check a few days, including a month end and a year end.
  it.each(['2026-11-22T10:00:00', '2026-12-31T23:30:00', '2027-03-01T00:05:00'])(
    'validate against the API schemas on %s',
    (when) => {
      const source = createContentSource(() => new Date(when))
      expect(fixtureProblems(source)).toEqual([])
    },
  )

  it('cover every call of the API client', () => {
    const covered = new Set(answerCatalogue(createContentSource()).map((entry) => entry.call))
    const calls = Object.keys(callRequests).filter((call) => call !== 'submitForm') as ApiCallName[]
    expect(calls.filter((call) => !covered.has(call))).toEqual([])
  })
})

describe.each([1, 2])('site %i answers every call through the client requests', (siteId) => {
  const cases: [ApiCallName, () => CallRequest][] = [
    ['siteList', () => callRequests.siteList()],
    ['languagePack', () => callRequests.languagePack(siteId)],
    ['topNavigation', () => callRequests.topNavigation(siteId)],
    ['topHeader', () => callRequests.topHeader(siteId)],
    ['bottomNavigation', () => callRequests.bottomNavigation(siteId)],
    ['enterpriseAdvantages', () => callRequests.enterpriseAdvantages(siteId)],
    ['homepage', () => callRequests.homepage(siteId)],
    ['form', () => callRequests.form(siteId)],
    ['productList', () => callRequests.productList(siteId)],
    ['product', () => callRequests.product(siteId * 1000 + 401)],
    ['productCategory', () => callRequests.productCategory(siteId * 1000 + 301)],
    ['solutionList', () => callRequests.solutionList(siteId)],
    ['solution', () => callRequests.solution(siteId * 1000 + 501)],
    ['exampleList', () => callRequests.exampleList(siteId)],
    ['example', () => callRequests.example(siteId * 1000 + 201)],
    ['newsList', () => callRequests.newsList({ siteId, pageNo: 1, pageSize: 9, type: 'NEWS' })],
    ['fixedNews', () => callRequests.fixedNews(siteId, 'NEWS_AI')],
    ['titleByType', () => callRequests.titleByType('NEWS', siteId)],
    ['introduce', () => callRequests.introduce(siteId)],
    ['introduceById', () => callRequests.introduceById(siteId * 1000 + 951)],
    ['activityList', () => callRequests.activityList({ siteId, pageNo: 1, pageSize: 10 })],
    ['activity', () => callRequests.activity(siteId * 1000 + 701)],
    ['multimediaResource', () => callRequests.multimediaResource(siteId * 1000 + 801)],
    ['multimediaResourceList', () => callRequests.multimediaResourceList({ siteId, pageNo: 1, pageSize: 10 })],
    ['servicePage', () => callRequests.servicePage(siteId)],
    ['servicePageById', () => callRequests.servicePageById(siteId * 1000 + 961)],
    ['joinUs', () => callRequests.joinUs(siteId)],
    ['joinUsById', () => callRequests.joinUsById(siteId * 1000 + 971)],
    ['publicationList', () => callRequests.publicationList({ siteId, pageNo: 1, pageSize: 10 })],
    ['publication', () => callRequests.publication(siteId * 1000 + 901)],
    ['fixedActivities', () => callRequests.fixedActivities(siteId)],
    ['activityPlaces', () => callRequests.activityPlaces(siteId)],
    ['multimediaCarousel', () => callRequests.multimediaCarousel(siteId)],
    ['multimediaTypes', () => callRequests.multimediaTypes()],
    ['aiCarousel', () => callRequests.aiCarousel()],
    ['aiStory', () => callRequests.aiStory()],
    ['list', () => callRequests.list('article', { siteId, pageNo: 1, pageSize: 10 })],
    ['detail', () => callRequests.detail('news', siteId * 1000 + 601)],
  ]

  it('lists a request for every client call', () => {
    const listed = new Set(cases.map(([call]) => call))
    expect(
      Object.keys(callRequests).filter((call) => call !== 'submitForm' && !listed.has(call as ApiCallName)),
    ).toEqual([])
  })

  it.each(cases)('%s answers code 200 with data valid against its schema', async (call, request) => {
    const { status, envelope } = await send(request())
    expect(envelope.message).toBe('success')
    expect(status).toBe(200)
    expect(envelope.code).toBe('200')
    expect(answerProblems(call, envelope.data)).toEqual([])
  })
})
