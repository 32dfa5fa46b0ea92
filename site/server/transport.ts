import type { Transport } from '../api'
import { backendUrl } from './api-url'
import { backendExchange, type BackendAnswer, type BackendRequest } from '../../runtime/server/backend-http'
import { currentRequestId, noteBackendAnswer } from '../../runtime/server/request-id'

/** Something that answers Fetch requests in-process, e.g. a Hono app (`app.request`). */
export interface InProcessApp {
  request(input: string, init?: RequestInit): Response | Promise<Response>
}

/** Server-side calls to the embedded content API: in-process, no network, no port. */
export function inProcessTransport(contentApi: InProcessApp): Transport {
  return ({ method, path, body, signal }) =>
    Promise.resolve(contentApi.request(`http://content.internal${path}`, requestInit(method, body, signal))).then(
      (response) => {
        noteBackendAnswer()
        return response
      },
    )
}

/**
 * Server-side calls to a real backend at API_BASE_URL, over node:http (`backendExchange`), or through
 * `fetchImpl` when given (tests). The answer's body is read here, so the moment the backend has answered
 * is known (`Server-Timing`, site/server/pages.ts).
 */
export function remoteTransport(apiBaseUrl: string, fetchImpl?: typeof fetch): Transport {
  const exchange = fetchImpl ? viaFetch(fetchImpl) : backendExchange
  return async ({ method, path, body, signal }) => {
    const answer = await exchange(backendUrl(apiBaseUrl, path), requestInit(method, body, signal))
    noteBackendAnswer()
    const { status, statusText, headers } = answer
    const bytes = answer.body.byteLength === 0 ? null : (answer.body as Uint8Array<ArrayBuffer>)
    return new Response(bytes, { status, statusText, headers })
  }
}

function viaFetch(fetchImpl: typeof fetch) {
  return async (url: string, init: BackendRequest): Promise<BackendAnswer> => {
    const response = await fetchImpl(url, init)
    const body = Buffer.from(await response.arrayBuffer())
    return { status: response.status, statusText: response.statusText, headers: response.headers, body }
  }
}

function requestInit(method: 'GET' | 'POST', body: unknown, signal: AbortSignal | undefined): BackendRequest {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (body !== undefined) headers['content-type'] = 'application/json'
  // The visitor's request this call is made for, so the backend's logs can be matched with ours.
  const requestId = currentRequestId()
  if (requestId) headers['x-request-id'] = requestId
  return { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal }
}
