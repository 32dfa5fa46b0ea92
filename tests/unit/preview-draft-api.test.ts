// Issue 23 "Live preview" (SPEC §6): a CMS's draft of a preview's main item goes through the same boundary
// as the backend's answer (the contract's schema, repaired the tolerant way), and the page reads it in place
// of that one item; every other item and call still comes from the backend. Each field the site could not
// show as sent is named by its JSON pointer; a draft whose root is unusable is rejected, never shown.
import { describe, expect, it } from 'vitest'
import type { Api } from '../../site/api'
import { readDraft } from '../../site/preview/draft-api'
import { previewRouteOf, type PreviewRoute } from '../../site/preview/preview-routes'
import { demoVikeSite } from './server-fixtures'

const { api } = demoVikeSite('preview-draft-api')

function routeOf(path: string): PreviewRoute {
  const route = previewRouteOf(path)
  if (!route) throw new Error(`${path} is no preview`)
  return route
}

function draftApi(route: PreviewRoute, draft: unknown): Api {
  const reading = readDraft(api, route, draft)
  if (!reading.ok) throw new Error(`rejected: ${JSON.stringify(reading.problems)}`)
  expect(reading.problems).toEqual([])
  return reading.api
}

describe('readDraft of a valid draft', () => {
  it('answers the route’s call for that id with the draft, and passes other ids and calls to the backend', async () => {
    const draft = { id: 1961, title: 'Draft service page', describe: '<p>Draft body</p>' }
    const reader = draftApi(routeOf('/services/1961/preview'), draft)
    expect(await reader.servicePageById(1961)).toEqual(draft)
    expect(await reader.servicePageById(2961)).toMatchObject({ id: 2961, title: 'Service and support' })
    expect(await reader.joinUsById(1971)).toMatchObject({ id: 1971, title: '加入我们' })
    expect((await reader.siteList()).map((site) => site.mark)).toEqual((await api.siteList()).map((site) => site.mark))
    // The backend's own answer is untouched for every other reader.
    expect(await api.servicePageById(1961)).toMatchObject({ title: '服务与支持' })
  })

  it('answers the detail call only for the route’s type and id', async () => {
    const reader = draftApi(routeOf('/about-us/news/1601/preview'), { title: 'Draft news', content: '<p>x</p>' })
    expect(await reader.detail('news', 1601)).toMatchObject({ title: 'Draft news' })
    expect(await reader.detail('news', 2601)).toMatchObject({ id: 2601 })
    expect((await reader.detail('news', 2601)).title).not.toBe('Draft news')
  })

  it('answers each kind of preview’s own call', async () => {
    const intro = draftApi(routeOf('/about-us/intro/1951/preview'), { title: 'Draft intro' })
    expect(await intro.introduceById(1951)).toMatchObject({ title: 'Draft intro' })
    const join = draftApi(routeOf('/join-us/1971/preview/'), { title: 'Draft join us' })
    expect(await join.joinUsById(1971)).toMatchObject({ title: 'Draft join us' })
    const form = draftApi(routeOf('/form/2/preview'), { id: 2, name: 'Draft form', formFields: [] })
    expect(await form.form(2)).toMatchObject({ name: 'Draft form' })
    expect(await form.form(1)).toMatchObject({ id: 1, name: '预约咨询' })
  })
})

describe('readDraft of a draft that breaks the contract', () => {
  it('removes a wrong-typed optional field and drops a broken list item, naming each by its pointer', async () => {
    const route = routeOf('/services/1961/preview')
    const draft = {
      title: 'Draft',
      bannerUrl: 5,
      pcResource: { files: [{ url: 7 }, { url: '/demo-assets/banner-light-1.svg' }] },
    }
    const reading = readDraft(api, route, draft)
    expect(reading.ok).toBe(true)
    if (!reading.ok) return
    // A required field removed makes its list item go in the next round: both cuts are listed.
    expect(reading.problems).toEqual([
      { pointer: '/bannerUrl', problem: 'must be string,null', outcome: 'removed field' },
      { pointer: '/pcResource/files/0/url', problem: 'must be string', outcome: 'removed field' },
      { pointer: '/pcResource/files/0', problem: "must have required property 'url'", outcome: 'dropped item' },
    ])
    const item = await reading.api.servicePageById(1961)
    expect(item).toEqual({ title: 'Draft', pcResource: { files: [{ url: '/demo-assets/banner-light-1.svg' }] } })
    // The CMS's draft itself is never changed.
    expect(draft.bannerUrl).toBe(5)
  })

  it('rejects a draft whose root is unusable, naming the problems, with no api to render from', () => {
    const service = routeOf('/services/1961/preview')
    for (const draft of [null, [], 'a title', 42]) {
      const reading = readDraft(api, service, draft)
      expect(reading.ok, JSON.stringify(draft)).toBe(false)
      expect(reading.problems.length, JSON.stringify(draft)).toBeGreaterThan(0)
      for (const problem of reading.problems) expect(problem).toMatchObject({ pointer: '', outcome: 'rejected' })
      expect('api' in reading).toBe(false)
    }
  })

  it('rejects an article draft without its required title (schemas/common/article.schema.json)', () => {
    const reading = readDraft(api, routeOf('/article-detail/news/1601/preview'), { content: '<p>no title</p>' })
    expect(reading).toEqual({
      ok: false,
      problems: [{ pointer: '', problem: expect.stringContaining('title'), outcome: 'rejected' }],
    })
    const wrongTitle = readDraft(api, routeOf('/about-us/news/1601/preview'), { title: 12 })
    expect(wrongTitle.ok).toBe(false)
    expect(wrongTitle.problems.every((problem) => problem.outcome === 'rejected')).toBe(true)
  })

  it('rejects a form draft without its required id', () => {
    const reading = readDraft(api, routeOf('/form/1/preview'), { name: 'No id' })
    expect(reading.ok).toBe(false)
    expect(reading.problems).toEqual([expect.objectContaining({ outcome: 'rejected' })])
  })
})
