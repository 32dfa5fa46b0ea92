import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../site/api'
import { RenderLimiter, RenderQueueFull } from '../../runtime/server/render-limiter'
import type { PageContextInit, PageRenderer } from '../../runtime/server/renderer'
import { fakeApi, fakeRenderer, SITES, testApp } from './server-fixtures'

// Issue 14: a page visited once outlives a failing backend for STALE_IF_ERROR_S (stale on error); a flood
// of uncached renders is bounded per worker, the rest refused at once with 503 and Retry-After.

function switchableBackend() {
  const state = { down: false }
  const api = fakeApi({
    siteList: async () => {
      if (state.down)
        throw new ApiError('connection refused', { kind: 'network', call: 'siteList', request: 'GET /site/list' })
      return SITES
    },
  })
  return { api, state }
}

describe('stale on error through the app', () => {
  it('serves the last good copy of a visited page with X-Render-Cache: stale-if-error while the backend is down', async () => {
    const { api, state } = switchableBackend()
    const { app } = testApp({ api, env: { RENDER_CACHE_TTL_MS: '0' } })
    const good = await app.request('http://localhost:3000/product/3')
    expect(good.status).toBe(200)
    state.down = true

    const stale = await app.request('http://localhost:3000/product/3')
    expect(stale.status).toBe(200)
    expect(stale.headers.get('x-render-cache')).toBe('stale-if-error')
    expect(stale.headers.get('age')).toMatch(/^\d+$/)
    expect(await stale.text()).toBe(await good.text())

    const neverVisited = await app.request('http://localhost:3000/product/4')
    expect(neverVisited.status).toBe(503)
    expect(neverVisited.headers.get('x-render-cache')).toBeNull()
  })

  it('answers with the real error when STALE_IF_ERROR_S is 0', async () => {
    const { api, state } = switchableBackend()
    const { app } = testApp({ api, env: { RENDER_CACHE_TTL_MS: '0', STALE_IF_ERROR_S: '0' } })
    expect((await app.request('http://localhost:3000/product/3')).status).toBe(200)
    state.down = true
    expect((await app.request('http://localhost:3000/product/3')).status).toBe(503)
  })

  it('never serves a preview from a last good copy', async () => {
    const { api, state } = switchableBackend()
    const { app } = testApp({ api, env: { RENDER_CACHE_TTL_MS: '60000' } })
    expect((await app.request('http://localhost:3000/draft/1')).status).toBe(200)
    state.down = true
    const failed = await app.request('http://localhost:3000/draft/1')
    expect(failed.status).toBe(503)
  })
})

describe('render limiter', () => {
  function gate() {
    let open!: () => void
    const opened = new Promise<void>((resolve) => (open = resolve))
    return { opened, open }
  }

  /** Resolves with the app's limiter load once `count` renders have been given to it (run or queued). */
  function limiterTaken(count: number) {
    const run = RenderLimiter.prototype.run
    let taken = 0
    return new Promise<RenderLimiter['load']>((resolve) => {
      vi.spyOn(RenderLimiter.prototype, 'run').mockImplementation(function (this: RenderLimiter, task) {
        const running = run.call(this, task)
        if (++taken === count) resolve(this.load)
        return running
      })
    })
  }

  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('runs at most `concurrency` tasks, queues `queueLimit`, and refuses the rest at once', async () => {
    const limiter = new RenderLimiter({ concurrency: 2, queueLimit: 1 })
    const { opened, open } = gate()
    let running = 0
    let peak = 0
    const task = async () => {
      running++
      peak = Math.max(peak, running)
      await opened
      running--
    }
    const accepted = [limiter.run(task), limiter.run(task), limiter.run(task)]
    await expect(limiter.run(task)).rejects.toBeInstanceOf(RenderQueueFull)
    expect(limiter.load).toEqual({ running: 2, waiting: 1 })
    open()
    await Promise.all(accepted)
    expect(peak).toBe(2)
    expect(limiter.load).toEqual({ running: 0, waiting: 0 })
  })

  it('answers 503 with Retry-After at once when every render slot and the queue are taken', async () => {
    const { opened, open } = gate()
    const fake = fakeRenderer()
    const render: PageRenderer = async (init: PageContextInit) => {
      await opened
      return fake(init)
    }
    const { app } = testApp({
      render,
      env: { RENDER_CONCURRENCY: '1', RENDER_QUEUE: '1', RENDER_CACHE_TTL_MS: '60000' },
    })
    const taken = limiterTaken(2)
    const first = app.request('http://localhost:3000/a')
    const second = app.request('http://localhost:3000/b')
    expect(await taken).toEqual({ running: 1, waiting: 1 })
    const refused = await app.request('http://localhost:3000/c')
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    open()
    expect((await first).status).toBe(200)
    expect((await second).status).toBe(200)
  })

  it('keeps serving a cached page while every render slot is taken', async () => {
    const { opened, open } = gate()
    let blocking = false
    let blocked!: () => void
    const slotTaken = new Promise<void>((resolve) => (blocked = resolve))
    const fast = fakeRenderer()
    const render: PageRenderer = async (init: PageContextInit) => {
      if (blocking) {
        blocked()
        await opened
      }
      return fast(init)
    }
    const { app } = testApp({
      render,
      env: { RENDER_CONCURRENCY: '1', RENDER_QUEUE: '0', RENDER_CACHE_TTL_MS: '60000' },
    })
    expect((await app.request('http://localhost:3000/?cb=1')).status).toBe(200)
    blocking = true
    const pending = app.request('http://localhost:3000/other')
    await slotTaken
    const cached = await app.request('http://localhost:3000/?cb=2')
    expect(cached.status).toBe(200)
    expect(cached.headers.get('x-render-cache')).toBe('hit')
    expect((await app.request('http://localhost:3000/third')).status).toBe(503)
    open()
    expect((await pending).status).toBe(200)
  })
})

describe('render limiter wait', () => {
  it('refuses a render that waited longer than maxWaitMs for a slot', async () => {
    const limiter = new RenderLimiter({ concurrency: 1, queueLimit: 5, maxWaitMs: 20 })
    let open!: () => void
    const busy = limiter.run(() => new Promise<void>((resolve) => (open = resolve)))
    await expect(limiter.run(async () => 'never')).rejects.toBeInstanceOf(RenderQueueFull)
    expect(limiter.load).toEqual({ running: 1, waiting: 0 })
    open()
    await busy
    expect(await limiter.run(async () => 'runs')).toBe('runs')
  })
})
