import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync } from 'node:zlib'

/** A backend answer, its body read whole and decoded. */
export interface BackendAnswer {
  status: number
  statusText: string
  headers: Headers
  body: Buffer
}

export interface BackendRequest {
  method: string
  headers: Record<string, string>
  body?: string
  signal?: AbortSignal
}

/** Redirects followed before giving up, as many as `fetch` follows. */
const MAX_REDIRECTS = 20

/**
 * The most a backend answer may take, as sent and once decoded: far above any page's answer (the demo's
 * largest is under 100 KB), far below what would exhaust the server. A backend that sends more, or a small
 * compressed body that would decode into more, fails the call instead of the worker.
 */
export const MAX_ANSWER_BYTES = 32 * 1024 * 1024

/** A backend answer over MAX_ANSWER_BYTES (`code` tells the API client it is the answer, not the network). */
export class AnswerTooLargeError extends Error {
  readonly code = 'ANSWER_TOO_LARGE'
  constructor(url: string, what: string) {
    super(`the backend's answer ${what} more than ${MAX_ANSWER_BYTES / (1024 * 1024)} MiB (${url})`)
    this.name = 'AnswerTooLargeError'
  }
}

/**
 * How long an idle kept-alive connection waits for the next call: under the 5 s after which a Node backend
 * closes it from its side, and node:http shortens it further to a second under the backend's
 * `Keep-Alive: timeout=n` (it reads the hint only when a timeout is set). A call sent on a connection the
 * backend is closing at that moment is reset: see `send`.
 */
const IDLE_CONNECTION_MS = 4_000
const agentOptions = { keepAlive: true, timeout: IDLE_CONNECTION_MS }
const agents = { http: new HttpAgent(agentOptions), https: new HttpsAgent(agentOptions) }

/**
 * One server-side call to a backend over node:http (issue 13, first byte): what `fetch` does for these
 * calls (keep-alive connections, `gzip, deflate, br` accepted and decoded, redirects followed) at
 * about half its cost a call (0.6 ms less on a 15 KB answer; `fetch` builds web streams and a Request
 * around every call, and its time after the backend's answer delays the page).
 */
export async function backendExchange(url: string, init: BackendRequest): Promise<BackendAnswer> {
  let target = new URL(url)
  let { method, body } = init
  for (let redirects = 0; ; redirects++) {
    const answer = await send(target, { ...init, method, body })
    const location = answer.headers.get('location')
    if (!isRedirect(answer.status) || !location) return answer
    if (redirects === MAX_REDIRECTS) throw new Error(`more than ${MAX_REDIRECTS} redirects from ${url}`)
    target = new URL(location, target)
    // As `fetch` does: a 303, and a 301 or 302 after a POST, fetch the new location with GET.
    if (answer.status === 303 || ((answer.status === 301 || answer.status === 302) && method === 'POST')) {
      if (method !== 'HEAD') method = 'GET'
      body = undefined
    }
  }
}

/**
 * Sends once more a call whose kept-alive connection was reset before any answer: the backend closed that
 * idle connection as the call went out, and never read it (node:http's documented remedy, by
 * `request.reusedSocket`). Seen under load, where a crawl renders for seconds between two calls. Safe for
 * the calls sent here, which read; enquiries go through the outbox, with an idempotency key. Any other
 * failure is the caller's to handle.
 */
async function send(target: URL, init: BackendRequest): Promise<BackendAnswer> {
  try {
    return await sendOnce(target, init)
  } catch (error) {
    if (!(error instanceof StaleConnectionError) || init.signal?.aborted) throw error
    return sendOnce(target, init)
  }
}

/** A call reset on a kept-alive connection before any answer came (`send` tries it again). */
class StaleConnectionError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause })
    this.name = 'StaleConnectionError'
    const code = (cause as { code?: unknown }).code
    if (typeof code === 'string') Object.assign(this, { code })
  }
}

function sendOnce(target: URL, init: BackendRequest): Promise<BackendAnswer> {
  const https = target.protocol === 'https:'
  if (!https && target.protocol !== 'http:') return Promise.reject(new Error(`not an http(s) URL: ${target.href}`))
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br', ...init.headers }
  if (init.body === undefined) delete headers['content-type']
  else headers['content-length'] = String(Buffer.byteLength(init.body))
  return new Promise<BackendAnswer>((resolve, reject) => {
    const options = { method: init.method, headers, signal: init.signal, agent: https ? agents.https : agents.http }
    let answered = false
    const onAnswer = (incoming: IncomingMessage) => {
      answered = true
      const chunks: Buffer[] = []
      let received = 0
      const tooLarge = () => {
        incoming.destroy()
        reject(new AnswerTooLargeError(target.href, 'is'))
      }
      if (Number(incoming.headers['content-length']) > MAX_ANSWER_BYTES) return tooLarge()
      incoming.on('data', (chunk: Buffer) => {
        received += chunk.length
        if (received > MAX_ANSWER_BYTES) tooLarge()
        else chunks.push(chunk)
      })
      incoming.on('error', reject)
      incoming.on('close', () => {
        if (!incoming.complete) reject(new Error(`the backend closed its answer before the end (${target.href})`))
      })
      incoming.on('end', () => {
        try {
          resolve({
            status: incoming.statusCode ?? 0,
            statusText: incoming.statusMessage ?? '',
            headers: headersOf(incoming.rawHeaders),
            body: decoded(Buffer.concat(chunks), incoming.headers['content-encoding'], target.href),
          })
        } catch (error) {
          reject(error)
        }
      })
    }
    const outgoing = https ? httpsRequest(target, options, onAnswer) : httpRequest(target, options, onAnswer)
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      const stale = outgoing.reusedSocket && !answered && error.code === 'ECONNRESET'
      reject(stale ? new StaleConnectionError(error) : error)
    })
    outgoing.end(init.body)
  })
}

function isRedirect(status: number): boolean {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308
}

function headersOf(raw: string[]): Headers {
  const headers = new Headers()
  for (let index = 0; index + 1 < raw.length; index += 2) headers.append(raw[index]!, raw[index + 1]!)
  return headers
}

/** The body as sent before the backend compressed it (`Content-Encoding`, codings applied in order). */
function decoded(body: Buffer, contentEncoding: string | undefined, url: string): Buffer {
  if (!contentEncoding || body.length === 0) return body
  const codings = contentEncoding
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding && coding !== 'identity')
  const limit = { maxOutputLength: MAX_ANSWER_BYTES }
  try {
    return codings.reduceRight((bytes, coding) => {
      if (coding === 'gzip' || coding === 'x-gzip') return gunzipSync(bytes, limit)
      if (coding === 'br') return brotliDecompressSync(bytes, limit)
      // Zlib-wrapped as the standard says; some servers send it raw, which `fetch` accepts too.
      if (coding === 'deflate')
        return bytes[0] !== undefined && (bytes[0] & 0x0f) === 8
          ? inflateSync(bytes, limit)
          : inflateRawSync(bytes, limit)
      throw new Error(`unknown Content-Encoding ${coding}`)
    }, body)
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') throw new AnswerTooLargeError(url, 'decodes to')
    throw error
  }
}
