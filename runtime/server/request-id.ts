import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

/**
 * The id of the request being served (issue 14 "Operations"): logged with the request, answered in
 * `X-Request-Id`, and sent to the backend on every call made for it (server-side API calls, the proxy,
 * the enquiry outbox). Kept in async-local storage, so the API client needs no per-request wiring.
 */
const current = new AsyncLocalStorage<string>()

/** An incoming id is kept only when it is short and cannot break a log line or a header. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/

export function requestIdFor(incoming: string | null | undefined): string {
  const candidate = incoming?.trim()
  return candidate && SAFE_REQUEST_ID.test(candidate) ? candidate : randomUUID()
}

export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return current.run(requestId, work)
}

/** The id of the request this code runs for; `undefined` outside a request (start-up, the outbox loop). */
export function currentRequestId(): string | undefined {
  return current.getStore()
}
