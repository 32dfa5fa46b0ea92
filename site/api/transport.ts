/** The prefix every SPEC §7 call lives under. */
export const API_PREFIX = '/api/internal'

export interface TransportRequest {
  method: 'GET' | 'POST'
  /** Relative to `/api/internal`, e.g. `/homepage` or `/fixed/news/list/1?type=NEWS`. */
  path: string
  /** Sent as JSON. */
  body?: unknown
  signal?: AbortSignal
}

/** How the client reaches the backend: in-process on the server, same-origin fetch in the browser. */
export type Transport = (request: TransportRequest) => Promise<Response>

/** The browser's transport: same-origin `/api/internal/*` (the site's server answers or proxies). */
export const browserTransport: Transport = ({ method, path, body, signal }) =>
  fetch(`${API_PREFIX}${path}`, {
    method,
    headers:
      body === undefined
        ? { accept: 'application/json' }
        : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
    credentials: 'same-origin',
  })
