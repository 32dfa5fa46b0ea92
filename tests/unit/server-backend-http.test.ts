import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backendExchange, MAX_ANSWER_BYTES } from '../../runtime/server/backend-http'
import { ApiError, createApi } from '../../site/api'
import { remoteTransport } from '../../site/server/transport'

// Issue 13, first byte: server-side backend calls go over node:http instead of fetch, and still do what
// fetch did for them: decoded bodies, redirects followed, keep-alive, a timeout that aborts.

const ANSWER = JSON.stringify({ code: '200', data: { text: '数智云 '.repeat(200) }, message: 'success' })
const encoders: Record<string, (body: string) => Buffer> = {
  gzip: (body) => gzipSync(body),
  br: (body) => brotliCompressSync(body),
  deflate: (body) => deflateSync(body),
  'raw-deflate': (body) => deflateRawSync(body),
}

let server: Server
let base: string
const peers = new Set<string>()
const seen: Array<{ method?: string; url?: string; headers: IncomingMessage['headers']; body: string }> = []
/** Called when a request for /api/internal/slow has arrived (it is never answered). */
let slowArrived = () => {}
/** Calls each connection has carried, this one included. */
const callsOn = new WeakMap<Socket, number>()
/** How many more calls of /api/internal/reset the backend resets when they come on a kept-alive connection. */
let resetsLeft = 0

function handle(request: IncomingMessage, response: ServerResponse, body: string) {
  const url = new URL(request.url ?? '/', 'http://backend')
  seen.push({ method: request.method, url: request.url, headers: request.headers, body })
  peers.add(`${request.socket.remotePort}`)
  const calls = (callsOn.get(request.socket) ?? 0) + 1
  callsOn.set(request.socket, calls)
  // As a backend that closed the idle connection just as this call went out: a reset, no answer.
  if (url.pathname === '/api/internal/reset' && calls > 1 && resetsLeft > 0) {
    resetsLeft -= 1
    return request.socket.destroy()
  }
  const encoding = url.searchParams.get('encoding')
  if (url.pathname === '/api/internal/slow') return slowArrived() // never answers
  if (url.pathname === '/api/internal/huge') return sendHuge(response)
  if (url.pathname === '/api/internal/huge-declared') {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(MAX_ANSWER_BYTES + 1) })
    return response.write('{"code":"200","data":"')
  }
  // A gzip bomb: about 33 KB on the wire, 33 MiB decoded (the product call of the API client test below).
  if (url.pathname === '/api/internal/bomb' || url.pathname === '/api/internal/product/1') {
    response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
    return response.end(gzipSync(`{"code":"200","data":"${' '.repeat(MAX_ANSWER_BYTES)}"}`))
  }
  if (url.pathname === '/api/internal/moved') {
    response.writeHead(Number(url.searchParams.get('status') ?? 302), { location: '/api/internal/plain?moved=1' })
    return response.end()
  }
  if (encoding) {
    const header = encoding === 'raw-deflate' ? 'deflate' : encoding
    response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': header })
    return response.end(encoders[encoding]!(ANSWER))
  }
  response.writeHead(url.pathname === '/api/internal/missing' ? 404 : 200, 'Fine', {
    'content-type': 'application/json',
    'x-echo': 'yes',
  })
  response.end(url.pathname === '/api/internal/empty' ? '' : ANSWER)
}

/** More than MAX_ANSWER_BYTES, chunked (no Content-Length), written as the client reads it. */
function sendHuge(response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'application/json' })
  const chunk = Buffer.alloc(1024 * 1024, 0x20)
  let left = MAX_ANSWER_BYTES / chunk.length + 2
  const write = () => {
    while (left > 0 && !response.destroyed) {
      left -= 1
      if (!response.write(chunk)) return response.once('drain', write)
    }
    if (!response.destroyed) response.end()
  }
  response.on('error', () => {})
  write()
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => handle(request, response, Buffer.concat(chunks).toString('utf8')))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe('server-side backend calls over node:http', () => {
  it('send the method, headers and JSON body, and answer status, headers and body', async () => {
    const answer = await backendExchange(`${base}/api/internal/plain`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'x-request-id': 'r-1' },
      body: '{"id":1}',
    })
    expect(answer.status).toBe(200)
    expect(answer.statusText).toBe('Fine')
    expect(answer.headers.get('x-echo')).toBe('yes')
    expect(answer.body.toString('utf8')).toBe(ANSWER)
    const request = seen.at(-1)!
    expect(request).toMatchObject({ method: 'POST', body: '{"id":1}' })
    expect(request.headers).toMatchObject({
      'content-type': 'application/json',
      'content-length': '8',
      'x-request-id': 'r-1',
      'accept-encoding': 'gzip, deflate, br',
    })
  })

  it.each(Object.keys(encoders))('decode a %s answer', async (encoding) => {
    const answer = await backendExchange(`${base}/api/internal/plain?encoding=${encoding}`, {
      method: 'GET',
      headers: {},
    })
    expect(answer.body.toString('utf8')).toBe(ANSWER)
  })

  it('follow redirects as fetch does: a 302 after a POST becomes a GET, a 307 keeps the POST', async () => {
    const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"id":1}' }
    expect((await backendExchange(`${base}/api/internal/moved?status=302`, post)).status).toBe(200)
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/internal/plain?moved=1', body: '' })
    expect((await backendExchange(`${base}/api/internal/moved?status=307`, post)).status).toBe(200)
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/api/internal/plain?moved=1', body: '{"id":1}' })
  })

  it('keep the connection for the next call', async () => {
    peers.clear()
    for (let index = 0; index < 3; index++)
      await backendExchange(`${base}/api/internal/plain`, { method: 'GET', headers: {} })
    expect(peers.size).toBe(1)
  })

  it('reject when the signal aborts, and when nothing listens', async () => {
    const controller = new AbortController()
    const arrived = new Promise<void>((resolve) => (slowArrived = resolve))
    const call = backendExchange(`${base}/api/internal/slow`, { method: 'GET', headers: {}, signal: controller.signal })
    await arrived
    controller.abort()
    await expect(call).rejects.toThrow()
    await expect(
      backendExchange('http://127.0.0.1:1/api/internal/plain', { method: 'GET', headers: {} }),
    ).rejects.toThrow()
  })

  it('send a call again on a new connection when its kept-alive one is reset before any answer', async () => {
    await backendExchange(`${base}/api/internal/plain`, { method: 'GET', headers: {} })
    resetsLeft = 1
    const before = seen.length
    const answer = await backendExchange(`${base}/api/internal/reset`, { method: 'POST', headers: {}, body: '{}' })
    expect(answer.status).toBe(200)
    expect(answer.body.toString('utf8')).toBe(ANSWER)
    expect(seen.slice(before).map((call) => call.url)).toEqual(['/api/internal/reset', '/api/internal/reset'])
  })

  it("send it only once again: a second reset is the caller's, with its system code", async () => {
    await backendExchange(`${base}/api/internal/plain`, { method: 'GET', headers: {} })
    await backendExchange(`${base}/api/internal/plain`, { method: 'GET', headers: {} })
    resetsLeft = 5
    const before = seen.length
    // Two kept-alive connections: the call goes out on one, and again on the other.
    const both = [
      backendExchange(`${base}/api/internal/plain?first`, { method: 'GET', headers: {} }),
      backendExchange(`${base}/api/internal/plain?second`, { method: 'GET', headers: {} }),
    ]
    await Promise.all(both)
    const call = backendExchange(`${base}/api/internal/reset`, { method: 'GET', headers: {} })
    await expect(call).rejects.toMatchObject({ code: 'ECONNRESET' })
    expect(seen.slice(before).filter((call) => call.url === '/api/internal/reset')).toHaveLength(2)
    resetsLeft = 0
  })

  it("close an idle connection before the backend's Keep-Alive timeout does", async () => {
    // This backend keeps idle connections a minute but announces two seconds: the caller closes it first.
    const announcing = createServer((request, response) => {
      response.writeHead(200, { 'keep-alive': 'timeout=2' })
      response.end('{}')
    })
    announcing.keepAliveTimeout = 60_000
    await new Promise<void>((resolve) => announcing.listen(0, '127.0.0.1', resolve))
    try {
      const closed = new Promise<void>((resolve) =>
        announcing.once('connection', (socket: Socket) => socket.once('close', () => resolve())),
      )
      const port = (announcing.address() as AddressInfo).port
      await backendExchange(`http://127.0.0.1:${port}/api/internal/plain`, { method: 'GET', headers: {} })
      await closed
    } finally {
      announcing.closeAllConnections()
      await new Promise((resolve) => announcing.close(resolve))
    }
  })

  it.each(['huge', 'huge-declared', 'bomb'])(
    'refuse an answer over 32 MiB, as sent or decoded, instead of holding it (%s)',
    async (path) => {
      const call = backendExchange(`${base}/api/internal/${path}`, { method: 'GET', headers: {} })
      await expect(call).rejects.toThrow(/the backend's answer (is|decodes to) more than 32 MiB/)
      await expect(call).rejects.toMatchObject({ name: 'AnswerTooLargeError', code: 'ANSWER_TOO_LARGE' })
    },
  )

  it('make such an answer an unusable answer for the API client (the error page 502), not a network failure', async () => {
    const api = createApi(remoteTransport(`${base}/api/internal/`), { logger: { error: () => {} } })
    const failure = await api.product(1).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ kind: 'invalid-response', call: 'product' })
    expect((failure as Error).message).toMatch(/product failed: the backend's answer decodes to more than 32 MiB/)
  })

  it('make the remote transport answer like fetch did: a non-200 and an empty body included', async () => {
    const transport = remoteTransport(base)
    const missing = await transport({ method: 'GET', path: '/missing' })
    expect(missing.status).toBe(404)
    expect(await missing.text()).toBe(ANSWER)
    const empty = await transport({ method: 'GET', path: '/empty' })
    expect(empty.status).toBe(200)
    expect(empty.body).toBeNull()
    const encoded = await transport({ method: 'POST', path: '/plain?encoding=br', body: { id: 1 } })
    expect(await encoded.json()).toEqual(JSON.parse(ANSWER))
  })
})
