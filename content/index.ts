/**
 * The embedded content API: every SPEC §7 call answered from the demo content of two sites
 * (1 = Chinese, mark cn; 2 = English, mark en). Routes are the §7 paths without the `/api/internal`
 * prefix (the server mounts this app there). Every answer is `{ code, data, message }`; refused requests
 * carry code "400"/"404" (same HTTP status) and a message saying what was wrong.
 */
import { Hono, type Context } from 'hono'
import { checkFormSubmission } from '../schemas/validate'
import { fixtureProblems } from './fixtures-check'
import { openFormStore, type FormStore } from './forms/form-store'
import { submissionProblems } from './forms/validate-submission'
import { ContentError, badRequest, notFound } from './http/errors'
import {
  filterOf,
  idOrSiteIdOf,
  optionalNumber,
  optionalString,
  optionalStrings,
  pagingOf,
  pathId,
  readBody,
  siteIdOf,
} from './http/request'
import * as q from './queries'
import type { ApiCallName } from '../schemas/api.gen'
import { callNameOf } from '../site/contract/call-names'
import { withoutUnknownFields } from '../site/contract/unknown-fields'
import { createContentSource, type ContentSource, type ContentTransform } from './source'

export { DEFAULT_FORM_ID, GO1688_FORM_ID, SITE_ID } from './ids'
export { resolveFormDbPath } from './forms/form-store'

export interface ContentApiOptions {
  /** SQLite file of form submissions; default FORM_DB_PATH, else data/forms.sqlite. */
  dbPath?: string
  /** Clock for activity states (tests pin it); default the real time. */
  now?: () => Date
  /** SITE_TIME_ZONE: the zone the demo writes its dates in and reads the date filters in; default Asia/Shanghai. */
  timeZone?: string
  /**
   * Rewrites each site's content after it is built (default none): the bench's stand-in CMS serves the
   * demo transformed (scripts/bench/standin/). The start-up check below checks what it answers.
   */
  transform?: ContentTransform
}

export type ContentApi = Hono & { formStore: FormStore }

/**
 * A success envelope. The demo's records carry fields of their own making (a flag, a category id) that
 * the contract does not declare: an answer holds only what it does (docs/contract.md), so the contract
 * check of the demo finds nothing unknown. Answers are built once a day and reused, so the copy is kept.
 */
const ok = (c: Context, data: unknown) => {
  const call = callNameOf(c.req.method, new URL(c.req.url).pathname)
  return c.json({ code: '200', data: call ? contractShapeOf(call, data) : data, message: 'success' })
}

const contractShapes = new WeakMap<object, Map<ApiCallName, unknown>>()

function contractShapeOf(call: ApiCallName, data: unknown): unknown {
  if (typeof data !== 'object' || data === null) return data
  let byCall = contractShapes.get(data)
  if (!byCall) contractShapes.set(data, (byCall = new Map()))
  if (!byCall.has(call)) byCall.set(call, withoutUnknownFields(call, data))
  return byCall.get(call)
}

export function createContentApi(options: ContentApiOptions = {}): ContentApi {
  const source = createContentSource(options.now, options.timeZone, options.transform)
  const problems = fixtureProblems(source)
  if (problems.length) {
    throw new Error(
      `Demo content does not match the API schemas (${problems.length} problems):\n${problems.join('\n')}`,
    )
  }
  const store = openFormStore(options.dbPath)
  const app = new Hono() as ContentApi
  app.formStore = store
  registerRoutes(app, source, store)

  app.notFound((c) =>
    c.json(
      { code: '404', data: null, message: `no content API call ${c.req.method} ${new URL(c.req.url).pathname}` },
      404,
    ),
  )
  app.onError((error, c) => {
    if (error instanceof ContentError)
      return c.json({ code: error.code, data: null, message: error.message }, Number(error.code) as 400 | 404)
    console.error('[content] unexpected error', error)
    return c.json({ code: '500', data: null, message: `internal error: ${error.message}` }, 500)
  })
  return app
}

function registerRoutes(app: Hono, source: ContentSource, store: FormStore): void {
  const body = (c: Context) => readBody(c.req.raw)
  const siteOfBody = async (c: Context) => source.site(siteIdOf(await body(c)))
  const siteOfIdBody = async (c: Context) => source.site(idOrSiteIdOf(await body(c)))
  const siteOfPath = (c: Context) => source.site(pathId(c.req.param('siteId') ?? '', 'site'))
  /** Calls whose path names no site (AI page, media types) take `?siteId=`; default the first site. */
  const siteOfQuery = (c: Context) => source.site(pathId(c.req.query('siteId') ?? '1', 'site'))
  const id = (c: Context, what: string) => pathId(c.req.param('id') ?? '', what)

  app.get('/site/list', (c) => ok(c, q.siteList()))
  app.get('/site/:siteId', (c) => ok(c, q.languagePack(siteOfPath(c))))
  app.post('/topNavigation/list', async (c) => ok(c, q.topNavigation(await siteOfBody(c))))
  app.post('/topheader', async (c) => ok(c, q.topHeader(await siteOfIdBody(c))))
  app.post('/bottomNavigation/list', async (c) => ok(c, q.bottomNavigation(await siteOfBody(c))))
  app.post('/enterprise/advantage/list', async (c) => ok(c, q.enterpriseAdvantages(await siteOfIdBody(c))))
  app.post('/homepage', async (c) => ok(c, q.homepage(await siteOfIdBody(c))))

  app.get('/form/:id', (c) => ok(c, q.form(source, id(c, 'form'))))
  app.post('/form', async (c) => ok(c, submitForm(source, store, await body(c))))

  app.post('/product/list', async (c) => ok(c, q.productList(await siteOfBody(c))))
  app.get('/product/:id', (c) => ok(c, q.product(source, id(c, 'product'))))
  app.get('/product-category/detail/:id', (c) => ok(c, q.productCategory(source, id(c, 'product category'))))
  app.post('/solution/list', async (c) => ok(c, q.solutionList(await siteOfBody(c))))
  app.get('/solution/:id', (c) => ok(c, q.solution(source, id(c, 'solution'))))
  app.post('/example/list', async (c) => ok(c, q.exampleList(await siteOfBody(c))))
  app.get('/example/:id', (c) => ok(c, q.example(source, id(c, 'case'))))

  app.post('/news/list', async (c) => {
    const b = await body(c)
    return ok(c, q.newsList(source.site(siteIdOf(b)), q.newsType(b.type), pagingOf(b)))
  })
  app.get('/fixed/news/list/:siteId', (c) => ok(c, q.fixedNews(siteOfPath(c), q.newsType(c.req.query('type')))))
  app.post('/get/title/by/type', async (c) => {
    const b = await body(c)
    return ok(c, q.titleByType(source.site(siteIdOf(b)), b.type))
  })

  app.post('/introduce', async (c) => ok(c, q.introduce(await siteOfBody(c))))
  app.get('/introduce/:id', (c) => ok(c, q.introduceById(source, id(c, 'introduction'))))

  app.post('/activity/list', async (c) => {
    const b = await body(c)
    const f = filterOf(b, 'activity')
    const filter: q.ActivityFilter = {
      startDate: optionalNumber(f, 'startDate', 'activity'),
      endDate: optionalNumber(f, 'endDate', 'activity'),
      places: optionalStrings(f, 'places', 'activity'),
      activityTypes: optionalStrings(f, 'activityTypes', 'activity'),
      activityName: optionalString(f, 'activityName', 'activity'),
    }
    return ok(c, q.activityList(source.site(siteIdOf(b)), filter, pagingOf(b), source.timeZone))
  })
  app.get('/activity/place/list/:siteId', (c) => ok(c, q.activityPlaces(siteOfPath(c))))
  app.get('/activity/:id', (c) => ok(c, q.activity(source, id(c, 'activity'))))
  app.get('/fixed/activity/list/:siteId', (c) => ok(c, q.fixedActivities(siteOfPath(c))))

  app.post('/multimedia/resource/list', async (c) => {
    const b = await body(c)
    const f = filterOf(b, 'multimediaResource')
    const filter: q.MediaFilter = {
      startDate: optionalNumber(f, 'startDate', 'multimediaResource'),
      endDate: optionalNumber(f, 'endDate', 'multimediaResource'),
      resourceTypes: optionalStrings(f, 'resourceTypes', 'multimediaResource'),
      titleContent: optionalString(f, 'titleContent', 'multimediaResource'),
    }
    return ok(c, q.multimediaResourceList(source.site(siteIdOf(b)), filter, pagingOf(b), source.timeZone))
  })
  app.get('/multimedia/resource/carousel/list/:siteId', (c) => ok(c, q.multimediaCarousel(siteOfPath(c))))
  // SPEC §7 fixes the last segment to 1 (a dictionary id, not a site); the language comes from ?siteId=.
  app.get('/multimedia/resource/type/list/:dictionary', (c) => {
    if (c.req.param('dictionary') !== '1') throw badRequest('multimedia resource types live in dictionary 1')
    return ok(c, q.multimediaTypes(siteOfQuery(c)))
  })
  app.get('/multimedia/resource/:id', (c) => ok(c, q.multimediaResource(source, id(c, 'multimedia resource'))))

  app.post('/serviceAndSupport', async (c) => ok(c, q.servicePage(await siteOfBody(c))))
  app.get('/serviceAndSupport/:id', (c) => ok(c, q.servicePageById(source, id(c, 'service page'))))
  app.post('/joinUs', async (c) => ok(c, q.joinUs(await siteOfBody(c))))
  app.get('/joinUs/:id', (c) => ok(c, q.joinUsById(source, id(c, 'join-us page'))))

  app.post('/corporate/publications/list', async (c) => {
    const b = await body(c)
    return ok(c, q.publicationList(source.site(siteIdOf(b)), pagingOf(b)))
  })
  app.get('/corporate/publications/:id', (c) => ok(c, q.publication(source, id(c, 'publication'))))

  app.get('/ai/native/carousel', (c) => ok(c, q.aiCarousel(siteOfQuery(c))))
  app.get('/ai/native/story', (c) => ok(c, q.aiStory(siteOfQuery(c))))

  // Generic calls last, so the specific routes above win.
  app.post('/:type/list', async (c) => {
    const b = await body(c)
    return ok(c, q.genericList(source.site(siteIdOf(b)), c.req.param('type'), pagingOf(b)))
  })
  app.get('/:type/:id', (c) => {
    const type = c.req.param('type')
    if (!q.isArticleType(type)) throw notFound(`unknown content type "${type}"`)
    return ok(c, q.article(source, id(c, 'article')))
  })
}

/** POST /form: shape check, then the form's own rules (SPEC §5); only an acceptable enquiry is stored. */
function submitForm(source: ContentSource, store: FormStore, body: Record<string, unknown>) {
  const shape = checkFormSubmission(body)
  if (!shape.ok) {
    throw badRequest(
      `invalid form submission: ${shape.problems.map((p) => `${p.path || '/'} ${p.message}`).join('; ')}`,
    )
  }
  const submission = shape.value
  const site = source.site(submission.site.id)
  const { form: definition, site: formSite } = q.formWithSite(source, submission.form.id)
  const problems = submissionProblems(
    definition.formFields,
    submission.fieldValues,
    formSite.mark === 'cn' ? 'zh' : 'en',
  )
  if (problems.length) throw badRequest(problems.join('; '))
  const id = store.add({
    siteId: site.site.id,
    formId: definition.id,
    fieldValues: submission.fieldValues.map(({ formField, value }) => ({ formField: { id: formField.id }, value })),
    formTypeSource: submission.formTypeSource ?? null,
    sourceId: submission.sourceId ?? null,
    trafficAccessReq: submission.trafficAccessReq ?? null,
  })
  return { id, success: true }
}
