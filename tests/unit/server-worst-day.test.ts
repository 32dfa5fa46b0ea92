import { describe, expect, it } from 'vitest'
import { resolveRoute } from 'vike/routing'
import { cachedSharedCalls, createApi, failureStatus, type Api, type Transport } from '../../site/api'
import { answerValidator } from '../../site/api/validate'
import { matchRoutes } from '../../runtime/server/route-table'
import type { PageContextInit, PageRenderer, RenderedPage } from '../../runtime/server/renderer'
import { loadMainItem } from '../../pages/shared/load-main-item'
import { fakeRenderer, renderedInfo, SITES, testApp } from './server-fixtures'

// Issue 21, "A CMS's worst day": an answer present but unusable is a failing backend (502, the last
// good copy stands in), an answer repaired into emptiness is not kept, and a storm of unknown paths
// costs one render of the not-found page per site, shed like any render.

const PRODUCT = { id: 3, name: 'Data platform' }

/** A promise and its resolve (Node 20 has no Promise.withResolvers). */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

/** A CMS behind the real client: `answer` decides each call's envelope (`data`) by path. */
function cms(answer: (path: string) => unknown) {
  const calls: string[] = []
  const transport: Transport = async ({ path }) => {
    calls.push(path)
    return new Response(JSON.stringify({ code: '200', data: answer(path), message: 'ok' }), {
      headers: { 'content-type': 'application/json' },
    })
  }
  const logged: string[] = []
  const logger = { error: (message: string) => void logged.push(message) }
  return { api: createApi(transport, { validator: answerValidator, logger }), calls }
}

const page = (status: number, body: string): RenderedPage => ({
  status,
  pageStatus: status,
  preview: false,
  headers: [['Content-Type', 'text/html;charset=utf-8']],
  body: `<!DOCTYPE html><html><body>${body}</body></html>`,
})

/**
 * `/product/3` as the product route and Vike answer it: the main item through `loadMainItem`; a
 * `render(404)` abort is the not-found page, any other failure the error page with `failureStatus`.
 */
const productRenderer: PageRenderer = async (init: PageContextInit) => {
  if (init.backendFailure) return page((init.backendFailure as { status: number }).status, 'backend failure')
  try {
    const product = await loadMainItem(() => (init.api as Api).product(3))
    return page(200, `product ${product.name}`)
  } catch (error) {
    const abort = (error as { _pageContextAbort?: { abortStatusCode?: number } })._pageContextAbort
    return abort ? page(abort.abortStatusCode ?? 404, 'not found') : page(failureStatus(error), 'error')
  }
}

describe('an answer present but unusable (issue 21)', () => {
  it('is served from the last good copy when there is one, and is 502, never cached, without one', async () => {
    let product: unknown = PRODUCT
    const { api } = cms((path) => (path === '/site/list' ? SITES : path.startsWith('/product/') ? product : []))
    const { app } = testApp({ api, render: productRenderer, env: { RENDER_CACHE_TTL_MS: '0' } })
    const good = await app.request('http://localhost:3000/product/3')
    expect(good.status).toBe(200)

    product = 42
    const stale = await app.request('http://localhost:3000/product/3')
    expect(stale.status).toBe(200)
    expect(stale.headers.get('x-render-cache')).toBe('stale-if-error')
    expect(await stale.text()).toBe(await good.text())

    const neverVisited = await app.request('http://en.localhost:3000/product/3')
    expect(neverVisited.status).toBe(502)
    expect(neverVisited.headers.get('cache-control')).toBe('no-store')
  })

  it('a root object without its required name is unusable too (502), while data: null is not found (404)', async () => {
    let product: unknown = { id: 3 }
    const { api } = cms((path) => (path === '/site/list' ? SITES : path.startsWith('/product/') ? product : []))
    const { app } = testApp({ api, render: productRenderer, env: { RENDER_CACHE_TTL_MS: '0' } })
    expect((await app.request('http://localhost:3000/product/3')).status).toBe(502)
    product = null
    const missing = await app.request('http://localhost:3000/product/3')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10')
  })
})

describe('an answer repaired into emptiness (issue 21)', () => {
  it('is not kept: a site list broken deep inside, then recovered, renders at the next request', async () => {
    let broken = true
    const { api, calls } = cms((path) =>
      path === '/site/list' ? (broken ? SITES.map(({ id, mark }) => ({ id: String(id), mark })) : SITES) : [],
    )
    const { app } = testApp({
      api: cachedSharedCalls(api, 30_000),
      env: { RENDER_CACHE_TTL_MS: '0', STALE_IF_ERROR_S: '0' },
    })
    const failing = await app.request('http://localhost:3000/')
    expect(failing.status).toBe(503)

    broken = false
    const recovered = await app.request('http://localhost:3000/')
    expect(recovered.status).toBe(200)
    expect((await renderedInfo(recovered)).site).toEqual(SITES[0])
    // Once good, the site list is kept again: one more page view asks the backend for nothing new.
    await app.request('http://localhost:3000/')
    expect(calls.filter((path) => path === '/site/list')).toHaveLength(2)
  })
})

describe('unknown paths (issue 21)', () => {
  // The fake renderer's pages, with Vike's own matching of Route Strings; `/missing` and NOT_FOUND_PATH
  // are no route, as they are no page.
  const routes = matchRoutes(['/', '/a', '/b', '/product/@id'], resolveRoute)

  it('render the not-found page once per site, then answer it from memory, whatever the path', async () => {
    const { app, render } = testApp({ routes, env: { RENDER_CACHE_TTL_MS: '60000' } })
    const paths = Array.from({ length: 40 }, (_, index) => `/no-such-${index}`)
    const answers = await Promise.all(
      ['localhost:3000', 'en.localhost:3000'].flatMap((host) =>
        paths.map((path) => app.request(`http://${host}${path}`)),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 404))
    expect(render.calls).toHaveLength(2)
    expect(render.calls.map((call) => new URL(call.urlOriginal).pathname)).toEqual([
      '/page-not-found',
      '/page-not-found',
    ])
    const zh = await renderedInfo(await app.request('http://localhost:3000/no/such/page?x=1'))
    const en = await renderedInfo(await app.request('http://en.localhost:3000/no-such-page-either'))
    expect([zh.lang, en.lang]).toEqual(['zh', 'en'])
    expect(render.calls).toHaveLength(2)

    const kept = await app.request('http://localhost:3000/one-more')
    expect(kept.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10')
    expect(kept.headers.get('x-render-cache')).toBe('hit')
    // Pages that are routes are rendered as ever.
    expect((await app.request('http://localhost:3000/product/3')).status).toBe(200)
    expect(render.calls).toHaveLength(3)
  })

  it('share one not-found page among hosts that are not configured', async () => {
    const { app, render } = testApp({ routes, env: { RENDER_CACHE_TTL_MS: '60000' } })
    for (const host of ['evil.example', 'other.example', 'third.example']) {
      expect((await app.request(`http://${host}/no-such-page`)).status).toBe(404)
    }
    expect(render.calls).toHaveLength(1)
  })

  it('are rendered through the render limiter: 503 with Retry-After when every slot and the queue are taken', async () => {
    let gate = deferred()
    let entered = deferred()
    const fake = fakeRenderer()
    const render: PageRenderer = async (init: PageContextInit) => {
      if (new URL(init.urlOriginal).pathname !== '/page-not-found') {
        entered.resolve()
        await gate.promise
      }
      return fake(init)
    }
    const { app } = testApp({
      render,
      routes,
      env: { RENDER_CONCURRENCY: '1', RENDER_QUEUE: '1', RENDER_CACHE_TTL_MS: '60000' },
    })
    const rendering = app.request('http://localhost:3000/a')
    await entered.promise
    const queued = app.request('http://localhost:3000/b')
    const shed = await Promise.all([
      app.request('http://localhost:3000/no-such-1'),
      app.request('http://localhost:3000/no-such-2'),
    ])
    expect(shed.map((answer) => answer.status)).toEqual([503, 503])
    expect(shed.map((answer) => answer.headers.get('retry-after'))).toEqual(['2', '2'])
    expect(shed.map((answer) => answer.headers.get('cache-control'))).toEqual(['no-store', 'no-store'])
    gate.resolve()
    expect((await rendering).status).toBe(200)
    expect((await queued).status).toBe(200)

    // Once kept, the not-found page needs no slot: it is answered while every slot is taken.
    expect((await app.request('http://localhost:3000/no-such-3')).status).toBe(404)
    gate = deferred()
    entered = deferred()
    const busy = app.request('http://localhost:3000/product/9')
    await entered.promise
    const queuedToo = app.request('http://localhost:3000/product/10')
    expect((await app.request('http://localhost:3000/product/11')).status).toBe(503)
    const fromMemory = await app.request('http://localhost:3000/no-such-4')
    expect(fromMemory.status).toBe(404)
    expect(fromMemory.headers.get('x-render-cache')).toBe('hit')
    gate.resolve()
    await Promise.all([busy, queuedToo])
  })
})
