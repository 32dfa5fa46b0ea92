import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callRequests, type CallRequest } from '../../site/api'
import { isContractCall } from '../../site/server/api-contract'
import { inProcessTransport, remoteTransport } from '../../site/server/transport'
import { testApp } from './server-fixtures'

// Issue 2 §4 / docs/architecture.md "Running": with API_BASE_URL the browser's /api/internal/* is proxied to it
// (with or without a trailing slash); a backend that cannot be reached answers a 503 envelope, as a page does (issue 25).

interface Seen {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: string
}

let upstream: Server
let base: string
const seen: Seen[] = []

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      if (req.url?.startsWith('/api/internal/ai/native/story')) return // never answers
      if (req.url?.startsWith('/api/internal/ai/native/carousel')) {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
        res.end(gzipSync(JSON.stringify({ code: '200', data: 'x'.repeat(5000), message: 'ok' })))
        return
      }
      if (req.url?.startsWith('/api/internal/site/9')) {
        res.writeHead(500, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ code: '500', message: 'database offline' }))
        return
      }
      res.writeHead(200, {
        'content-type': 'application/json;charset=utf-8',
        'x-upstream': 'yes',
        'keep-alive': 'timeout=5',
      })
      res.end(JSON.stringify({ code: '200', data: { method: req.method, url: req.url, body }, message: 'ok' }))
    })
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
})

afterAll(async () => {
  upstream.closeAllConnections()
  await new Promise((resolve) => upstream.close(resolve))
})

function proxyApp(apiBaseUrl: string, env: Record<string, string> = {}) {
  return testApp({ env: { API_BASE_URL: apiBaseUrl, ...env }, contentApi: embeddedThatMustNotAnswer() })
}

/** Proves the proxy, not the embedded API, answers when API_BASE_URL is set. */
function embeddedThatMustNotAnswer() {
  const api = new Hono()
  api.all('*', (c) => c.json({ code: '500', message: 'embedded API answered' }, 500))
  return api
}

describe('API proxy to API_BASE_URL', () => {
  it.each([
    ['without a trailing slash', () => base],
    ['with a trailing slash', () => `${base}/`],
    ['already ending in /api/internal', () => `${base}/api/internal/`],
  ])('forwards GET with its query, %s', async (_, apiBaseUrl) => {
    const { app, render } = proxyApp(apiBaseUrl())
    const response = await app.request('http://localhost:3000/api/internal/fixed/news/list/1?type=NEWS_AI&x=%E4%B8%AD')
    expect(response.status).toBe(200)
    const answer = await response.json()
    expect(answer.data).toMatchObject({
      method: 'GET',
      url: '/api/internal/fixed/news/list/1?type=NEWS_AI&x=%E4%B8%AD',
    })
    expect(response.headers.get('x-upstream')).toBe('yes')
    expect(response.headers.get('keep-alive')).toBeNull()
    expect(render.calls).toHaveLength(0)
  })

  it('keeps a path prefix of the base URL', async () => {
    const { app } = proxyApp(`${base}/cms/`)
    const answer = await (await app.request('http://localhost:3000/api/internal/site/list')).json()
    expect(answer.data.url).toBe('/cms/api/internal/site/list')
  })

  it('forwards POST body and content type, drops hop-by-hop headers', async () => {
    const { app } = proxyApp(base)
    const body = JSON.stringify({
      site: { id: 1 },
      form: { id: 7 },
      fieldValues: [{ formField: { id: 1 }, value: '张三' }],
    })
    const response = await app.request('http://localhost:3000/api/internal/form', {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json;charset=utf-8',
        'x-request-id': 'abc',
        connection: 'keep-alive, x-private',
        'x-private': 'secret',
        'proxy-authorization': 'Basic Zm9vOmJhcg==',
        te: 'trailers',
        'keep-alive': 'timeout=5',
      },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const request = seen.at(-1)!
    expect(request.method).toBe('POST')
    expect(request.body).toBe(body)
    expect(request.headers['content-type']).toBe('application/json;charset=utf-8')
    expect(request.headers['x-request-id']).toBe('abc')
    expect(request.headers['x-forwarded-host']).toBe('localhost:3000')
    expect(request.headers['x-private']).toBeUndefined()
    expect(request.headers['proxy-authorization']).toBeUndefined()
    expect(request.headers.te).toBeUndefined()
  })

  it("passes the backend's error status and envelope through", async () => {
    const { app } = proxyApp(base)
    const response = await app.request('http://localhost:3000/api/internal/site/9')
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ code: '500', message: 'database offline' })
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('passes a compressed answer on decoded and readable', async () => {
    const { app } = proxyApp(base)
    const response = await app.request('http://localhost:3000/api/internal/ai/native/carousel')
    expect(response.headers.get('content-encoding')).toBeNull()
    expect((await response.json()).data).toHaveLength(5000)
  })

  it('answers 503 with an envelope when the backend is unreachable, the status pages answer', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))

    const { app, logger } = proxyApp(`http://127.0.0.1:${port}/`)
    const response = await app.request('http://localhost:3000/api/internal/site/list')
    expect(response.status).toBe(503)
    const answer = await response.json()
    expect(answer.code).toBe('503')
    expect(typeof answer.message).toBe('string')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(logger.messages.join('\n')).toContain(`127.0.0.1:${port}/api/internal/site/list`)
  })

  it('answers 504 with an envelope when the backend does not answer in time', async () => {
    const { app } = proxyApp(base, { API_TIMEOUT_MS: '100' })
    const response = await app.request('http://localhost:3000/api/internal/ai/native/story')
    expect(response.status).toBe(504)
    expect((await response.json()).code).toBe('504')
  })
})

describe('server-side transports', () => {
  it('reach API_BASE_URL over the network, with or without a trailing slash', async () => {
    for (const apiBaseUrl of [base, `${base}/`]) {
      const transport = remoteTransport(apiBaseUrl)
      const response = await transport({ method: 'POST', path: '/homepage', body: { id: 1 } })
      const answer = await response.json()
      expect(answer.data).toEqual({ method: 'POST', url: '/api/internal/homepage', body: '{"id":1}' })
    }
  })

  it('reach the embedded API in-process', async () => {
    const content = new Hono()
    content.post('/homepage', async (c) => c.json({ code: '200', data: await c.req.json(), message: 'ok' }))
    content.get('/fixed/news/list/:id', (c) => c.json({ code: '200', data: c.req.query('type'), message: 'ok' }))
    const transport = inProcessTransport(content)
    expect(await (await transport({ method: 'POST', path: '/homepage', body: { id: 2 } })).json()).toMatchObject({
      data: { id: 2 },
    })
    expect(await (await transport({ method: 'GET', path: '/fixed/news/list/1?type=NEWS' })).json()).toMatchObject({
      data: 'NEWS',
    })
  })
})

// Issue 14 "A proxy that forwards only the contract": only SPEC §7 calls with their methods reach the
// CMS, without the visitor's credentials, and X-Forwarded-For names the real peer.
describe('the proxy forwards only the contract', () => {
  it.each([
    ['DELETE', '/api/internal/form'],
    ['PUT', '/api/internal/product/1'],
    ['PATCH', '/api/internal/site/list'],
    ['GET', '/api/internal/form'],
    ['POST', '/api/internal/product/1'],
    ['HEAD', '/api/internal/site/list'],
    ['GET', '/api/internal/admin/users'],
    ['GET', '/api/internal/..%2F..%2Fadmin'],
    ['GET', '/api/internal/product/1%2F..%2F..%2Fadmin'],
    ['GET', '/api/internal/product/abc'],
    ['GET', '/api/internal/site/list/../../admin'],
    ['POST', '/api/internal/users/list'],
    ['GET', '/api/internal/'],
  ])('%s %s → 404 without a backend round trip', async (method, path) => {
    const { app } = proxyApp(base)
    const before = seen.length
    const response = await app.request(`http://localhost:3000${path}`, {
      method,
      body: method === 'GET' || method === 'HEAD' ? undefined : '{}',
    })
    expect(response.status).toBe(404)
    if (method !== 'HEAD') expect((await response.json()).code).toBe('404')
    expect(seen.length).toBe(before)
  })

  it('never forwards Cookie or Authorization, nor spoofed X-Forwarded-* without TRUST_PROXY', async () => {
    const { app } = proxyApp(base)
    await app.request('http://localhost:3000/api/internal/site/list', {
      headers: {
        cookie: 'preview_token=abc; other=1',
        authorization: 'Bearer visitor',
        'x-forwarded-for': '6.6.6.6',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        'accept-language': 'zh-CN',
      },
    })
    const request = seen.at(-1)!
    expect(request.headers.cookie).toBeUndefined()
    expect(request.headers.authorization).toBeUndefined()
    expect(request.headers['x-forwarded-for']).toBeUndefined()
    expect(request.headers['x-forwarded-host']).toBe('localhost:3000')
    expect(request.headers['x-forwarded-proto']).toBe('http')
    expect(request.headers['accept-language']).toBe('zh-CN')
  })

  it("under TRUST_PROXY keeps the forwarded chain, and tells the forwarded host's site by its configured origin", async () => {
    const env = { TRUST_PROXY: '1', SITE_HOSTS: 'cn=www.example.cn,en=www.example.com', PUBLIC_PROTOCOL: 'https' }
    const { app } = proxyApp(base, env)
    await app.request('http://10.0.0.5:3000/api/internal/site/list', {
      headers: {
        'x-forwarded-for': '203.0.113.7',
        'x-forwarded-host': 'WWW.example.com:8443',
        'x-forwarded-proto': 'http',
      },
    })
    const request = seen.at(-1)!
    expect(request.headers['x-forwarded-for']).toBe('203.0.113.7')
    expect(request.headers['x-forwarded-host']).toBe('www.example.com')
    expect(request.headers['x-forwarded-proto']).toBe('https')
  })

  // Issue 21: a forged Host (or, under TRUST_PROXY, a forged X-Forwarded-Host) never reaches the CMS.
  it.each([
    ['a Host no site is configured for', 'http://evil.example', {}, {}],
    [
      'a forwarded host no site is configured for, under TRUST_PROXY',
      'http://www.example.com',
      { TRUST_PROXY: '1' },
      { 'x-forwarded-host': 'evil.example' },
    ],
  ])('tells the CMS the first configured site for %s', async (_, origin, env, headers) => {
    const { app } = proxyApp(base, { SITE_HOSTS: 'cn=www.example.cn:8080,en=www.example.com', ...env })
    for (const path of ['/api/internal/site/list', '/api/internal/form']) {
      const url = new URL(path, origin)
      const response = await app.request(url.href, {
        method: path.endsWith('form') ? 'POST' : 'GET',
        headers: { ...headers, 'content-type': 'application/json' },
        body: path.endsWith('form') ? JSON.stringify({ site: { id: 1 }, form: { id: 7 }, fieldValues: [] }) : undefined,
      })
      expect(response.status).toBe(200)
      const request = seen.at(-1)!
      expect(request.url).toBe(path)
      expect(request.headers['x-forwarded-host']).toBe('www.example.cn:8080')
      expect(request.headers['x-forwarded-proto']).toBe('http')
    }
  })

  it('sets X-Forwarded-For from the TCP peer over a real connection', async () => {
    const { app } = proxyApp(base)
    const server = createServer(getRequestListener(app.fetch))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const port = (server.address() as AddressInfo).port
      await fetch(`http://127.0.0.1:${port}/api/internal/site/list`, { headers: { 'x-forwarded-for': '6.6.6.6' } })
      expect(seen.at(-1)!.headers['x-forwarded-for']).toBe('127.0.0.1')
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('lets every request of the API client through (site/api/calls.ts)', () => {
    const samples: CallRequest[] = [
      ...Object.entries(callRequests)
        .filter(
          ([name]) =>
            ![
              'list',
              'detail',
              'newsList',
              'activityList',
              'multimediaResourceList',
              'publicationList',
              'fixedNews',
              'titleByType',
              'submitForm',
            ].includes(name),
        )
        .map(([, toRequest]) => (toRequest as (id: number) => CallRequest)(7)),
      callRequests.newsList({ siteId: 1, pageNo: 1, pageSize: 9, type: 'NEWS' }),
      callRequests.activityList({ siteId: 1, pageNo: 1, pageSize: 10 }),
      callRequests.multimediaResourceList({ siteId: 1, pageNo: 1, pageSize: 10 }),
      callRequests.publicationList({ siteId: 1, pageNo: 1, pageSize: 10 }),
      callRequests.fixedNews(1, 'NEWS_AI'),
      callRequests.titleByType('NEWS', 1),
      callRequests.detail('news', 5),
      callRequests.list('news', { siteId: 1, pageNo: 1, pageSize: 9 }),
    ]
    for (const request of samples)
      expect(isContractCall(request.method, request.path.split('?')[0]!), `${request.method} ${request.path}`).toBe(
        true,
      )
    expect(isContractCall('POST', '/form')).toBe(true)
  })
})
