import type { ApiCallName } from '../../schemas/api.gen'
import { backendExchange, type BackendAnswer, type BackendRequest } from '../../runtime/server/backend-http'
import { deadline } from '../../runtime/server/deadline'
import type { CallRequest } from '../api/calls'
import { backendUrl } from '../server/api-url'
import { checkAnswer, type CheckedAnswer, type RawAnswer } from './check-answer'
import type { FindingRequest } from './findings'

/** One request the check sent, what came back and what is wrong with it. */
export interface Exchange {
  call: ApiCallName
  site: string | null
  request: FindingRequest
  raw: RawAnswer
  checked: CheckedAnswer
}

export type HttpExchange = (url: string, init: BackendRequest) => Promise<BackendAnswer>

export interface ContractClientOptions {
  /** The CMS's root (API_BASE_URL). */
  api: string
  /** Requests in flight at once. */
  concurrency: number
  /** How long one request may take (the site's API_TIMEOUT_MS). */
  timeoutMs: number
  /** How a request is sent (default: node:http, as the site's server sends them). */
  exchange?: HttpExchange
}

/**
 * Sends the site's requests to a CMS and checks each answer once: the same request (method, URL, body)
 * asked again, by the crawl or by a page's render, is answered from what came back the first time.
 */
export class ContractClient {
  private readonly exchanges = new Map<string, Promise<Exchange>>()
  private readonly queue: Array<() => void> = []
  private running = 0

  constructor(private readonly options: ContractClientOptions) {}

  /** Every request sent so far, in the order they were first asked. */
  async all(): Promise<Exchange[]> {
    return Promise.all(this.exchanges.values())
  }

  ask(call: ApiCallName, site: string | null, callRequest: CallRequest): Promise<Exchange> {
    const request: FindingRequest = {
      method: callRequest.method,
      url: backendUrl(this.options.api, callRequest.path),
      ...(callRequest.body === undefined ? {} : { body: callRequest.body }),
    }
    const key = `${request.method} ${request.url} ${JSON.stringify(request.body ?? null)}`
    let exchange = this.exchanges.get(key)
    if (!exchange) {
      exchange = this.limited(() => this.send(request)).then((raw) => ({
        call,
        site,
        request,
        raw,
        checked: checkAnswer({ call, site, request }, raw),
      }))
      this.exchanges.set(key, exchange)
    }
    return exchange
  }

  private async send(request: FindingRequest): Promise<RawAnswer> {
    const { timeoutMs } = this.options
    const exchange = this.options.exchange ?? backendExchange
    const limit = deadline(timeoutMs)
    const headers: Record<string, string> = { accept: 'application/json' }
    if (request.body !== undefined) headers['content-type'] = 'application/json'
    try {
      const answer = await exchange(request.url, {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: limit.signal,
      })
      return { kind: 'answer', status: answer.status, text: answer.body.toString('utf8') }
    } catch (error) {
      return limit.timedOut ? { kind: 'timeout', ms: timeoutMs } : { kind: 'unreachable', reason: reasonOf(error) }
    } finally {
      limit.clear()
    }
  }

  private async limited<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.concurrency) await new Promise<void>((resolve) => this.queue.push(resolve))
    this.running += 1
    try {
      return await task()
    } finally {
      this.running -= 1
      this.queue.shift()?.()
    }
  }
}

/** Why a request got no answer, with the system's code first (`ECONNREFUSED`, `ENOTFOUND`, `ECONNRESET` …). */
export function reasonOf(error: unknown): string {
  const causes: unknown[] = [error, error instanceof Error ? error.cause : undefined]
  const code = causes
    .map((cause) => (cause as { code?: unknown } | undefined)?.code)
    .find((value): value is string => typeof value === 'string')
  const message = error instanceof Error ? error.message : String(error)
  return code && !message.includes(code) ? `${code}: ${message}` : message
}
