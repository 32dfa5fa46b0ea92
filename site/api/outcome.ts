import type { ApiLogger } from './client'
import { API_ERROR, ApiError, type ApiValidationError } from './errors'

/**
 * A secondary section's data (docs/contract.md: "a broken secondary list drops that section only"): the
 * answer, or `fallback` when the call failed in a way `absorbs` accepts (logged with `what`). By default
 * only an ApiError is absorbed: anything else is a programming error and is rethrown. The shell, which
 * must never take a page down (SPEC §8 "Menu fetch failure: logged only"), absorbs every failure.
 */
export async function orFallback<T>(
  call: Promise<T>,
  fallback: T,
  what: string,
  logger: ApiLogger = console,
  absorbs: (error: unknown) => boolean = isApiError,
): Promise<T> {
  try {
    return await call
  } catch (error) {
    if (!absorbs(error)) throw error
    logger.error(`[api] ${what} unavailable, rendering without it: ${describeFailure(error)}`)
    return fallback
  }
}

/** Absorbs every failure (for `orFallback`). */
export const anyFailure = (): boolean => true

/** An ApiError by its message (the backend's own words); anything else with its class name. */
function describeFailure(error: unknown): string {
  if (isApiError(error)) return error.message
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
}

/**
 * Whether a failed main-item call means "no such item" (the page answers not-found, 404): the backend
 * said so (envelope code 404, or HTTP 404), or answered code 200 without data (`data` null or missing).
 * An answer present but unusable (`isUnusableAnswer`), other codes, outages and timeouts are errors of
 * the backend, not absences (`failureStatus`): docs/architecture.md "Error semantics".
 */
export function isMissingItem(error: unknown): boolean {
  if (!isApiError(error)) return false
  if (error.kind === 'validation') return isAbsentAnswer(error)
  return String(error.code) === '404' || (error.kind === 'http' && error.status === 404)
}

/**
 * Whether the backend answered code 200 with data that is there but unusable even after pruning (the
 * wrong type at its root, garbage, a root object without its required id or name): a CMS bug, answered
 * 502 and eligible for the page's last good copy, never "not found" (issue 21).
 */
export function isUnusableAnswer(error: unknown): boolean {
  return isApiError(error) && error.kind === 'validation' && !isAbsentAnswer(error)
}

/** An ApiValidationError for an answer without data (read by its field: it may come from another copy of this module). */
const isAbsentAnswer = (error: ApiError): boolean => (error as Partial<ApiValidationError>).absent === true

/**
 * The HTTP status of a page whose essential call failed (docs/architecture.md "Error semantics"):
 * any non-200 envelope code → 500; HTTP 5xx, an answer that is not a JSON envelope, or data present but
 * unusable → 502 (the backend answered, badly); unreachable → 503; slower than API_TIMEOUT_MS → 504.
 * Anything that is not a backend failure is a fault of this site: 500.
 */
export function failureStatus(error: unknown): 500 | 502 | 503 | 504 {
  if (!isApiError(error)) return 500
  switch (error.kind) {
    case 'http':
    case 'invalid-response':
    case 'validation':
      return 502
    case 'network':
      return 503
    case 'timeout':
      return 504
    default:
      return 500
  }
}

/**
 * Whether `error` is an ApiError: of this class (production runs one module graph), or branded by
 * another copy of it (development and Vite-rendering tests load site/api twice; see API_ERROR).
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (error instanceof Error && (error as Partial<Record<typeof API_ERROR, unknown>>)[API_ERROR] === true)
  )
}
