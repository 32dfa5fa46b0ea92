import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

/**
 * The request being served: its id (issue 14 "Operations": logged with the request, answered in
 * `X-Request-Id`, and sent to the backend on every call made for it: server-side API calls, the proxy,
 * the enquiry outbox), and when the backend calls made for it answered (issue 13: `Server-Timing`).
 * Kept in async-local storage, so the API client needs no per-request wiring.
 */
interface RequestScope {
  id: string
  /** Backend calls this request made that have answered (a shared call another request made is not one). */
  backendAnswers: number
  /** `performance.now()` when the last of them answered. */
  lastBackendAnswerAt?: number
}

const current = new AsyncLocalStorage<RequestScope>()

/** An incoming id is kept only when it is short and cannot break a log line or a header. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/

export function requestIdFor(incoming: string | null | undefined): string {
  const candidate = incoming?.trim()
  return candidate && SAFE_REQUEST_ID.test(candidate) ? candidate : randomUUID()
}

export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return current.run({ id: requestId, backendAnswers: 0 }, work)
}

/** The id of the request this code runs for; `undefined` outside a request (start-up, the outbox loop). */
export function currentRequestId(): string | undefined {
  return current.getStore()?.id
}

/** A backend call made for the request this code runs for has answered, its body read. */
export function noteBackendAnswer(): void {
  const scope = current.getStore()
  if (!scope) return
  scope.backendAnswers++
  scope.lastBackendAnswerAt = performance.now()
}

/** How many backend calls of the current request have answered, and when the last one did. */
export function backendAnswers(): { count: number; lastAt?: number } {
  const scope = current.getStore()
  return { count: scope?.backendAnswers ?? 0, lastAt: scope?.lastBackendAnswerAt }
}
