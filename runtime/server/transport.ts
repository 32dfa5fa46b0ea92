import type { Transport } from '../api'
import { backendUrl } from './api-url'
import { currentRequestId, noteBackendAnswer } from './request-id'

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
 * Server-side calls to a real backend at API_BASE_URL. The answer's body is read here, so the moment the
 * backend has answered is known (`Server-Timing`, runtime/server/pages.ts).
 */
export function remoteTransport(apiBaseUrl: string, fetchImpl: typeof fetch = fetch): Transport {
  return async ({ method, path, body, signal }) => {
    const response = await fetchImpl(backendUrl(apiBaseUrl, path), requestInit(method, body, signal))
    const bytes = await response.arrayBuffer()
    noteBackendAnswer()
    const { status, statusText, headers } = response
    return new Response(bytes.byteLength === 0 ? null : bytes, { status, statusText, headers })
  }
}

function requestInit(method: 'GET' | 'POST', body: unknown, signal: AbortSignal | undefined): RequestInit {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (body !== undefined) headers['content-type'] = 'application/json'
  // The visitor's request this call is made for, so the backend's logs can be matched with ours.
  const requestId = currentRequestId()
  if (requestId) headers['x-request-id'] = requestId
  return { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal }
}
