import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../site/api'
import { compressPage } from '../../runtime/server/page-bodies'
import type { CachedPage } from '../../runtime/server/render-cache'
import { openStaleStore, type StaleStore, type StaleStoreOptions } from '../../runtime/server/stale-store'
import { fakeApi, recordingLogger, SITES, testApp } from './server-fixtures'

// Issue 21 "last good copies that every worker shares and that outlive the process" (docs/architecture.md "Render
// cache" → "Stale on error"): one SQLite file every worker reads, bounded in bytes (least recently used
// out first), pruned past STALE_IF_ERROR_S; a file that cannot be opened leaves the site on memory only.

let dir: string
const opened: StaleStore[] = []

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stale-store-'))
})

afterEach(() => {
  for (const store of opened.splice(0)) store.close()
  rmSync(dir, { recursive: true, force: true })
})

function open(options: Partial<StaleStoreOptions> = {}) {
  const clock = { now: 1_000_000 }
  const logger = recordingLogger()
  const store = openStaleStore({
    path: join(dir, 'stale.sqlite'),
    maxBytes: 1 << 20,
    maxAgeMs: 60_000,
    logger,
    now: () => clock.now,
    ...options,
  })
  if (store) opened.push(store)
  return { store, clock, logger }
}

/** A page body that compresses poorly, so its kept size is about its length. */
function noisyHtml(seed: string, length = 4000): string {
  let state = [...seed].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7) >>> 0
  let text = `<p>${seed}</p>`
  while (text.length < length) {
    state = (state * 1103515245 + 12345) >>> 0
    text += String.fromCharCode(33 + (state % 90))
  }
  return text
}

async function keptPage(body: string, storedAt: number): Promise<CachedPage> {
  return {
    status: 200,
    headers: [['content-type', 'text/html;charset=utf-8']],
    bodies: await compressPage(body),
    storedAt,
  }
}

describe('the shared stale store', () => {
  it('gives back what it kept: body in every encoding, headers, entity tag and render time', async () => {
    const { store, clock } = open()
    const page = await keptPage(noisyHtml('home'), clock.now - 5000)
    store!.keep('http://localhost/', page)
    const copy = store!.find('http://localhost/')
    expect(copy).toBeDefined()
    expect(copy!.bodies.identity.toString('utf8')).toBe(noisyHtml('home'))
    expect(copy!.bodies.gzip.equals(page.bodies.gzip)).toBe(true)
    expect(copy!.bodies.br.equals(page.bodies.br)).toBe(true)
    expect(copy!.bodies.etag).toBe(page.bodies.etag)
    expect(copy!.headers).toEqual(page.headers)
    expect(copy!.storedAt).toBe(page.storedAt)
    expect(store!.find('http://localhost/other')).toBeUndefined()
  })

  it('is read by another connection to the same file (another worker) and after reopening (a restart)', async () => {
    const { store, clock } = open()
    store!.keep('k', await keptPage('<p>shared</p>', clock.now))
    const other = open().store!
    expect(other.find('k')?.bodies.identity.toString('utf8')).toBe('<p>shared</p>')
    store!.close()
    opened.splice(opened.indexOf(store!), 1)
    const reopened = open().store!
    expect(reopened.find('k')?.bodies.identity.toString('utf8')).toBe('<p>shared</p>')
  })

  it('writes a re-rendered identical body only as a newer render time', async () => {
    const { store, clock } = open()
    store!.keep('k', await keptPage('<p>same</p>', clock.now))
    clock.now += 10_000
    store!.keep('k', await keptPage('<p>same</p>', clock.now))
    expect(store!.find('k')?.storedAt).toBe(clock.now)
    expect(store!.size().copies).toBe(1)
    store!.keep('k', await keptPage('<p>changed</p>', clock.now))
    expect(store!.find('k')?.bodies.identity.toString('utf8')).toBe('<p>changed</p>')
  })

  it('serves no copy older than STALE_IF_ERROR_S, and prunes such copies', async () => {
    const { store, clock } = open({ maxAgeMs: 60_000 })
    store!.keep('old', await keptPage('<p>old</p>', clock.now))
    clock.now += 30_000
    store!.keep('young', await keptPage('<p>young</p>', clock.now))
    clock.now += 30_000
    expect(store!.find('old')).toBeUndefined()
    expect(store!.find('young')).toBeDefined()
    // Pruned on the next write past the prune interval, and on opening.
    clock.now += 60_000
    store!.keep('new', await keptPage('<p>new</p>', clock.now))
    expect(store!.size().copies).toBe(1)
  })

  it('is bounded by bytes, evicting the least recently used copy (written or served) first', async () => {
    const pages = Object.fromEntries(
      await Promise.all(['a', 'b', 'c'].map(async (key) => [key, await keptPage(noisyHtml(key), 0)] as const)),
    )
    const pageBytes = pages.a!.bodies.gzip.length + pages.a!.bodies.br.length
    const { store, clock } = open({ maxBytes: Math.floor(pageBytes * 2.5), maxAgeMs: 3_600_000 })
    const keep = (key: string) => store!.keep(key, { ...pages[key]!, storedAt: clock.now })
    keep('a')
    clock.now += 120_000
    keep('b')
    clock.now += 120_000
    expect(store!.find('a')).toBeDefined() // served: now the most recently used
    clock.now += 120_000
    keep('c')
    expect(store!.size().copies).toBe(2)
    expect(store!.size().bytes).toBeLessThanOrEqual(Math.floor(pageBytes * 2.5))
    expect(store!.find('b')).toBeUndefined()
    expect(store!.find('a')).toBeDefined()
    expect(store!.find('c')).toBeDefined()
  })

  it('keeps no page larger than the whole bound', async () => {
    const { store, clock } = open({ maxBytes: 100 })
    store!.keep('big', await keptPage(noisyHtml('big'), clock.now))
    expect(store!.find('big')).toBeUndefined()
  })

  it('answers null, and says so once, when the file is not a database', () => {
    const path = join(dir, 'corrupt.sqlite')
    writeFileSync(path, 'this is not an SQLite database, only some text long enough to be read '.repeat(100))
    const { store, logger } = open({ path })
    expect(store).toBeNull()
    expect(logger.messages).toHaveLength(1)
    expect(logger.messages[0]).toMatch(/\[stale-store\] cannot open .*corrupt\.sqlite.*memory only/)
  })

  it('answers null when its folder cannot be made (a file stands in its way)', () => {
    writeFileSync(join(dir, 'not-a-folder'), '')
    const { store, logger } = open({ path: join(dir, 'not-a-folder', 'stale.sqlite') })
    expect(store).toBeNull()
    expect(logger.messages).toHaveLength(1)
    expect(logger.messages[0]).toMatch(/cannot open .*not-a-folder/)
  })

  // Root writes into a read-only folder anyway.
  it.skipIf(process.getuid?.() === 0)('answers null when its folder cannot be written', () => {
    const readOnly = join(dir, 'read-only')
    mkdirSync(readOnly)
    chmodSync(readOnly, 0o500)
    try {
      const { store, logger } = open({ path: join(readOnly, 'stale.sqlite') })
      expect(store).toBeNull()
      expect(logger.messages.join('\n')).toMatch(/cannot open/)
    } finally {
      chmodSync(readOnly, 0o700)
    }
  })
})

describe('the shared stale store behind the app', () => {
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

  it('answers a page another worker rendered with its shared copy while the backend is down', async () => {
    const path = join(dir, 'shared.sqlite')
    const storeOf = () => {
      const store = openStaleStore({ path, maxBytes: 1 << 20, maxAgeMs: 600_000, logger: recordingLogger() })
      if (store) opened.push(store)
      return store!
    }
    const backend = switchableBackend()
    const env = { RENDER_CACHE_TTL_MS: '0', STALE_IF_ERROR_S: '600' }
    const one = testApp({ api: backend.api, env, staleStore: storeOf() })
    const two = testApp({ api: backend.api, env, staleStore: storeOf() })

    const good = await one.app.request('http://localhost:3000/product/3')
    expect(good.status).toBe(200)
    expect(good.headers.get('x-render-cache')).toBeNull() // rendered now, the cache being off
    await one.renderCache.settled()
    backend.state.down = true

    const stale = await two.app.request('http://localhost:3000/product/3', { headers: { 'accept-encoding': 'br' } })
    expect(stale.status).toBe(200)
    expect(stale.headers.get('x-render-cache')).toBe('stale-if-error')
    expect(stale.headers.get('content-encoding')).toBe('br')
    expect(stale.headers.get('etag')).toBe(good.headers.get('etag'))
    expect(stale.headers.get('age')).toMatch(/^\d+$/)
    expect(brotliDecompressSync(Buffer.from(await stale.arrayBuffer())).toString('utf8')).toBe(await good.text())
    expect((await two.app.request('http://localhost:3000/product/4')).status).toBe(503)
  })

  it('keeps no preview in the shared store', async () => {
    const store = open().store!
    const { app, renderCache } = testApp({ env: { RENDER_CACHE_TTL_MS: '60000' }, staleStore: store })
    expect((await app.request('http://localhost:3000/draft/1')).status).toBe(200)
    expect((await app.request('http://localhost:3000/services/1/preview')).status).toBe(200)
    await renderCache.settled()
    expect(store.size().copies).toBe(0)
    expect((await app.request('http://localhost:3000/product/3')).status).toBe(200)
    await renderCache.settled()
    expect(store.size().copies).toBe(1)
  })
})
