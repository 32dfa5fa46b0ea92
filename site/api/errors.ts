import type { AnswerProblem } from '../../schemas/repair'

/** Why a backend call failed. `code`: the envelope carried a non-200 code (SPEC §7/§8). */
export type ApiErrorKind = 'code' | 'http' | 'network' | 'timeout' | 'invalid-response' | 'validation'

export interface ApiErrorDetails {
  kind: ApiErrorKind
  /** The client function, e.g. `homepage`. */
  call: string
  /** Method and URL path of the request, e.g. `POST /api/internal/homepage`. */
  request: string
  /** HTTP status, when an answer arrived. */
  status?: number
  /** The envelope's code, when it was not 200. */
  code?: string | number
  /** The server's own message, when it sent one. */
  serverMessage?: string
  cause?: unknown
}

/**
 * A backend call that yielded no data. For a non-200 code the message is the server's message verbatim
 * (SPEC §8 "an error with the server message is thrown"); otherwise it names the call and what happened.
 */
/**
 * Marks ApiErrors across copies of this module. Production runs one module graph, but the development
 * server (tsx) and Vite's SSR loader (pages) each load their own site/api, and so do tests that render
 * through Vite: a registered symbol is the same in every copy, a class is not.
 */
export const API_ERROR = Symbol.for('enterprise-site/ApiError')

export class ApiError extends Error {
  readonly [API_ERROR] = true
  readonly kind: ApiErrorKind
  readonly call: string
  readonly request: string
  readonly status?: number
  readonly code?: string | number
  readonly serverMessage?: string

  constructor(message: string, details: ApiErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause })
    this.name = 'ApiError'
    this.kind = details.kind
    this.call = details.call
    this.request = details.request
    this.status = details.status
    this.code = details.code
    this.serverMessage = details.serverMessage
  }
}

export type { AnswerProblem }

/**
 * The answer arrived with code 200 but its `data` does not match the call's schema in schemas/api.
 * `absent`: the envelope carried no data at all (`data` null or missing), which says the item is not
 * there; any other unusable root (a wrong type, garbage, an object without its required id or name) is
 * an answer present but broken, a failure of the backend (docs/architecture.md "Error semantics").
 */
export class ApiValidationError extends ApiError {
  /** JSON pointer of the first (deepest) problem, `''` for the root. */
  readonly path: string
  readonly problems: AnswerProblem[]
  readonly absent: boolean

  constructor(call: string, request: string, problems: AnswerProblem[], absent = false) {
    const first = problems[0] ?? { path: '', message: 'is invalid' }
    super(`Invalid answer of ${call} (${request}) at ${first.path || '(root)'}: ${first.message}`, {
      kind: 'validation',
      call,
      request,
      status: 200,
    })
    this.name = 'ApiValidationError'
    this.path = first.path
    this.problems = problems
    this.absent = absent
  }
}
