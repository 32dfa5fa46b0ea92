import type { Transport } from '../api'
import { backendUrl } from './api-url'
import { currentRequestId } from './request-id'

/** Something that answers Fetch requests in-process, e.g. a Hono app (`app.request`). */
export interface InProcessApp {
  request(input: string, init?: RequestInit): Response | Promise<Response>
}

/** Server-side calls to the embedded content API: in-process, no network, no port. */
export function inProcessTransport(contentApi: InProcessApp): Transport {
  return ({ method, path, body, signal }) =>
    Promise.resolve(contentApi.request(`http://content.internal${path}`, requestInit(method, body, signal)))
}

/** Server-side calls to a real backend at API_BASE_URL. */
export function remoteTransport(apiBaseUrl: string, fetchImpl: typeof fetch = fetch): Transport {
  return ({ method, path, body, signal }) => fetchImpl(backendUrl(apiBaseUrl, path), requestInit(method, body, signal))
}

function requestInit(method: 'GET' | 'POST', body: unknown, signal: AbortSignal | undefined): RequestInit {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (body !== undefined) headers['content-type'] = 'application/json'
  // The visitor's request this call is made for, so the backend's logs can be matched with ours.
  const requestId = currentRequestId()
  if (requestId) headers['x-request-id'] = requestId
  return { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal }
}
