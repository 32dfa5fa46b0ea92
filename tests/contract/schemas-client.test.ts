// The client against the embedded content API (SPEC §7, docs/contract.md): every call, both sites, with the
// request bodies the client sends and every answer validated against its schema — so the client, the
// schemas and the demo backend agree on one contract.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createContentApi, DEFAULT_FORM_ID } from '../../content/index'
import { ApiError, createApi, type Api, type Transport } from '../../site/api'
import { answerValidator } from '../../site/api/validate'
import type { FormField, FormSubmission, Site } from '../../schemas/api.gen'

let dir: string
let api: Api
let sites: Site[]
const failures: string[] = []

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'contract-client-'))
  const content = createContentApi({ dbPath: join(dir, 'forms.sqlite') })
  const transport: Transport = async ({ method, path, body, signal }) =>
    content.request(`http://content.internal${path}`, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    })
  api = createApi(transport, {
    validator: answerValidator,
    logger: { error: (message) => void failures.push(message) },
  })
  sites = await api.siteList()
})

afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})

const valueFor = (field: FormField): string => {
  if (field.displayForm === 'EMAIL') return 'li.lei@example.com'
  if (field.displayForm === 'PHONE') return '13800138000'
  return field.fieldOptions?.[0] ?? 'Digital transformation of our plants'
}

describe('every call of the embedded content API through the client', () => {
  it('lists both sites', () => {
    expect(sites.map((site) => site.mark).sort()).toEqual(['cn', 'en'])
  })

  it('answers every site-wide call for every site', async () => {
    for (const { id } of sites) {
      const page = { siteId: id, pageNo: 1, pageSize: 10 }
      await Promise.all([
        api.languagePack(id),
        api.topNavigation(id),
        api.topHeader(id),
        api.bottomNavigation(id),
        api.enterpriseAdvantages(id),
        api.homepage(id),
        api.newsList({ ...page, type: 'NEWS' }),
        api.newsList({ ...page, type: 'NEWS_AI' }),
        api.fixedNews(id, 'NEWS'),
        api.fixedNews(id, 'NEWS_AI'),
        ...(['NEWS', 'NEWS_AI', 'CORPORATE_PUBLICATION', 'BRAND_ACTIVITIES', 'MULTIMEDIA_RESOURCE'] as const).map(
          (type) => api.titleByType(type, id),
        ),
        api.introduce(id),
        api.activityList({ ...page, filter: { places: [], activityTypes: [], activityName: '' } }),
        api.fixedActivities(id),
        api.activityPlaces(id),
        api.multimediaResourceList({ ...page, filter: { titleContent: '' } }),
        api.multimediaCarousel(id),
        api.multimediaTypes(id),
        api.servicePage(id),
        api.joinUs(id),
        api.publicationList(page),
        api.aiCarousel(id),
        api.aiStory(id),
        api.list('news', page),
      ])
    }
    expect(failures).toEqual([])
  })

  it('answers every detail call for the ids the lists give', async () => {
    for (const { id } of sites) {
      const page = { siteId: id, pageNo: 1, pageSize: 100 }
      const [products, solutions, cases, news, activities, media, publications, intro, service, joinUs] =
        await Promise.all([
          api.productList(id),
          api.solutionList(id),
          api.exampleList(id),
          api.newsList({ ...page, type: 'NEWS' }),
          api.activityList(page),
          api.multimediaResourceList(page),
          api.publicationList(page),
          api.introduce(id),
          api.servicePage(id),
          api.joinUs(id),
        ])
      const details: Promise<unknown>[] = [
        ...products.flatMap((group) => [
          api.productCategory(group.id),
          ...(group.productList ?? []).map((p) => api.product(p.id)),
        ]),
        ...solutions.flatMap((group) => (group.solutions ?? []).map((s) => api.solution(s.id))),
        ...cases.flatMap((group) => (group.exampleBOS ?? []).map((e) => api.example(e.id))),
        ...news.data.map((item) => api.detail('news', item.id)),
        ...activities.data.map((item) => api.activity(item.id)),
        ...media.data.map((item) => api.multimediaResource(item.id)),
        ...publications.data.map((item) => api.publication(item.id)),
      ]
      if (intro.id != null) details.push(api.introduceById(intro.id))
      if (service.id != null) details.push(api.servicePageById(service.id))
      if (joinUs.id != null) details.push(api.joinUsById(joinUs.id))
      expect(details.length).toBeGreaterThan(10)
      await Promise.all(details)
    }
    expect(failures).toEqual([])
  })

  it('submits a form built from its definition', async () => {
    const form = await api.form(DEFAULT_FORM_ID.cn)
    const site = sites.find((s) => s.mark === 'cn')!
    const body: FormSubmission = {
      site: { id: site.id },
      form: { id: form.id },
      fieldValues: (form.formFields ?? []).map((field) => ({ formField: { id: field.id }, value: valueFor(field) })),
      formTypeSource: 'INDEX_MODEL',
      sourceId: null,
      trafficAccessReq: { deviceType: 'PC', pageUrl: 'http://localhost/' },
    }
    const result = await api.submitForm(body)
    expect(result.success ?? true).toBe(true)
    expect(typeof result.id).toBe('number')
  })

  it('refuses an unknown id with a non-200 code carrying the server message', async () => {
    const error = await api.product(987654).then(
      () => undefined,
      (reason: unknown) => reason,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'code', code: '404' })
    expect((error as ApiError).message).toBe((error as ApiError).serverMessage)
  })
})
