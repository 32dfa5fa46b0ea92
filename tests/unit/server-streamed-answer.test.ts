import { createServer } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { getRequestListener } from '@hono/node-server'
import { describe, expect, it } from 'vitest'
import { RenderCache } from '../../runtime/server/render-cache'
import type { PageInParts } from '../../runtime/server/renderer'
import { streamPage } from '../../runtime/server/streamed-answer'
import { testApp } from './server-fixtures'

// issue 26, first byte: a page rendered in parts is answered head first, its body rendered only after the
// head has left, and kept whole.

const HEAD = '<!DOCTYPE html><html lang="zh-CN"><head><title>云启数智</title></head><body>'
const BODY = `<div id="root">${'<p>数智云 page</p>'.repeat(400)}</div></body></html>`

function pageInParts(rest: () => Promise<string> = async () => BODY): PageInParts & { events: string[] } {
  const events: string[] = []
  return {
    status: 200,
    pageStatus: 200,
    preview: false,
    headers: [['content-type', 'text/html;charset=utf-8']],
    head: HEAD,
    rest: () => {
      events.push('rest')
      return rest()
    },
    events,
  }
}

/** What a client can decode of the bytes received so far. */
function decodedSoFar(encoding: string, received: Buffer): string {
  if (encoding === 'br')
    return brotliDecompressSync(received, { finishFlush: constants.BROTLI_OPERATION_FLUSH }).toString()
  if (encoding === 'gzip') return gunzipSync(received, { finishFlush: constants.Z_SYNC_FLUSH }).toString()
  return received.toString()
}

function decoded(encoding: string, bytes: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(bytes).toString()
  if (encoding === 'gzip') return gunzipSync(bytes).toString()
  return bytes.toString()
}

describe('streamPage', () => {
  it.each(['br', 'gzip', 'identity'] as const)(
    'sends the head, decodable on its own, before the body is rendered (%s)',
    async (encoding) => {
      const page = pageInParts()
      const answer = streamPage(page, encoding)
      const reader = answer.body.getReader()
      let received = Buffer.alloc(0)
      while (!decodedSoFar(encoding, received).includes('<body>')) {
        const chunk = await reader.read()
        if (chunk.done) throw new Error('the stream ended before the head')
        received = Buffer.concat([received, chunk.value])
      }
      expect(decodedSoFar(encoding, received)).toBe(HEAD)
      expect(page.events).toEqual([])
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        received = Buffer.concat([received, chunk.value])
      expect(page.events).toEqual(['rest'])
      expect(decoded(encoding, received)).toBe(HEAD + BODY)
      const { html, encoded } = await answer.done
      expect(html).toBe(HEAD + BODY)
      expect(encoded.equals(received)).toBe(true)
    },
  )

  it('renders and finishes the page when the client leaves after the head', async () => {
    const page = pageInParts()
    const answer = streamPage(page, 'br')
    const reader = answer.body.getReader()
    await reader.read()
    await reader.cancel()
    const { html, encoded } = await answer.done
    expect(html).toBe(HEAD + BODY)
    expect(brotliDecompressSync(encoded).toString()).toBe(HEAD + BODY)
  })

  it('cuts the answer short and rejects when the body fails to render', async () => {
    const failure = new Error('the page threw while rendering')
    const answer = streamPage(
      pageInParts(async () => {
        throw failure
      }),
      'gzip',
    )
    const reader = answer.body.getReader()
    await expect(answer.done).rejects.toBe(failure)
    const read = async () => {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read());
    }
    await expect(read()).rejects.toBe(failure)
  })
})

describe('RenderCache with a page rendered in parts', () => {
  const cacheWith = () =>
    new RenderCache({
      ttlMs: 60_000,
      staleWhileRevalidateMs: 0,
      staleIfErrorMs: 0,
      maxBytes: 10_000_000,
      isCacheable: (page) => page.status === 200 && !page.preview,
      isBackendFailure: (page) => page.pageStatus >= 500,
    })

  it('streams the first answer, lets concurrent requests wait for the whole page, and keeps it with an entity tag', async () => {
    const cache = cacheWith()
    let renders = 0
    const render = async () => (renders++, pageInParts())
    const [first, waiter] = await Promise.all([cache.get('a', render, 'br'), cache.get('a', render, 'gzip')])
    if (first.kind !== 'rendered') throw new Error(`expected a page rendered for this request, got ${first.kind}`)
    expect(first.answer.body).toBeInstanceOf(ReadableStream)
    expect(first.answer.etag).toBeUndefined()
    const streamed = Buffer.from(await new Response(first.answer.body as ReadableStream<Uint8Array>).arrayBuffer())
    expect(brotliDecompressSync(streamed).toString()).toBe(HEAD + BODY)
    if (waiter.kind !== 'miss') throw new Error(`expected the waiter to get the kept page, got ${waiter.kind}`)
    expect(gunzipSync(waiter.entry.bodies.gzip).toString()).toBe(HEAD + BODY)
    expect(waiter.entry.bodies.etag).toMatch(/^W\/"/)
    const hit = await cache.get('a', render, 'br')
    expect(hit.kind).toBe('hit')
    expect(renders).toBe(1)
  })

  it('keeps nothing when the body fails to render, and renders again for the next request', async () => {
    const cache = cacheWith()
    let renders = 0
    const render = async () =>
      ++renders === 1
        ? pageInParts(async () => {
            throw new Error('render failed')
          })
        : pageInParts()
    const first = await cache.get('a', render, 'identity')
    if (first.kind !== 'rendered') throw new Error('expected a page rendered for this request')
    await expect(new Response(first.answer.body as ReadableStream<Uint8Array>).text()).rejects.toThrow('render failed')
    await cache.settled()
    expect(cache.stats().entries).toBe(0)
    const second = await cache.get('a', render, 'identity')
    if (second.kind !== 'rendered') throw new Error('expected a new render')
    expect(await new Response(second.answer.body as ReadableStream<Uint8Array>).text()).toBe(HEAD + BODY)
    expect(renders).toBe(2)
  })
})

describe('a streamed first answer over HTTP', () => {
  async function served() {
    const { app } = testApp({
      render: async () => pageInParts(),
      env: { RENDER_CACHE_TTL_MS: '60000' },
    })
    const server = createServer(getRequestListener(app.fetch))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
  }

  /** The raw bytes of an answer to `GET path` in the given HTTP version, the connection closed by the server. */
  async function rawAnswer(port: number, path: string, version: string): Promise<string> {
    const socket = connect(port, '127.0.0.1')
    socket.write(`GET ${path} HTTP/${version}\r\nHost: localhost\r\nConnection: close\r\n\r\n`)
    const chunks: Buffer[] = []
    for await (const chunk of socket) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks).toString()
  }

  it('is chunked for HTTP/1.1 and sent unframed, ended by the connection, for HTTP/1.0', async () => {
    const { port, close } = await served()
    try {
      const http11 = await rawAnswer(port, '/cases', '1.1')
      expect(http11).toMatch(/^HTTP\/1\.1 200/)
      expect(http11.toLowerCase()).toContain('transfer-encoding: chunked')
      // Another page: each is rendered, not answered from the cache.
      const http10 = await rawAnswer(port, '/services', '1.0')
      expect(http10.toLowerCase()).not.toContain('transfer-encoding')
      expect(http10.toLowerCase()).not.toContain('content-length')
      expect(http10.slice(http10.indexOf('\r\n\r\n') + 4)).toBe(HEAD + BODY)
    } finally {
      await close()
    }
  })
})
