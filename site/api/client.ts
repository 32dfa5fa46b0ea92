import type { ApiAnswers, ApiCallName } from '../../schemas/api.gen'
import { callRequests, type CallRequest } from './calls'
import { ApiError, ApiValidationError } from './errors'
import { API_PREFIX, type Transport } from './transport'
import type { AnswerRepair } from '../../schemas/repair'
import type { AnswerValidator } from './validate'
import { rejectionEvent, repairEvent, type DriftEvent } from './drift'

export const DEFAULT_TIMEOUT_MS = 8000

export interface ApiLogger {
  error(message: string): void
}

export interface ApiOptions {
  /** Per-call timeout (the server passes `API_TIMEOUT_MS`); default 8000 ms. */
  timeoutMs?: number
  /**
   * How answers are validated: an AnswerValidator (the server passes `answerValidator` from
   * ./validate), `false` for none, or by default that same validator loaded lazily on the first call,
   * so a browser page carries the validators only once it actually calls the backend.
   */
  validator?: AnswerValidator | false
  /** Where HTTP 500s and invalid answers are reported (SPEC §8); the console by default. */
  logger?: ApiLogger
  /**
   * Told of every answer the validator repaired or rejected (issue 24 "Recorded drift"), with the pointers
   * and the values as they arrived; the server records them (site/server/drift-record.ts). Called on the
   * call's path: it must only note the event and return. An answer without data (`data: null`, the
   * backend's "not found", docs/architecture.md "Error semantics") is no drift.
   */
  onDrift?: (event: DriftEvent) => void
}

/** One typed function per SPEC §7 call (see ./calls for the requests they send). */
export type Api = {
  [N in ApiCallName]: (...args: Parameters<(typeof callRequests)[N]>) => Promise<ApiAnswers[N]>
}

const loadValidator = (): Promise<AnswerValidator> => import('./validate').then((module) => module.answerValidator)

/**
 * The backend client. Each call: sends its request through `transport` with a timeout, unwraps the
 * `{ code, data, message }` envelope (only code "200" / 200 yields data), reads `data` against the
 * call's schema the tolerant way (broken list items and optional fields are cut away and logged), and
 * returns it typed. Everything else rejects with an ApiError (ApiValidationError when the answer's root
 * is unusable) — never an undefined that reaches a component.
 */
export function createApi(transport: Transport, options: ApiOptions = {}): Api {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const logger = options.logger ?? console
  const onDrift = options.onDrift
  /** Tells `onDrift`; a failing hook costs the record, never the call. */
  const report = (event: () => DriftEvent) => {
    if (!onDrift) return
    try {
      onDrift(event())
    } catch (error) {
      logger.error(`[api] recording drift failed: ${String(error)}`)
    }
  }
  let validator: Promise<AnswerValidator | false> | undefined =
    options.validator === undefined ? undefined : Promise.resolve(options.validator)

  async function run<N extends ApiCallName>(call: N, request: CallRequest): Promise<ApiAnswers[N]> {
    const label = `${request.method} ${API_PREFIX}${request.path}`
    const data = await send(transport, call, label, request, timeoutMs, logger)
    validator ??= loadValidator()
    const validate = await validator
    if (!validate) return data as ApiAnswers[N]
    try {
      const { value, repairs } = validate(call, data, label)
      if (repairs.length > 0) {
        logger.error(`[api] ${describeRepairs(label, repairs)}`)
        report(() => repairEvent(call, request, data, repairs))
        if (isHollow(value) && typeof value === 'object' && value !== null) repairedIntoEmptiness.add(value)
      }
      return value as ApiAnswers[N]
    } catch (error) {
      if (error instanceof ApiValidationError) {
        logger.error(`[api] ${error.message}`)
        if (!error.absent) report(() => rejectionEvent(call, request, data, error.problems))
      }
      throw error
    }
  }

  const api = {} as Record<ApiCallName, (...args: never[]) => Promise<unknown>>
  for (const call of Object.keys(callRequests) as ApiCallName[]) {
    const toRequest = callRequests[call] as (...args: unknown[]) => CallRequest
    api[call] = (...args: unknown[]) => {
      let request: CallRequest
      try {
        request = toRequest(...args)
      } catch (error) {
        return Promise.reject(error)
      }
      return run(call, request)
    }
  }
  return api as unknown as Api
}

const REPAIRS_LOGGED = 10

/** Answers the boundary had to cut down to nothing (see `isRepairedIntoEmptiness`). */
const repairedIntoEmptiness = new WeakSet<object>()

/**
 * Whether `answer` is what was left of a broken answer after the boundary cut every broken part, and
 * nothing is left: a site list with no usable site, an empty navigation, a footer without a list, a
 * language pack without an entry, each of which was not empty as the backend sent it. Such an answer
 * stands for a backend that failed, not for content, so it is never kept (shared-cache.ts, issue 21).
 */
export function isRepairedIntoEmptiness(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && repairedIntoEmptiness.has(answer)
}

/** No content: nothing, an empty list, or an object whose every field holds no content. */
function isHollow(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object') return Object.values(value).every(isHollow)
  return false
}

/** One log line for everything the boundary cut from one answer, naming the call and the JSON paths. */
function describeRepairs(label: string, repairs: AnswerRepair[]): string {
  const listed = repairs.slice(0, REPAIRS_LOGGED).map((repair) => `${repair.action} ${repair.path} (${repair.problem})`)
  const more = repairs.length > REPAIRS_LOGGED ? `; and ${repairs.length - REPAIRS_LOGGED} more` : ''
  return `${label}: answer drifts from its schema, using the rest: ${listed.join('; ')}${more}`
}

interface Envelope {
  code?: unknown
  data?: unknown
  message?: unknown
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'code' in value
const isOk = (code: unknown) => code === '200' || code === 200
const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined)

/** Sends one request and returns the envelope's data (SPEC §7 and §8 rules). */
async function send(
  transport: Transport,
  call: string,
  label: string,
  request: CallRequest,
  timeoutMs: number,
  logger: ApiLogger,
): Promise<unknown> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(
        new ApiError(`${call} timed out after ${timeoutMs} ms (${label})`, { kind: 'timeout', call, request: label }),
      )
    }, timeoutMs)
  })
  try {
    return await Promise.race([exchange(transport, call, label, request, controller.signal, logger), timedOut])
  } finally {
    clearTimeout(timer)
  }
}

async function exchange(
  transport: Transport,
  call: string,
  label: string,
  request: CallRequest,
  signal: AbortSignal,
  logger: ApiLogger,
): Promise<unknown> {
  let response: Response
  let text: string
  try {
    response = await transport({ method: request.method, path: request.path, body: request.body, signal })
    text = await response.text()
  } catch (error) {
    if (signal.aborted) throw error // the timeout already rejected; this only ends the exchange
    // The server's transport refuses an answer over its size limit (runtime/server/backend-http.ts): the
    // backend answered, with something no page can use.
    if ((error as { code?: unknown } | null)?.code === 'ANSWER_TOO_LARGE') {
      throw new ApiError(`${call} failed: ${(error as Error).message}`, {
        kind: 'invalid-response',
        call,
        request: label,
        cause: error,
      })
    }
    // Node's fetch says "fetch failed" and keeps why (ECONNREFUSED, a DNS failure) in its cause.
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : ''
    const reason = error instanceof Error ? `${error.message}${cause}` : String(error)
    throw new ApiError(`${call} failed: the backend could not be reached (${label}): ${reason}`, {
      kind: 'network',
      call,
      request: label,
      cause: error,
    })
  }

  const body = parseJson(text)
  if (response.status >= 500) {
    const serverMessage = textOf(isEnvelope(body) ? body.message : undefined) ?? textOf(text.slice(0, 500))
    logger.error(`[api] HTTP ${response.status} ${label}: ${serverMessage ?? response.statusText ?? 'no message'}`)
    throw new ApiError(serverMessage ?? `${call} failed with HTTP ${response.status} (${label})`, {
      kind: 'http',
      call,
      request: label,
      status: response.status,
      code: isEnvelope(body) ? (body.code as string | number) : undefined,
      serverMessage,
    })
  }
  if (isEnvelope(body)) {
    if (isOk(body.code)) return body.data
    const serverMessage = textOf(body.message)
    throw new ApiError(serverMessage ?? `${call} answered code ${String(body.code)} without a message (${label})`, {
      kind: 'code',
      call,
      request: label,
      status: response.status,
      code: body.code as string | number,
      serverMessage,
    })
  }
  if (!response.ok) {
    throw new ApiError(`${call} failed with HTTP ${response.status} (${label})`, {
      kind: 'http',
      call,
      request: label,
      status: response.status,
    })
  }
  throw new ApiError(`${call} answered something other than a { code, data, message } envelope (${label})`, {
    kind: 'invalid-response',
    call,
    request: label,
    status: response.status,
  })
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
