import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressJson } from '../../runtime/server/compress-json'

const big = { data: Array.from({ length: 400 }, (_, id) => ({ id, title: `条目 ${id} item` })) }

function app() {
  const hono = new Hono()
  hono.use(compress())
  hono.use(compressJson())
  hono.get('/json', (c) => c.json(big))
  hono.get('/small', (c) => c.json({ ok: true }))
  hono.get('/no-transform', (c) => c.json(big, 200, { 'Cache-Control': 'no-transform' }))
  hono.get('/svg', (c) => c.body(`<svg>${'<g/>'.repeat(1000)}</svg>`, 200, { 'Content-Type': 'image/svg+xml' }))
  hono.get('/varied', (c) => c.json(big, 200, { Vary: 'Origin' }))
  return hono
}

describe('compressJson (issue 26: JSON answers compressed in one piece)', () => {
  it('brotli when accepted, gzip otherwise, with the length, Vary and the same JSON', async () => {
    const br = await app().request('/json', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    const brBytes = Buffer.from(await br.arrayBuffer())
    expect(br.headers.get('content-length')).toBe(String(brBytes.length))
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(JSON.parse(brotliDecompressSync(brBytes).toString('utf8'))).toEqual(big)

    const gz = await app().request('/json', { headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8'))).toEqual(big)
  })

  it('leaves small answers, clients without an encoding and no-transform answers as they are', async () => {
    const small = await app().request('/small', { headers: { 'accept-encoding': 'gzip, br' } })
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(await small.json()).toEqual({ ok: true })
    const plain = await app().request('/json')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.json()).toEqual(big)
    const kept = await app().request('/no-transform', { headers: { 'accept-encoding': 'gzip, br' } })
    expect(kept.headers.get('content-encoding')).toBeNull()
  })

  it('adds to an existing Vary, and leaves other types to the streaming compression', async () => {
    const varied = await app().request('/varied', { headers: { 'accept-encoding': 'gzip' } })
    expect(varied.headers.get('vary')).toBe('Origin, Accept-Encoding')
    const svg = await app().request('/svg', { headers: { 'accept-encoding': 'gzip, br' } })
    expect(svg.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await svg.arrayBuffer())).toString('utf8')).toMatch(/^<svg>/)
  })

  it("does not read a page answer's body: the node server writes a light answer from its buffer only while nobody has", async () => {
    let bodyReads = 0
    class WatchedAnswer extends Response {
      override get body() {
        bodyReads += 1
        return super.body
      }
    }
    const hono = new Hono()
    hono.use(compressJson())
    hono.get(
      '/page',
      () => new WatchedAnswer('<!doctype html><p>page</p>', { headers: { 'content-type': 'text/html' } }),
    )
    hono.get('/json', () => new WatchedAnswer(JSON.stringify(big), { headers: { 'content-type': 'application/json' } }))
    const page = await hono.request('/page', { headers: { 'accept-encoding': 'gzip, br' } })
    expect(bodyReads).toBe(0)
    expect(await page.text()).toBe('<!doctype html><p>page</p>')
    await hono.request('/json', { headers: { 'accept-encoding': 'gzip, br' } })
    expect(bodyReads, 'a JSON answer is read, to be compressed').toBeGreaterThan(0)
  })
})
