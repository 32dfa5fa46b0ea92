import type { ApiLogger } from './client'
import { ApiError } from './errors'

/**
 * A secondary section's data (CONTRACT.md: "a broken secondary list drops that section only"): the
 * answer, or `fallback` when the call failed with an ApiError (logged with `what`). Anything else is a
 * programming error and is rethrown.
 */
export async function orFallback<T>(call: Promise<T>, fallback: T, what: string, logger: ApiLogger = console): Promise<T> {
  try {
    return await call
  } catch (error) {
    if (!isApiError(error)) throw error
    logger.error(`[api] ${what} unavailable, rendering without it: ${error.message}`)
    return fallback
  }
}

/**
 * Whether a failed main-item call means "no such item" (the page answers not-found): the backend said
 * so with a non-200 code, or HTTP 404. Timeouts, outages and invalid answers are errors, not absences.
 */
export function isMissingItem(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'code' || error.status === 404)
}

/**
 * Whether `error` is an ApiError. A plain `instanceof`: the production server is built with the pages as
 * one module graph, so the errors the server's client throws into page hooks are of this very class.
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}
