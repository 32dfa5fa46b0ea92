// The backend client: envelope and error rules (SPEC §7, §8), request bodies (docs/contract.md), answer
// validation against schemas/api, timeouts and the shared-call cache.
import { describe, expect, it, vi } from 'vitest'
import {
  anyFailure,
  ApiError,
  ApiValidationError,
  cachedSharedCalls,
  SHARED_STALE_LIMIT_MS,
  warmSharedCalls,
  createApi,
  failureStatus,
  isMissingItem,
  isRepairedIntoEmptiness,
  isUnusableAnswer,
  orFallback,
  type Api,
  type Transport,
  type TransportRequest,
} from '../../site/api'
import { answerValidator, validateAnswer } from '../../site/api/validate'
import { checkFormSubmission } from '../../schemas/validate'

const SITE = { id: 1, title: '中文站', mark: 'cn', logo: '/demo-assets/logo.svg' }

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/** A transport answering every request with `answer(request)`, recording what was sent. */
function fakeTransport(answer: (request: TransportRequest) => Response | Promise<Response>) {
  const requests: TransportRequest[] = []
  const transport: Transport = async (request) => {
    requests.push(request)
    return answer(request)
  }
  return { transport, requests }
}

function recordingLogger() {
  const errors: string[] = []
  return { errors, logger: { error: (message: string) => void errors.push(message) } }
}

function apiAnswering(body: unknown, status = 200) {
  const { transport, requests } = fakeTransport(() => json(body, status))
  const { errors, logger } = recordingLogger()
  return { api: createApi(transport, { validator: answerValidator, logger }), requests, errors }
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('envelope (SPEC §7: only code "200" yields data)', () => {
  it('returns data for the string code "200"', async () => {
    const { api } = apiAnswering({ code: '200', data: [SITE], message: 'ok' })
    await expect(api.siteList()).resolves.toEqual([SITE])
  })

  it('returns data for the number code 200', async () => {
    const { api } = apiAnswering({ code: 200, data: [SITE] })
    await expect(api.siteList()).resolves.toEqual([SITE])
  })

  it('rejects any other code with the server message (SPEC §8)', async () => {
    const { api } = apiAnswering({ code: '500', data: null, message: '站点不存在' })
    const error = await rejection(api.siteList())
    expect(error.message).toBe('站点不存在')
    expect(error).toMatchObject({ kind: 'code', code: '500', serverMessage: '站点不存在', call: 'siteList' })
  })

  it('rejects a non-200 code without message, naming call and request', async () => {
    const { api } = apiAnswering({ code: 404 })
    const error = await rejection(api.product(7))
    expect(error.message).toContain('product answered code 404')
    expect(error.request).toBe('GET /api/internal/product/7')
  })

  it('treats an HTTP 404 carrying an envelope by its code and message', async () => {
    const { api } = apiAnswering({ code: '404', message: 'No product 99' }, 404)
    const error = await rejection(api.product(99))
    expect(error).toMatchObject({ kind: 'code', status: 404, message: 'No product 99' })
  })

  it('rejects a 200 answer that is not an envelope', async () => {
    const { transport } = fakeTransport(() => new Response('<html>proxy page</html>', { status: 200 }))
    const error = await rejection(createApi(transport, { validator: false }).siteList())
    expect(error.kind).toBe('invalid-response')
  })
})

describe('HTTP and network failures (SPEC §8)', () => {
  it('logs URL and message of an HTTP 500 with a body and rejects', async () => {
    const { api, errors } = apiAnswering({ code: '500', message: 'database unavailable' }, 500)
    const error = await rejection(api.homepage(1))
    expect(error).toMatchObject({ kind: 'http', status: 500, message: 'database unavailable' })
    expect(errors).toEqual(['[api] HTTP 500 POST /api/internal/homepage: database unavailable'])
  })

  it('logs a plain-text HTTP 500 body too', async () => {
    const { transport } = fakeTransport(() => new Response('upstream exploded', { status: 500 }))
    const { errors, logger } = recordingLogger()
    const error = await rejection(createApi(transport, { validator: false, logger }).siteList())
    expect(error.serverMessage).toBe('upstream exploded')
    expect(errors[0]).toContain('GET /api/internal/site/list: upstream exploded')
  })

  it('turns a network failure into an ApiError with a clear message', async () => {
    const transport: Transport = () => Promise.reject(new TypeError('fetch failed'))
    const error = await rejection(createApi(transport, { validator: false }).siteList())
    expect(error.kind).toBe('network')
    expect(error.message).toBe(
      'siteList failed: the backend could not be reached (GET /api/internal/site/list): fetch failed',
    )
  })

  it('times out a call that does not answer, aborting the request', async () => {
    let seen: AbortSignal | undefined
    const transport: Transport = ({ signal }) => {
      seen = signal
      return new Promise<Response>(() => {})
    }
    const error = await rejection(createApi(transport, { timeoutMs: 5, validator: false }).homepage(1))
    expect(error.kind).toBe('timeout')
    expect(error.message).toBe('homepage timed out after 5 ms (POST /api/internal/homepage)')
    expect(seen?.aborted).toBe(true)
  })

  it('uses an 8000 ms timeout by default', async () => {
    vi.useFakeTimers()
    try {
      const transport: Transport = () => new Promise<Response>(() => {})
      const pending = rejection(createApi(transport, { validator: false }).siteList())
      await vi.advanceTimersByTimeAsync(7999)
      let settled = false
      void pending.then(() => (settled = true))
      await vi.advanceTimersByTimeAsync(0)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect((await pending).kind).toBe('timeout')
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('answer validation against schemas/api', () => {
  it('rejects an unusable answer with ApiValidationError naming the call and JSON path, and logs it', async () => {
    const { api, errors } = apiAnswering({ code: '200', data: { modules: [] } })
    const error = await rejection(api.homepage(1))
    expect(error).toBeInstanceOf(ApiValidationError)
    expect(error).toMatchObject({ kind: 'validation', call: 'homepage', path: '' })
    expect(error.message).toBe('Invalid answer of homepage (POST /api/internal/homepage) at (root): must be array')
    expect(errors).toEqual([`[api] ${error.message}`])
  })

  it('drops a broken item instead of failing the call, and logs its JSON path (docs/contract.md)', async () => {
    const { api, errors } = apiAnswering({ code: '200', data: [{ moduleType: 42 }, { moduleType: 'NEWS' }] })
    await expect(api.homepage(1)).resolves.toEqual([{ moduleType: 'NEWS' }])
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain('POST /api/internal/homepage: answer drifts from its schema')
    expect(errors[0]).toContain('/0/moduleType (must be string)')
  })

  it('names the deepest path inside nested nullable references, and cuts only what broke', async () => {
    const data = [
      {
        moduleType: 'CAROUSEL',
        carouselOpt: [{ title: 'Slide', jumpBO: { buttonTitle: 'Go', formBO: { id: 'seven' } } }],
      },
    ]
    const { api, errors } = apiAnswering({ code: '200', data })
    const modules = await api.homepage(1)
    expect(modules[0]?.carouselOpt?.[0]?.title).toBe('Slide')
    expect(modules[0]?.carouselOpt?.[0]?.jumpBO?.buttonTitle).toBe('Go')
    expect(errors[0]).toContain('/0/carouselOpt/0/jumpBO/formBO/id')
  })

  it('reports a missing required field (an id or title)', () => {
    expect(() => validateAnswer('product', { name: 'ERP' })).toThrow(
      /Invalid answer of product .* must have required property 'id'/,
    )
  })

  it('never lets a missing data field through as undefined', async () => {
    const error = await rejection(apiAnswering({ code: '200' }).api.siteList())
    expect(error).toBeInstanceOf(ApiValidationError)
  })

  it('reads tolerantly: unknown properties, nulls and missing optional fields pass', async () => {
    const data = {
      id: 3,
      name: 'Cloud ERP',
      desc: null,
      pcResource: { files: [] },
      mobileResource: null,
      newCmsField: { x: 1 },
    }
    await expect(apiAnswering({ code: '200', data }).api.product(3)).resolves.toEqual(data)
  })

  it('loads the validator lazily when none is given', async () => {
    const { transport } = fakeTransport(() => json({ code: '200', data: { id: 'x' } }))
    const { logger } = recordingLogger()
    await expect(createApi(transport, { logger }).siteList()).rejects.toBeInstanceOf(ApiValidationError)
  })

  it('skips validation when told to (validator: false)', async () => {
    const { transport } = fakeTransport(() => json({ code: '200', data: [{ id: 'x' }] }))
    await expect(createApi(transport, { validator: false }).siteList()).resolves.toEqual([{ id: 'x' }])
  })

  it('checks form submission bodies for the server', () => {
    const body = {
      site: { id: 1 },
      form: { id: 2 },
      fieldValues: [{ formField: { id: 5 }, value: 'Li Lei' }],
      formTypeSource: 'PRODUCT',
      sourceId: 9,
    }
    expect(checkFormSubmission(body)).toEqual({ ok: true, value: body })
    const bad = checkFormSubmission({ site: { id: 1 }, fieldValues: [{ formField: { id: 5 }, value: 3 }] })
    expect(bad.ok).toBe(false)
    if (!bad.ok) expect(bad.problems.map((problem) => problem.path)).toContain('/fieldValues/0/value')
  })
})

describe('requests (docs/contract.md: site as site: { id }, id payloads as { id })', () => {
  const page = { siteId: 1, pageNo: 2, pageSize: 9 }
  const cases: [string, (api: Api) => Promise<unknown>, TransportRequest['method'], string, unknown?][] = [
    ['siteList', (api) => api.siteList(), 'GET', '/site/list'],
    ['languagePack', (api) => api.languagePack(1), 'GET', '/site/1'],
    ['topNavigation', (api) => api.topNavigation(1), 'POST', '/topNavigation/list', { site: { id: 1 } }],
    ['topHeader', (api) => api.topHeader(1), 'POST', '/topheader', { id: 1 }],
    ['bottomNavigation', (api) => api.bottomNavigation(1), 'POST', '/bottomNavigation/list', { site: { id: 1 } }],
    ['enterpriseAdvantages', (api) => api.enterpriseAdvantages(1), 'POST', '/enterprise/advantage/list', { id: 1 }],
    ['homepage', (api) => api.homepage(1), 'POST', '/homepage', { id: 1 }],
    ['form', (api) => api.form(12), 'GET', '/form/12'],
    ['productList', (api) => api.productList(1), 'POST', '/product/list', { site: { id: 1 } }],
    ['product', (api) => api.product('5'), 'GET', '/product/5'],
    ['productCategory', (api) => api.productCategory(4), 'GET', '/product-category/detail/4'],
    ['solutionList', (api) => api.solutionList(1), 'POST', '/solution/list', { site: { id: 1 } }],
    ['solution', (api) => api.solution(6), 'GET', '/solution/6'],
    ['exampleList', (api) => api.exampleList(1), 'POST', '/example/list', { site: { id: 1 } }],
    ['example', (api) => api.example(8), 'GET', '/example/8'],
    [
      'newsList',
      (api) => api.newsList({ ...page, type: 'NEWS_AI' }),
      'POST',
      '/news/list',
      { site: { id: 1 }, pageNo: 2, pageSize: 9, type: 'NEWS_AI' },
    ],
    ['fixedNews', (api) => api.fixedNews(1, 'NEWS'), 'GET', '/fixed/news/list/1?type=NEWS'],
    [
      'titleByType',
      (api) => api.titleByType('BRAND_ACTIVITIES', 1),
      'POST',
      '/get/title/by/type',
      { type: 'BRAND_ACTIVITIES', site: { id: 1 } },
    ],
    ['introduce', (api) => api.introduce(1), 'POST', '/introduce', { site: { id: 1 } }],
    ['introduceById', (api) => api.introduceById(3), 'GET', '/introduce/3'],
    [
      'activityList',
      (api) => api.activityList({ ...page, filter: { places: ['上海'], startDate: 1700000000000 } }),
      'POST',
      '/activity/list',
      { site: { id: 1 }, pageNo: 2, pageSize: 9, activity: { places: ['上海'], startDate: 1700000000000 } },
    ],
    ['activity', (api) => api.activity(10), 'GET', '/activity/10'],
    ['multimediaResource', (api) => api.multimediaResource(11), 'GET', '/multimedia/resource/11'],
    [
      'multimediaResourceList',
      (api) => api.multimediaResourceList({ ...page, filter: { titleContent: 'AI' } }),
      'POST',
      '/multimedia/resource/list',
      { site: { id: 1 }, pageNo: 2, pageSize: 9, multimediaResource: { titleContent: 'AI' } },
    ],
    ['servicePage', (api) => api.servicePage(1), 'POST', '/serviceAndSupport', { site: { id: 1 } }],
    ['servicePageById', (api) => api.servicePageById(2), 'GET', '/serviceAndSupport/2'],
    ['joinUs', (api) => api.joinUs(1), 'POST', '/joinUs', { site: { id: 1 } }],
    ['joinUsById', (api) => api.joinUsById(2), 'GET', '/joinUs/2'],
    [
      'publicationList',
      (api) => api.publicationList(page),
      'POST',
      '/corporate/publications/list',
      { site: { id: 1 }, pageNo: 2, pageSize: 9 },
    ],
    ['publication', (api) => api.publication(13), 'GET', '/corporate/publications/13'],
    ['fixedActivities', (api) => api.fixedActivities(1), 'GET', '/fixed/activity/list/1'],
    ['activityPlaces', (api) => api.activityPlaces(1), 'GET', '/activity/place/list/1'],
    ['multimediaCarousel', (api) => api.multimediaCarousel(1), 'GET', '/multimedia/resource/carousel/list/1'],
    ['multimediaTypes', (api) => api.multimediaTypes(), 'GET', '/multimedia/resource/type/list/1'],
    ['aiCarousel', (api) => api.aiCarousel(), 'GET', '/ai/native/carousel'],
    ['aiStory', (api) => api.aiStory(), 'GET', '/ai/native/story'],
    ['aiStory of a site', (api) => api.aiStory(2), 'GET', '/ai/native/story?siteId=2'],
    ['aiCarousel of a site', (api) => api.aiCarousel(2), 'GET', '/ai/native/carousel?siteId=2'],
    ['multimediaTypes of a site', (api) => api.multimediaTypes(2), 'GET', '/multimedia/resource/type/list/1?siteId=2'],
    [
      'list',
      (api) => api.list('news', { ...page, more: { type: 'NEWS' } }),
      'POST',
      '/news/list',
      { type: 'NEWS', site: { id: 1 }, pageNo: 2, pageSize: 9 },
    ],
    ['detail', (api) => api.detail('news', 21), 'GET', '/news/21'],
  ]

  it.each(cases)('%s sends the SPEC §7 request', async (_name, invoke, method, path, body) => {
    const { transport, requests } = fakeTransport(() => json({ code: '200', data: null }))
    await invoke(createApi(transport, { validator: false }))
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatchObject({ method, path })
    expect(requests[0].body).toEqual(body)
  })

  it('sends the form submission body as given', async () => {
    const { transport, requests } = fakeTransport(() => json({ code: '200', data: { id: 1, success: true } }))
    const body = { site: { id: 1 }, form: { id: 2 }, fieldValues: [{ formField: { id: 3 }, value: 'x' }] }
    await expect(createApi(transport, { validator: answerValidator }).submitForm(body)).resolves.toEqual({
      id: 1,
      success: true,
    })
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/form', body })
  })

  it('encodes ids into the path and refuses a malformed content type', async () => {
    const { transport, requests } = fakeTransport(() => json({ code: '200', data: null }))
    const api = createApi(transport, { validator: false })
    await api.product('a/b?c')
    expect(requests[0].path).toBe('/product/a%2Fb%3Fc')
    await expect(api.detail('../site', 1)).rejects.toThrow('Invalid content type "../site"')
  })
})

describe('cachedSharedCalls (shared shell calls cached briefly on the server)', () => {
  function counting() {
    const { transport, requests } = fakeTransport(({ path }) =>
      json({ code: '200', data: path === '/site/list' ? [SITE] : path === '/bottomNavigation/list' ? {} : [] }),
    )
    return { api: createApi(transport, { validator: answerValidator }), requests }
  }

  it('answers repeated and concurrent shell calls with one request', async () => {
    const { api, requests } = counting()
    const cached = cachedSharedCalls(api, 1000)
    await Promise.all([cached.siteList(), cached.siteList(), cached.languagePack(1), cached.languagePack(1)])
    await cached.siteList()
    await Promise.all([cached.topNavigation(1), cached.topHeader(1), cached.bottomNavigation(1)])
    await Promise.all([cached.topNavigation(1), cached.topHeader(1), cached.bottomNavigation(1)])
    expect(requests.map((request) => request.path)).toEqual([
      '/site/list',
      '/site/1',
      '/topNavigation/list',
      '/topheader',
      '/bottomNavigation/list',
    ])
  })

  it('keys the cache by arguments and refetches after the TTL', async () => {
    const { api, requests } = counting()
    let time = 0
    const cached = cachedSharedCalls(api, 1000, () => time)
    await cached.languagePack(1)
    await cached.languagePack(2)
    time = 999
    await cached.languagePack(1)
    expect(requests).toHaveLength(2)
    time = 2000
    await cached.languagePack(1)
    expect(requests).toHaveLength(3)
  })

  it('does not cache failures, nor other calls', async () => {
    let fail = true
    const { transport, requests } = fakeTransport(({ path }) =>
      fail ? json({ code: '500', message: 'down' }) : json({ code: '200', data: path === '/site/list' ? [SITE] : [] }),
    )
    const cached = cachedSharedCalls(createApi(transport, { validator: false }), 1000)
    await expect(cached.siteList()).rejects.toThrow('down')
    fail = false
    await expect(cached.siteList()).resolves.toEqual([SITE])
    await cached.homepage(1)
    await cached.homepage(1)
    expect(requests.map((request) => request.path)).toEqual(['/site/list', '/site/list', '/homepage', '/homepage'])
  })

  // Issue 21: a site list broken deep inside (every site without a usable field) was repaired into an
  // empty list and kept for the TTL, so the site answered 503 for 30 s after the CMS recovered.
  it('never keeps an answer repaired into emptiness: the next call after recovery gets the real answer', async () => {
    let broken = true
    const brokenAnswers: Record<string, unknown> = {
      '/site/list': [{ ...SITE, id: 'one' }, { mark: 'en' }],
      '/site/1': [42],
      '/topNavigation/list': [{ menuName: 42 }],
      '/topheader': [42],
      '/bottomNavigation/list': { quickLinksList: [42], discoverMoreList: null },
    }
    const goodAnswers: Record<string, unknown> = {
      '/site/list': [SITE],
      '/site/1': [{ identification: 'shell.language' }],
      '/topNavigation/list': [],
      '/topheader': [],
      '/bottomNavigation/list': { quickLinksList: [] },
    }
    const { transport, requests } = fakeTransport(({ path }) =>
      json({ code: '200', data: (broken ? brokenAnswers : goodAnswers)[path] }),
    )
    const { logger } = recordingLogger()
    let time = 0
    const cached = cachedSharedCalls(createApi(transport, { validator: answerValidator, logger }), 30_000, () => time)
    const shell = () =>
      Promise.all([
        cached.siteList(),
        cached.languagePack(1),
        cached.topNavigation(1),
        cached.topHeader(1),
        cached.bottomNavigation(1),
      ])
    const repaired = await shell()
    expect(repaired).toEqual([[], [], [], [], { quickLinksList: [], discoverMoreList: null }])
    expect(repaired.every(isRepairedIntoEmptiness)).toBe(true)

    broken = false
    time = 1
    expect((await shell())[0]).toEqual([SITE])
    expect(requests).toHaveLength(10)
    // Answers empty as the backend sent them, and the recovered ones, are kept as ever.
    time = 2
    await shell()
    expect(requests).toHaveLength(10)
  })

  describe('past the TTL: the stale answer at once, a fresh one fetched beside it', () => {
    const EN_SITE = { ...SITE, id: 2, mark: 'en' }
    /** A site list the test answers by hand: each request waits until the test settles it. */
    function heldSiteList() {
      const pending: Array<(response: Response) => void> = []
      const { transport, requests } = fakeTransport(() => new Promise<Response>((settle) => pending.push(settle)))
      const answer = (response: Response) => {
        const settle = pending.shift()
        if (!settle) throw new Error('no request is waiting')
        settle(response)
      }
      return { api: createApi(transport, { validator: answerValidator }), requests, answer }
    }
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
    /** A cache with a TTL of 1 s on a held site list, its first answer, [SITE], already kept. */
    async function cachedWithAnswer() {
      const held = heldSiteList()
      const clock = { time: 0 }
      const cached = cachedSharedCalls(held.api, 1000, () => clock.time)
      const first = cached.siteList()
      held.answer(json({ code: '200', data: [SITE] }))
      expect(await first).toEqual([SITE])
      return { ...held, cached, clock }
    }

    it('serves the stale answer without waiting, and the fresh one from the next view on', async () => {
      const { cached, requests, answer, clock } = await cachedWithAnswer()

      clock.time = 5000
      // Resolves while the refresh is still waiting for the backend.
      expect(await cached.siteList()).toEqual([SITE])
      expect(await cached.siteList()).toEqual([SITE])
      expect(requests).toHaveLength(2)
      answer(json({ code: '200', data: [SITE, EN_SITE] }))
      await flush()
      expect(await cached.siteList()).toEqual([SITE, EN_SITE])
      clock.time = 5999
      await cached.siteList()
      expect(requests).toHaveLength(2)
    })

    it('keeps the stale answer through failed and emptied refreshes, trying again once a TTL, for up to a day', async () => {
      const { cached, requests, answer, clock } = await cachedWithAnswer()

      clock.time = 1500
      expect(await cached.siteList()).toEqual([SITE])
      answer(json({ code: '500', message: 'down' }, 500))
      await flush()
      clock.time = 2000
      expect(await cached.siteList()).toEqual([SITE])
      expect(requests).toHaveLength(2) // not again before another TTL
      clock.time = 2600
      expect(await cached.siteList()).toEqual([SITE])
      // Every site broken: repaired into an empty list, which must not replace the good one.
      answer(json({ code: '200', data: [{ id: 'x' }] }))
      await flush()
      clock.time = 3700
      expect(await cached.siteList()).toEqual([SITE])
      expect(requests).toHaveLength(4)

      // A day after the answer arrived, the view waits for the backend, and its failure is the view's.
      answer(json({ code: '500', message: 'down' }, 500))
      await flush()
      clock.time = SHARED_STALE_LIMIT_MS
      const late = cached.siteList()
      answer(json({ code: '500', message: 'still down' }, 500))
      await expect(late).rejects.toThrow('still down')
    })

    it('forgets the stale answer on clearSharedCache: the next view waits for the new one', async () => {
      const { cached, answer, clock } = await cachedWithAnswer()
      clock.time = 1500
      await cached.siteList() // a refresh now waits
      cached.clearSharedCache()
      const next = cached.siteList()
      answer(json({ code: '200', data: [SITE] })) // the refresh's late answer: dropped
      answer(json({ code: '200', data: [SITE, EN_SITE] }))
      expect(await next).toEqual([SITE, EN_SITE])
      await flush()
      expect(await cached.siteList()).toEqual([SITE, EN_SITE])
    })

    it('serves nothing stale with a TTL of 0', async () => {
      const { api, requests, answer } = heldSiteList()
      const cached = cachedSharedCalls(api, 0)
      const first = cached.siteList()
      answer(json({ code: '200', data: [SITE] }))
      await first
      const second = cached.siteList()
      expect(requests).toHaveLength(2)
      answer(json({ code: '200', data: [EN_SITE] }))
      expect(await second).toEqual([EN_SITE])
    })
  })

  it('forgets everything on clearSharedCache', async () => {
    const { api, requests } = counting()
    const cached = cachedSharedCalls(api, 60_000)
    await cached.siteList()
    cached.clearSharedCache()
    await cached.siteList()
    expect(requests).toHaveLength(2)
  })
})

describe("warmSharedCalls: the shell's calls asked before the first page view", () => {
  const EN_SITE = { ...SITE, id: 2, mark: 'en' }
  const SHELL_PATHS = ['/site/', '/topNavigation/list', '/topheader', '/bottomNavigation/list']

  it("asks the site list, then every site's shell; a page view after it asks the backend nothing", async () => {
    const { transport, requests } = fakeTransport(({ path }) =>
      json({
        code: '200',
        data: path === '/site/list' ? [SITE, EN_SITE] : path === '/bottomNavigation/list' ? {} : [],
      }),
    )
    const cached = cachedSharedCalls(createApi(transport, { validator: answerValidator }), 60_000)
    expect(await warmSharedCalls(cached)).toBeNull()
    expect(requests.map((request) => request.path).sort()).toEqual(
      ['/site/list', '/site/1', '/site/2', ...SHELL_PATHS.slice(1), ...SHELL_PATHS.slice(1)].sort(),
    )
    const before = requests.length
    // The calls a page view of the English site makes (site/server/page-context-init.ts).
    await cached.siteList()
    await Promise.all([
      cached.languagePack(2),
      cached.topNavigation(2),
      cached.topHeader(2),
      cached.bottomNavigation(2),
    ])
    expect(requests).toHaveLength(before)
  })

  it('says what failed, and keeps nothing failed: the first page view asks again', async () => {
    let down = true
    const { transport, requests } = fakeTransport(({ path }) =>
      down || path === '/topheader'
        ? json({ code: '500', message: 'down' })
        : json({ code: '200', data: path === '/site/list' ? [SITE] : path === '/bottomNavigation/list' ? {} : [] }),
    )
    const cached = cachedSharedCalls(
      createApi(transport, { validator: false, logger: recordingLogger().logger }),
      60_000,
    )
    expect(await warmSharedCalls(cached)).toBe('the site list failed')
    down = false
    expect(await warmSharedCalls(cached)).toBe('1 of 4 shell calls failed')
    const before = requests.length
    await expect(cached.topHeader(1)).rejects.toThrow('down')
    await cached.topNavigation(1)
    expect(requests.slice(before).map((request) => request.path)).toEqual(['/topheader'])
  })
})

describe('outcome helpers (docs/contract.md: main item vs secondary section)', () => {
  it('drops a failed secondary section to its fallback and logs why', async () => {
    const { api } = apiAnswering({ code: '500', message: '服务繁忙' })
    const { errors, logger } = recordingLogger()
    await expect(orFallback(api.fixedNews(1, 'NEWS'), [], 'fixed news', logger)).resolves.toEqual([])
    expect(errors).toEqual(['[api] fixed news unavailable, rendering without it: 服务繁忙'])
  })

  it('rethrows what is not an ApiError', async () => {
    await expect(orFallback(Promise.reject(new TypeError('bug')), [], 'x')).rejects.toThrow('bug')
  })

  it('absorbs any failure when told to (the shell: SPEC §8 menu failures are logged only)', async () => {
    const { errors, logger } = recordingLogger()
    await expect(
      orFallback(Promise.reject(new TypeError('bug')), null, 'footer', logger, anyFailure),
    ).resolves.toBeNull()
    expect(errors).toEqual(['[api] footer unavailable, rendering without it: TypeError: bug'])
  })

  // docs/architecture.md "Error semantics": only an item that does not exist is not found; an answer present but
  // unusable is a CMS bug (issue 21), answered 502 and eligible for the last good copy.
  it('tells a missing item (code 404, HTTP 404, no data) from a failing backend', async () => {
    const missing = await rejection(apiAnswering({ code: '404', message: 'No product 9' }).api.product(9))
    const missingNumeric = await rejection(apiAnswering({ code: 404, message: 'No product 9' }).api.product(9))
    const httpMissing = await rejection(apiAnswering('not here', 404).api.product(9))
    const noData = await rejection(apiAnswering({ code: '200', data: null }).api.product(9))
    const dataLeftOut = await rejection(apiAnswering({ code: '200' }).api.product(9))
    const cmsFailing = await rejection(apiAnswering({ code: '500', message: '服务繁忙' }).api.product(9))
    const down = await rejection(apiAnswering({ code: '500', message: 'down' }, 500).api.product(9))
    expect([missing, missingNumeric, httpMissing, noData, dataLeftOut].map(isMissingItem)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ])
    expect([cmsFailing, down].map(isMissingItem)).toEqual([false, false])
    expect(isMissingItem(new Error('x'))).toBe(false)
    expect([missing, noData, dataLeftOut, cmsFailing].map(isUnusableAnswer)).toEqual([false, false, false, false])
  })

  it.each([
    ['a number at the root', 42],
    ['a string at the root', 'drift'],
    ['a list where an object belongs', [{ id: 9, name: 'x' }]],
    ['a root object without its required id and name', { id: 9 }],
    ['a root object whose name is of the wrong type', { id: 9, name: { zh: 'x' } }],
  ])('an answer present but unusable (%s) is a failing backend: 502, not a missing item', async (_, data) => {
    const error = await rejection(apiAnswering({ code: '200', data }).api.product(9))
    expect(error).toBeInstanceOf(ApiValidationError)
    expect(isMissingItem(error)).toBe(false)
    expect(isUnusableAnswer(error)).toBe(true)
    expect(failureStatus(error)).toBe(502)
  })

  it('reads an unusable answer by its field when it comes from another copy of site/api', () => {
    const brand = { [Symbol.for('enterprise-site/ApiError')]: true, kind: 'validation', call: 'product' }
    const garbage = Object.assign(new Error('Invalid answer of product'), brand, { absent: false })
    const empty = Object.assign(new Error('Invalid answer of product'), brand, { absent: true })
    expect([isMissingItem(garbage), isUnusableAnswer(garbage)]).toEqual([false, true])
    expect([isMissingItem(empty), isUnusableAnswer(empty)]).toEqual([true, false])
  })

  it.each([
    ['a non-200 envelope code', () => apiAnswering({ code: '500', message: '服务繁忙' }).api.product(9), 500],
    ['an envelope code 403', () => apiAnswering({ code: '403', message: 'forbidden' }).api.product(9), 500],
    ['HTTP 500', () => apiAnswering({ code: '500', message: 'down' }, 500).api.product(9), 502],
    ['HTTP 503 without a body', () => apiAnswering('', 503).api.product(9), 502],
    ['an answer that is not JSON', () => apiAnswering('<html>proxy error</html>').api.product(9), 502],
    [
      'a backend that cannot be reached',
      () => createApi(async () => Promise.reject(new Error('ECONNREFUSED')), { validator: answerValidator }).product(9),
      503,
    ],
    [
      'a backend slower than the timeout',
      () => createApi(() => new Promise<Response>(() => {}), { validator: answerValidator, timeoutMs: 20 }).product(9),
      504,
    ],
  ] as const)('failureStatus: %s → %i', async (_, call, status) => {
    expect(failureStatus(await rejection(call()))).toBe(status)
  })

  it("failureStatus: anything that is not a backend failure is this site's fault (500)", () => {
    expect(failureStatus(new TypeError('x is undefined'))).toBe(500)
  })
})
