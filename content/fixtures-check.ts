/**
 * Every answer the demo content can give, per call, for both sites and every id; and the check that each
 * validates against its API schema (schemas/api/). Run once when the content API is created and in the
 * contract test, so a fixture that drifts from the contract fails loudly.
 */
import type { ApiCallName } from '../schemas/api.gen'
import { answerProblems } from '../schemas/validate'
import { TITLE_TYPES } from './demo/pages'
import type { ContentSource } from './source'
import * as q from './queries'

export interface CatalogueEntry {
  call: ApiCallName
  label: string
  data: unknown
}

const everything = { pageNo: 1, pageSize: 100 }
const noActivityFilter: q.ActivityFilter = {
  startDate: null,
  endDate: null,
  places: [],
  activityTypes: [],
  activityName: '',
}
const noMediaFilter: q.MediaFilter = { startDate: null, endDate: null, resourceTypes: [], titleContent: '' }

export function answerCatalogue(source: ContentSource): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [{ call: 'siteList', label: 'site/list', data: q.siteList() }]
  const add = (call: ApiCallName, label: string, data: unknown) => entries.push({ call, label, data })
  for (const c of source.all()) {
    const s = `site ${c.site.id}`
    add('languagePack', `${s} site/${c.site.id}`, q.languagePack(c))
    add('topNavigation', `${s} topNavigation/list`, q.topNavigation(c))
    add('topHeader', `${s} topheader`, q.topHeader(c))
    add('bottomNavigation', `${s} bottomNavigation/list`, q.bottomNavigation(c))
    add('enterpriseAdvantages', `${s} enterprise/advantage/list`, q.enterpriseAdvantages(c))
    add('homepage', `${s} homepage`, q.homepage(c))
    for (const f of c.forms) add('form', `form/${f.id}`, q.form(source, f.id))
    add('productList', `${s} product/list`, q.productList(c))
    for (const p of c.catalogue.products) add('product', `product/${p.id}`, q.product(source, p.id))
    for (const k of c.catalogue.categories)
      add('productCategory', `product-category/detail/${k.id}`, q.productCategory(source, k.id))
    add('solutionList', `${s} solution/list`, q.solutionList(c))
    for (const x of c.solutions) add('solution', `solution/${x.id}`, q.solution(source, x.id))
    add('exampleList', `${s} example/list`, q.exampleList(c))
    for (const e of c.cases) add('example', `example/${e.id}`, q.example(source, e.id))
    for (const type of ['NEWS', 'NEWS_AI'] as const) {
      add('newsList', `${s} news/list ${type}`, q.newsList(c, type, everything))
      add('fixedNews', `${s} fixed/news/list ${type}`, q.fixedNews(c, type))
    }
    for (const a of c.articles) add('detail', `news/${a.id}`, q.article(source, a.id))
    add('list', `${s} article/list`, q.genericList(c, 'article', everything))
    for (const type of TITLE_TYPES) add('titleByType', `${s} get/title/by/type ${type}`, q.titleByType(c, type))
    add('introduce', `${s} introduce`, q.introduce(c))
    add('introduceById', `introduce/${c.introduce.id}`, q.introduceById(source, c.introduce.id))
    add('activityList', `${s} activity/list`, q.activityList(c, noActivityFilter, everything, source.timeZone))
    for (const a of c.activities) add('activity', `activity/${a.id}`, q.activity(source, a.id))
    add('fixedActivities', `${s} fixed/activity/list`, q.fixedActivities(c))
    add('activityPlaces', `${s} activity/place/list`, q.activityPlaces(c))
    add(
      'multimediaResourceList',
      `${s} multimedia/resource/list`,
      q.multimediaResourceList(c, noMediaFilter, everything, source.timeZone),
    )
    for (const m of c.media)
      add('multimediaResource', `multimedia/resource/${m.id}`, q.multimediaResource(source, m.id))
    add('multimediaCarousel', `${s} multimedia/resource/carousel/list`, q.multimediaCarousel(c))
    add('multimediaTypes', `${s} multimedia/resource/type/list`, q.multimediaTypes(c))
    add('servicePage', `${s} serviceAndSupport`, q.servicePage(c))
    add('servicePageById', `serviceAndSupport/${c.servicePage.id}`, q.servicePageById(source, c.servicePage.id))
    add('joinUs', `${s} joinUs`, q.joinUs(c))
    add('joinUsById', `joinUs/${c.joinUsPage.id}`, q.joinUsById(source, c.joinUsPage.id))
    add('publicationList', `${s} corporate/publications/list`, q.publicationList(c, everything))
    for (const p of c.publications) add('publication', `corporate/publications/${p.id}`, q.publication(source, p.id))
    add('aiCarousel', `${s} ai/native/carousel`, q.aiCarousel(c))
    add('aiStory', `${s} ai/native/story`, q.aiStory(c))
  }
  return entries
}

/** One line per schema problem: "<call> (<request>) at <json path>: <message>". */
export function fixtureProblems(source: ContentSource): string[] {
  return answerCatalogue(source).flatMap(({ call, label, data }) =>
    answerProblems(call, data).map((p) => `${call} (${label}) at ${p.path || '/'}: ${p.message}`),
  )
}
