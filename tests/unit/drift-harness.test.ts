// The drift harness's own logic (tests/contract/drift.test.ts, issue 10): which call a backend request
// is, which mutations an answer gets and which of them leave the page without its main item, which
// outcome the table asserts, and what counts as a broken page.
import { describe, expect, it } from 'vitest'
import { callNameOf } from '../contract/drift/call-names'
import { expectedOutcome } from '../contract/drift/expectations'
import {
  garbageShown,
  invariantBreaches,
  markupBreaches,
  pageKindOf,
  titlesMissing,
  viewOf,
  type PageAnswer,
} from '../contract/drift/inspect-page'
import type { DriftCase, Recording } from '../contract/drift/harness'
import {
  callFaults,
  contentFamilies,
  dataMutationsOf,
  EXTRA_FIELD,
  familiesFromEnv,
  familyOf,
  HTML_PAYLOAD,
  type DataMutation,
} from '../contract/drift/mutations'
import { rotatingSubset } from '../contract/drift/matrix'
import { driftHosts, driftRoutes, textsAt } from '../contract/drift/routes'

describe('callNameOf: backend requests named as the client names its calls (SPEC §7)', () => {
  it.each([
    ['GET', '/site/list', 'siteList'],
    ['GET', '/site/2', 'languagePack'],
    ['POST', '/product/list', 'productList'],
    ['GET', '/product/2401', 'product'],
    ['GET', '/product-category/detail/1301', 'productCategory'],
    ['POST', '/news/list', 'newsList'],
    ['GET', '/news/1601', 'detail'],
    ['GET', '/fixed/news/list/1?type=NEWS_AI', 'fixedNews'],
    ['GET', '/activity/place/list/1', 'activityPlaces'],
    ['GET', '/multimedia/resource/type/list/1?siteId=2', 'multimediaTypes'],
    ['GET', '/multimedia/resource/carousel/list/1', 'multimediaCarousel'],
    ['GET', '/multimedia/resource/1801', 'multimediaResource'],
    ['POST', '/corporate/publications/list', 'publicationList'],
    ['GET', '/api/internal/ai/native/story?siteId=1', 'aiStory'],
  ])('%s %s is %s', (method, path, call) => {
    expect(callNameOf(method, path)).toBe(call)
  })

  it('names no call for a request the client never sends', () => {
    expect(callNameOf('DELETE', '/site/list')).toBeUndefined()
  })
})

const product = {
  id: 2401,
  name: 'ERP',
  desc: 'text',
  productSuperiority: [{ id: 1, title: 'fast' }],
  productConfig: { name: 'config', configList: [] },
  pcResource: { files: [{ url: '/a.svg', name: 'a' }] },
}

function mutation(label: string): DataMutation {
  const found = dataMutationsOf('product', product).find((candidate) => candidate.label === label)
  if (!found) throw new Error(`no mutation "${label}"`)
  return found
}

describe('dataMutationsOf: drift generated from the schema and the demo answer', () => {
  it('drifts an optional field present in the answer, without touching the original', () => {
    expect(mutation('null /desc').apply(product)).toEqual({ ...product, desc: null })
    expect(mutation('remove /desc').apply(product)).not.toHaveProperty('desc')
    expect(mutation('wrong-type /desc').apply(product)).toEqual({ ...product, desc: 42 })
    expect(mutation('empty /desc').apply(product)).toEqual({ ...product, desc: '' })
    expect(mutation('wrap-in-array /productConfig').apply(product)).toEqual({
      ...product,
      productConfig: [product.productConfig],
    })
    expect(mutation('unwrap-array /productSuperiority').apply(product)).toEqual({
      ...product,
      productSuperiority: product.productSuperiority[0],
    })
    expect(product.desc).toBe('text')
  })

  it('breaks the first item of a list and adds unknown fields to the root and to items', () => {
    expect(mutation('item-replaced /productSuperiority/0').apply(product)).toEqual({
      ...product,
      productSuperiority: [42],
    })
    expect(mutation('extra-field (root)').apply(product)).toHaveProperty(EXTRA_FIELD)
    expect(
      (mutation('extra-field /productSuperiority/0').apply(product) as typeof product).productSuperiority[0],
    ).toHaveProperty(EXTRA_FIELD)
    expect(
      (mutation('required-removed /pcResource/files/0/url').apply(product) as typeof product).pcResource.files[0],
    ).toEqual({ name: 'a' })
  })

  it('is fatal only when the break reaches the root through required fields', () => {
    for (const label of [
      'required-removed /id',
      'required-null /name',
      'required-wrong-type /id',
      'root-wrong-type (root)',
      'root-null (root)',
    ]) {
      expect(mutation(label).fatal, label).toBe(true)
    }
    for (const label of [
      'null /desc',
      'wrong-type /productConfig',
      'item-replaced /productSuperiority/0',
      'required-removed /pcResource/files/0/url',
      'extra-field (root)',
    ]) {
      expect(mutation(label).fatal, label).toBe(false)
    }
  })

  it('does not apply to an answer without the location', () => {
    expect(mutation('null /desc').apply({ id: 1, name: 'other' })).toBeUndefined()
  })
})

describe("dataMutationsOf: issue 21's families (absent, wrong type, HTML in plain text)", () => {
  const activity = {
    id: 1706,
    activityName: 'Open day',
    activityPlace: null,
    activityIntroduction: '<p>rich</p>',
    speakers: [{ id: 1, name: 'Ada', position: 'CTO' }],
  }
  const labelsOf = (family: string) =>
    dataMutationsOf('activity', activity)
      .filter((candidate) => familyOf(candidate) === family)
      .map((candidate) => candidate.label)

  it('names every mutation kind by its family', () => {
    const families = new Set(dataMutationsOf('product', product).map(familyOf))
    for (const family of contentFamilies) expect(families).toContain(family)
    expect(familyOf(mutation('remove /desc'))).toBe('absent')
    expect(familyOf(mutation('wrap-in-array /productConfig'))).toBe('wrong-type')
    expect(familyOf(mutation('unwrap-array /productSuperiority'))).toBe('wrong-type')
    expect(familyOf(callFaults[0]!)).toBe('call-fault')
  })

  it('leaves out every optional key present, a null one included, at the root and in the first item of lists', () => {
    const absent = labelsOf('absent')
    expect(absent).toContain('remove /activityPlace')
    expect(absent).toContain('remove /activityIntroduction')
    const removed = mutation('remove /productConfig/configList').apply(product) as typeof product
    expect(removed.productConfig).toEqual({ name: 'config' })
    // Required fields are not optional: leaving them out is another family.
    expect(absent).not.toContain('remove /activityName')
    expect(
      dataMutationsOf('activity', activity).every((candidate) => !candidate.fatal || familyOf(candidate) !== 'absent'),
    ).toBe(true)
  })

  it('swaps numbers and strings, wraps objects in arrays and unwraps lists', () => {
    expect(mutation('wrong-type /desc').apply(product)).toEqual({ ...product, desc: 42 })
    expect(labelsOf('wrong-type')).toEqual(expect.arrayContaining(['wrong-type /activityIntroduction']))
    for (const label of ['wrong-type /desc', 'wrap-in-array /productConfig', 'unwrap-array /productSuperiority'])
      expect(mutation(label).fatal, label).toBe(false)
  })

  it('puts HTML into plain-text fields only, titles included, and keeps the text after it', () => {
    const html = labelsOf('html')
    expect(html).toContain('html-in-text /activityName')
    // Rich text is HTML by contract (the schema says so): the sanitizer's business, not this family's.
    expect(html).not.toContain('html-in-text /activityIntroduction')
    const drifted = mutation('html-in-text /name').apply(product) as typeof product
    expect(drifted.name).toBe(`${HTML_PAYLOAD.text} ERP`)
    expect(mutation('html-in-text /name').fatal).toBe(false)
    expect(mutation('html-in-text /productSuperiority/0/title').apply(product)).toMatchObject({
      productSuperiority: [{ id: 1, title: `${HTML_PAYLOAD.text} fast` }],
    })
  })

  it('reads DRIFT_FAMILIES, and refuses a family it does not know', () => {
    expect(familiesFromEnv('absent, html')).toEqual(['absent', 'html'])
    expect(familiesFromEnv(undefined)).toContain('call-fault')
    expect(() => familiesFromEnv('absent,htm')).toThrow(/unknown htm/)
  })
})

describe('what a visitor sees: titles, garbage and HTML sent as text', () => {
  const page = (body: string) =>
    viewOf(`<!doctype html><html><head><title>t</title></head><body>${body}<script>var x = null</script></body></html>`)

  it('finds titles in the visible text, not in scripts or hidden elements', () => {
    const view = page('<h1>Open   day</h1><div hidden>Secret</div>')
    expect(titlesMissing(view, ['Open day', ' '])).toEqual([])
    expect(titlesMissing(view, ['Secret', 'x = null'])).toHaveLength(2)
  })

  it('flags undefined, null, NaN, [object Object] and Invalid Date in text and in shown attributes', () => {
    expect(garbageShown(page('<p>Nullable annulled</p><a href="/news/1">ok</a>'))).toEqual([])
    expect(garbageShown(page('<p>undefined</p><p>NaN views</p><p>Invalid Date</p>'))).toHaveLength(3)
    expect(garbageShown(page('<p>[object Object]</p>'))).toHaveLength(1)
    expect(garbageShown(page('<img alt="null" src="/a.png"><a href="/product/undefined">x</a>'))).toHaveLength(2)
  })

  it('accepts HTML sent as text shown as its characters, whole or cut with an ellipsis', () => {
    const escaped = HTML_PAYLOAD.text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    expect(markupBreaches(page(`<h1>${escaped} ERP</h1>`), HTML_PAYLOAD)).toEqual([])
    expect(markupBreaches(page(`<p>${escaped.slice(0, 60)}…</p>`), HTML_PAYLOAD)).toEqual([])
    expect(markupBreaches(page('<p>unrelated</p>'), HTML_PAYLOAD)).toEqual([])
  })

  it('flags HTML sent as text that became markup, lost its tags or had its entities decoded', () => {
    expect(markupBreaches(page(`<h1>${HTML_PAYLOAD.text} ERP</h1>`), HTML_PAYLOAD).length).toBeGreaterThan(0)
    expect(markupBreaches(page('<h1>DriftHtml &amp; ERP</h1>'), HTML_PAYLOAD)).toHaveLength(1)
    const decoded = HTML_PAYLOAD.text
      .replace('&amp;', '&')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
    expect(markupBreaches(page(`<h1>${decoded}</h1>`), HTML_PAYLOAD)).toHaveLength(1)
  })

  it('reads the texts a route expects from its answers', () => {
    const list = { data: [{ name: 'A' }, { name: '' }, { name: 42 }, { name: 'B' }] }
    expect(textsAt(list, 'data', '*', 'name')).toEqual(['A', 'B'])
    expect(textsAt(undefined, 'data', '*', 'name')).toEqual([])
    const media = driftRoutes.find((route) => route.route === '/media/{id}')!
    expect(media.titles?.((call) => (call === 'multimediaResource' ? { titleContent: 'Demo' } : undefined))).toEqual([
      'Demo',
    ])
  })
})

describe('dataMutationsOf: unchanged answers', () => {
  it('does not apply to an answer without the location', () => {
    expect(mutation('null /desc').apply({ id: 1, name: 'other' })).toBeUndefined()
  })
})

describe('expectedOutcome: issue 10 table', () => {
  const normally = { status: 200, page: 'page' } as const
  const fault = (kind: string) => callFaults.find((candidate) => candidate.kind === kind)!

  it('a secondary call never changes the page', () => {
    expect(expectedOutcome('secondary', fault('timeout'), normally)).toEqual(normally)
    expect(expectedOutcome('secondary', mutation('root-null (root)'), { status: 404, page: 'not-found' })).toEqual({
      status: 404,
      page: 'not-found',
    })
  })

  it('a main call: 404 for a missing item, 502 for an unusable one, 500/502/503/504 by failure', () => {
    expect(expectedOutcome('main', mutation('root-null (root)'), normally)).toEqual({ status: 404, page: 'not-found' })
    expect(expectedOutcome('main', mutation('root-wrong-type (root)'), normally)).toEqual({
      status: 502,
      page: 'error',
    })
    expect(expectedOutcome('main', mutation('required-removed /id'), normally)).toEqual({
      status: 502,
      page: 'error',
    })
    expect(expectedOutcome('main', mutation('item-replaced /productSuperiority/0'), normally)).toEqual(normally)
    expect(expectedOutcome('main', fault('code-404'), normally)).toEqual({ status: 404, page: 'not-found' })
    expect(expectedOutcome('main', fault('code-500'), normally)).toEqual({ status: 500, page: 'error' })
    expect(expectedOutcome('main', fault('cut-in-half'), normally)).toEqual({ status: 502, page: 'error' })
    expect(expectedOutcome('main', fault('unreachable'), normally)).toEqual({ status: 503, page: 'error' })
    expect(expectedOutcome('main', fault('timeout'), normally)).toEqual({ status: 504, page: 'error' })
    // The site list: unusable or missing leaves no site to serve (503); its other faults as any main call.
    expect(expectedOutcome('site', fault('code-404'), normally)).toEqual({ status: 503, page: 'error' })
    expect(expectedOutcome('site', mutation('required-removed /id'), normally)).toEqual({ status: 503, page: 'error' })
    expect(expectedOutcome('site', mutation('item-replaced /productSuperiority/0'), normally)).toEqual(normally)
    expect(expectedOutcome('site', fault('timeout'), normally)).toEqual({ status: 504, page: 'error' })
  })
})

describe('invariantBreaches: what no answer may show', () => {
  const errorPage =
    '<!doctype html><html lang="zh-CN"><body><section data-testid="page-error"><h1>出错了</h1><button data-testid="refresh">刷新</button></section></body></html>'
  const answer = (extra: Partial<PageAnswer>): PageAnswer => ({
    status: 500,
    contentType: 'text/html;charset=utf-8',
    body: errorPage,
    log: '',
    ...extra,
  })

  it("accepts the clean error page in the host's language", () => {
    expect(pageKindOf(answer({}))).toBe('error')
    expect(invariantBreaches(answer({}), 'zh-CN')).toEqual([])
  })

  it('flags a stack trace, an error dump, a bare text body and the wrong language', () => {
    expect(
      invariantBreaches(
        answer({ body: errorPage.replace('</body>', '<pre>    at render (/srv/a.js:1:2)</pre></body>') }),
        'zh-CN',
      ),
    ).toHaveLength(1)
    expect(
      invariantBreaches(
        answer({ body: errorPage.replace('</body>', 'TypeError: x is not a function</body>') }),
        'zh-CN',
      ),
    ).toHaveLength(1)
    expect(
      invariantBreaches(answer({ contentType: 'text/plain', body: 'Internal server error' }), 'zh-CN'),
    ).toHaveLength(2)
    expect(invariantBreaches(answer({}), 'en')).toEqual(['error page in <html lang="zh-CN">, the site\'s is "en"'])
    expect(
      invariantBreaches(
        answer({ body: errorPage.replace('<button data-testid="refresh">刷新</button>', '') }),
        'zh-CN',
      ),
    ).toEqual(['error page without its refresh button'])
  })

  it('flags a TypeError or ReferenceError in the server log, not a refused connection', () => {
    expect(
      invariantBreaches(answer({ log: "TypeError: Cannot read properties of null (reading 'url')\n" }), 'zh-CN'),
    ).toHaveLength(1)
    expect(invariantBreaches(answer({ log: 'ReferenceError: window is not defined\n' }), 'zh-CN')).toHaveLength(1)
    expect(invariantBreaches(answer({ log: '  [cause]: TypeError: fetch failed\n' }), 'zh-CN')).toEqual([])
  })
})

describe('rotatingSubset: the part of the matrix npm test runs', () => {
  const recording: Recording = {
    route: driftRoutes[0]!,
    host: driftHosts[0],
    path: '/',
    answers: new Map(),
    normally: { status: 200, page: 'page' },
    baselineBreaches: [],
  }
  const matrix: DriftCase[] = (['homepage', 'siteList', 'topNavigation'] as const).flatMap((call) =>
    [...dataMutationsOf('product', product), ...callFaults].map((mutation) => ({
      recording,
      call,
      role: 'main' as const,
      mutation,
      expected: recording.normally,
    })),
  )

  it('takes the same cases for the same seed, a few kinds of every call, one case each', () => {
    const options = { kindsPerCall: 2, timeoutCases: 1 }
    const subset = rotatingSubset(matrix, 'seed-a', options)
    expect(rotatingSubset(matrix, 'seed-a', options)).toEqual(subset)
    for (const call of new Set(matrix.map((driftCase) => driftCase.call))) {
      const ofCall = subset.filter((driftCase) => driftCase.call === call)
      expect(ofCall.length).toBeLessThanOrEqual(2)
      expect(new Set(ofCall.map((driftCase) => driftCase.mutation.kind)).size).toBe(ofCall.length)
    }
    expect(subset.filter((driftCase) => driftCase.mutation.kind === 'timeout').length).toBeLessThanOrEqual(1)
  })

  it("draws one case of each of issue 21's families for every call on every seed", () => {
    const options = { kindsPerCall: 2, timeoutCases: 1, everyRun: contentFamilies }
    for (const seed of ['2026-01-01', '2026-01-02', 'x']) {
      const subset = rotatingSubset(matrix, seed, options)
      for (const call of new Set(matrix.map((driftCase) => driftCase.call))) {
        const ofCall = subset.filter((driftCase) => driftCase.call === call)
        for (const family of contentFamilies)
          expect(
            ofCall.filter((driftCase) => familyOf(driftCase.mutation) === family),
            `${seed} ${call} ${family}`,
          ).toHaveLength(1)
        expect(ofCall.filter((driftCase) => !contentFamilies.includes(familyOf(driftCase.mutation)))).toHaveLength(2)
      }
    }
  })

  it('rotates with the seed', () => {
    const options = { kindsPerCall: 2, timeoutCases: 1 }
    const seeds = ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04']
    const subsets = new Set(
      seeds.map((seed) =>
        JSON.stringify(rotatingSubset(matrix, seed, options).map((driftCase) => driftCase.mutation.label)),
      ),
    )
    expect(subsets.size).toBeGreaterThan(1)
  })
})
