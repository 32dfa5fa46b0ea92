import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

/**
 * How the fake CMS behind `API_BASE_URL` behaves (SPEC §8, issue §7 "a backend that answers non-200 or
 * is down"):
 * - `proxy`: answers like a real backend, by forwarding to the embedded content API of another server;
 * - `single-site`: the same, but the site list holds only its first site (SPEC §1: no language switcher);
 * - `code-500`: HTTP 200 with an envelope whose `code` is "500" (the CMS's own error answer);
 * - `http-500`: HTTP 500 with a body;
 * - `down`: the port is closed, connections are refused;
 * - `speaker-object`: like `proxy`, but every agenda entry's `activitySpeaker` list is answered as its first
 *   speaker object, as SPEC §3 words it ("activitySpeaker with avatar, name, position");
 * - `invalid-main-item`: like `proxy`, except that every detail call (`GET /product/1`, `/activity/1`,
 *   `/news/1` …) answers code "200" with an item that breaks its schema (`{ id }`, no name or title);
 * - `absent-main-item`: the same, but every detail call answers code "200" with `data: null`;
 * - `slow-enquiry`: like `proxy`, but the first delivery of each enquiry (`POST /form`) is stored and
 *   answered only once the site has given up waiting (OUTBOX_TIMEOUT_MS) and closed the connection (issue 14);
 * - `late-enquiry`: like `proxy`, but the first delivery of each enquiry is stored and answered after
 *   `lateEnquiryMs`: later than a page's backend call waits (API_TIMEOUT_MS), sooner than the outbox's
 *   delivery does (OUTBOX_TIMEOUT_MS, issue 21);
 * - `lose-enquiry-answer`: like `proxy`, but the first delivery of each enquiry is stored and its
 *   connection dropped without an answer;
 * - `refuse-enquiry`: like `proxy`, but every enquiry is refused as invalid (HTTP 400, code "400");
 * - `no-images`: like `proxy`, but every picture field of every answer (`IMAGE_FIELDS`) is left out: the
 *   keys are missing, as from a CMS whose editors uploaded none (issue 21);
 * - `long-lists`: like `proxy`, but the publications list holds every publication `LONG_LIST_COPIES`
 *   times (each copy's ids offset by `LONG_LIST_ID_STEP`), paged as asked: a list of several pages (issue 26).
 *
 * Enquiries (`POST /form`) are kept in a ledger, as a CMS that honours `Idempotency-Key` would: a key
 * seen before is answered success again without storing the enquiry twice (and without forwarding it).
 * Tests read it with `GET http://127.0.0.1:<controlPort>/enquiries` (`enquiryLedger` in `hosts.ts`).
 */
export const backendModes = [
  'proxy',
  'single-site',
  'code-500',
  'http-500',
  'down',
  'invalid-main-item',
  'absent-main-item',
  'speaker-object',
  'slow-enquiry',
  'late-enquiry',
  'lose-enquiry-answer',
  'refuse-enquiry',
  'no-images',
  'long-lists',
  'many-slides',
] as const

/** `many-slides`: how many slides each home carousel, and how many advantages a product, then has. */
export const MANY_SLIDES = 40

/** `long-lists`: how many times the publications list holds each publication, and the id offset of each copy. */
export const LONG_LIST_COPIES = 4
export const LONG_LIST_ID_STEP = 100_000
export type BackendMode = (typeof backendModes)[number]

/** One `POST /form` the fake CMS received. */
export interface EnquiryDelivery {
  key: string | null
  requestId: string | null
  /** The enquiry's field values joined, so a test finds its own enquiries. */
  values: string
  /** What the fake CMS did with it. */
  outcome: 'stored' | 'duplicate' | 'refused'
}

export interface FakeBackend {
  port: number
  controlPort: number
  stop(): Promise<void>
}

/**
 * Starts the fake backend on `port` and a control server on `controlPort`; tests switch the mode with
 * `POST http://127.0.0.1:<controlPort>/mode/<mode>` (see `setBackendMode` in `hosts.ts`).
 * `upstream` is the origin whose `/api/internal/*` the proxy mode forwards to.
 */
export async function startFakeBackend(options: {
  port: number
  controlPort: number
  upstream: string
  /** How late `late-enquiry` answers (default 4500 ms). */
  lateEnquiryMs?: number
}): Promise<FakeBackend> {
  let mode: BackendMode = 'proxy'
  const ledger: EnquiryDelivery[] = []
  const backend = createServer((req, res) => {
    const enquiry = req.method === 'POST' && /^(?:\/api\/internal)?\/form\/?$/.test((req.url ?? '').split('?')[0]!)
    const answered = enquiry
      ? answerEnquiry(mode, ledger, options.lateEnquiryMs ?? 4500, options.upstream, req, res)
      : answer(mode, options.upstream, req, res)
    answered.catch((error: unknown) => {
      res.writeHead(502, { 'content-type': 'text/plain' }).end(`fake backend: ${String(error)}`)
    })
  })
  await listen(backend, options.port)

  const control = createServer(async (req, res) => {
    if (req.method === 'GET' && req.url === '/enquiries') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ledger))
      return
    }
    const requested = /^\/mode\/([\w-]+)$/.exec(req.url ?? '')?.[1]
    if (req.method !== 'POST' || !isMode(requested)) {
      res.writeHead(400).end(`use POST /mode/{${backendModes.join('|')}}`)
      return
    }
    if (requested === 'down' && backend.listening) await close(backend)
    if (requested !== 'down' && !backend.listening) await listen(backend, options.port)
    mode = requested
    res.writeHead(204).end()
  })
  await listen(control, options.controlPort)

  return {
    port: options.port,
    controlPort: options.controlPort,
    async stop() {
      if (backend.listening) await close(backend)
      await close(control)
    },
  }
}

async function answer(mode: BackendMode, upstream: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (mode === 'code-500') {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ code: '500', data: null, message: 'fake backend: internal error' }))
    return
  }
  if (mode === 'http-500') {
    res.writeHead(500, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ code: '500', data: null, message: 'fake backend: server failure' }))
    return
  }
  // Accept both `<base>/homepage` and `<base>/api/internal/homepage`, whichever the server sends.
  const path = (req.url ?? '/').replace(/^\/api\/internal(?=\/|$)/, '')
  const spoilsDetail = mode === 'invalid-main-item' || mode === 'absent-main-item'
  const detailId = spoilsDetail && req.method === 'GET' ? DETAIL_CALL.exec(path)?.[1] : undefined
  if (detailId) {
    const data = mode === 'absent-main-item' ? null : { id: Number(detailId) }
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ code: '200', data, message: 'success' }))
    return
  }
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(await readBody(req))
  if (mode === 'long-lists' && body && path.startsWith('/corporate/publications/list')) {
    await answerLongList(upstream, path, body, res)
    return
  }
  const forwarded = await fetch(`${upstream}/api/internal${path}`, {
    method: req.method,
    headers: { 'content-type': req.headers['content-type'] ?? 'application/json' },
    body,
  })
  let answerBody = Buffer.from(await forwarded.arrayBuffer())
  if (mode === 'speaker-object' && /^\/(?:activity|fixed\/activity)\//.test(path)) {
    answerBody = Buffer.from(JSON.stringify(speakersAsObjects(JSON.parse(answerBody.toString('utf8')))))
  }
  if (mode === 'no-images' && (forwarded.headers.get('content-type') ?? '').includes('json')) {
    answerBody = Buffer.from(JSON.stringify(withoutImages(JSON.parse(answerBody.toString('utf8')))))
  }
  if (mode === 'many-slides' && /^\/(?:homepage|product\/\d+)$/.test(path)) {
    answerBody = Buffer.from(JSON.stringify(withManySlides(JSON.parse(answerBody.toString('utf8')))))
  }
  if (mode === 'single-site' && path.startsWith('/site/list')) {
    const envelope = JSON.parse(answerBody.toString('utf8')) as { data: unknown[] }
    answerBody = Buffer.from(JSON.stringify({ ...envelope, data: envelope.data.slice(0, 1) }))
  }
  res.writeHead(forwarded.status, { 'content-type': forwarded.headers.get('content-type') ?? 'application/json' })
  res.end(answerBody)
}

/** `long-lists`: the upstream's whole publications list, `LONG_LIST_COPIES` times, cut to the page asked for. */
async function answerLongList(upstream: string, path: string, body: Uint8Array, res: ServerResponse): Promise<void> {
  const asked = JSON.parse(Buffer.from(body).toString('utf8')) as { pageNo?: number; pageSize?: number }
  const forwarded = await fetch(`${upstream}/api/internal${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...asked, pageNo: 1, pageSize: 100 }),
  })
  const envelope = (await forwarded.json()) as { data: { data: Array<{ id: number }> } }
  const all = Array.from({ length: LONG_LIST_COPIES }, (_, copy) =>
    envelope.data.data.map((item) => ({ ...item, id: item.id + copy * LONG_LIST_ID_STEP })),
  ).flat()
  const pageSize = asked.pageSize ?? 10
  const start = ((asked.pageNo ?? 1) - 1) * pageSize
  const data = { data: all.slice(start, start + pageSize), total: all.length }
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...envelope, data }))
}

/** `POST /form` as a CMS that deduplicates by `Idempotency-Key`, with the enquiry fault modes. */
async function answerEnquiry(
  mode: BackendMode,
  ledger: EnquiryDelivery[],
  lateMs: number,
  upstream: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const body = await readBody(req)
  const key = headerOf(req, 'idempotency-key')
  const parsed = JSON.parse(body.toString('utf8')) as { fieldValues?: Array<{ value?: string }> }
  const values = (parsed.fieldValues ?? []).map((field) => field.value ?? '').join(' | ')
  const delivery = (outcome: EnquiryDelivery['outcome']) =>
    ledger.push({ key, requestId: headerOf(req, 'x-request-id'), values, outcome })
  const send = (status: number, envelope: unknown) => {
    if (res.destroyed) return
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(envelope))
  }
  if (mode === 'refuse-enquiry') {
    delivery('refused')
    send(400, { code: '400', data: null, message: 'fake backend: the enquiry is invalid' })
    return
  }
  const firstTime = key === null || !ledger.some((seen) => seen.key === key && seen.outcome === 'stored')
  delivery(firstTime ? 'stored' : 'duplicate')
  let answer = { code: '200', data: { id: ledger.length, success: true }, message: 'success' }
  if (firstTime) {
    const forwarded = await fetch(`${upstream}/api/internal/form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Uint8Array(body),
    })
    answer = (await forwarded.json()) as typeof answer
  }
  if (firstTime && mode === 'lose-enquiry-answer') {
    res.socket?.destroy()
    return
  }
  if (firstTime && mode === 'slow-enquiry' && !res.closed) await new Promise((resolve) => res.once('close', resolve))
  if (firstTime && mode === 'late-enquiry') await new Promise((resolve) => setTimeout(resolve, lateMs))
  send(200, answer)
}

function headerOf(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name]
  return typeof value === 'string' ? value : null
}

/** The GET calls of SPEC §7 that load a detail page's main item by id (`news`: the news article's). */
const DETAIL_CALL =
  /^\/(?:product|product-category\/detail|solution|example|activity|multimedia\/resource|corporate\/publications|news)\/(\d+)(?:\?|$)/

/** Every non-empty `activitySpeaker` list anywhere in `value`, replaced by its first speaker. */
function speakersAsObjects(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(speakersAsObjects)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) =>
      key === 'activitySpeaker' && Array.isArray(child) && child.length > 0
        ? [key, child[0]]
        : [key, speakersAsObjects(child)],
    ),
  )
}

function isMode(value: string | undefined): value is BackendMode {
  return (backendModes as readonly string[]).includes(value ?? '')
}

export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
}

/** Closes the port and drops kept-alive connections, so "down" really refuses the next request. */
export function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

/** The picture fields of the contract's answers (docs/contract.md): every one of them is optional. */
const IMAGE_FIELDS = new Set([
  'pcResource',
  'mobileResource',
  'backgroundMaterial',
  'coverMaterial',
  'pcResourceUrl',
  'mobileResourceUrl',
  'bannerUrl',
  'picture',
  'backgroundPicture',
  'basePicture',
  'mobileBackgroundPicture',
  'mobileBasePicture',
  'resourceUrl',
])

/** `value` with every picture field left out, at any depth. */
function withoutImages(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutImages)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !IMAGE_FIELDS.has(key))
      .map(([key, field]) => [key, withoutImages(field)]),
  )
}

/** `many-slides`: every home carousel's slides and a product's advantages, over again up to MANY_SLIDES. */
function withManySlides(envelope: { data?: unknown }): unknown {
  const lengthen = (list: unknown) =>
    Array.isArray(list) && list.length > 0
      ? Array.from({ length: MANY_SLIDES }, (_, index) => {
          const item = list[index % list.length] as Record<string, unknown>
          return { ...item, id: typeof item.id === 'number' ? item.id + index * 100_000 : item.id }
        })
      : list
  const { data } = envelope
  if (Array.isArray(data))
    return {
      ...envelope,
      data: data.map((module: Record<string, unknown>) => ({ ...module, carouselOpt: lengthen(module.carouselOpt) })),
    }
  const product = data as Record<string, unknown>
  return { ...envelope, data: { ...product, productSuperiority: lengthen(product.productSuperiority) } }
}
