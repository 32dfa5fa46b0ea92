/**
 * The API client's reading of backend answers: the contract's validators (schemas/validate.ts), with a
 * failure turned into ApiValidationError naming the call and the JSON path. A browser client loads this
 * module lazily (client.ts), so the compiled validators reach a page only when it calls the backend.
 */
import type { ApiAnswers, ApiCallName } from '../../schemas/api.gen'
import type { AnswerRepair } from '../../schemas/repair'
import { answerProblems, repairAnswer } from '../../schemas/validate'
import { ApiValidationError } from './errors'

/** An answer as the pages may use it, and what the boundary had to cut from it to get there. */
export interface ReadAnswer<T = unknown> {
  value: T
  repairs: AnswerRepair[]
}

/**
 * Reads `data` of one call tolerantly (see schemas/repair.ts); throws ApiValidationError when the
 * answer's root is unusable. `request` only labels the error.
 */
export type AnswerValidator = (call: ApiCallName, data: unknown, request?: string) => ReadAnswer

/**
 * Validates `data` strictly as the answer of `call` (schemas/api/<kebab call>.schema.json) and returns it
 * typed; throws ApiValidationError naming the call and the JSON path. For content the project owns (the
 * embedded demo, tests); answers of a backend go through `readAnswer`.
 */
export function validateAnswer<N extends ApiCallName>(call: N, data: unknown, request: string = call): ApiAnswers[N] {
  const problems = answerProblems(call, data)
  if (problems.length) throw new ApiValidationError(call, request, problems, isAbsent(data))
  return data as ApiAnswers[N]
}

/**
 * Reads a backend's answer the tolerant way (docs/contract.md): one object where a list is allowed becomes
 * a one-element list, a broken list item is dropped, a broken optional field is removed, and only an
 * unusable root throws ApiValidationError. Never modifies `data`.
 */
export function readAnswer<N extends ApiCallName>(
  call: N,
  data: unknown,
  request: string = call,
): ReadAnswer<ApiAnswers[N]> {
  const outcome = repairAnswer(call, data)
  if (!outcome.ok) throw new ApiValidationError(call, request, outcome.problems, isAbsent(data))
  return { value: outcome.value as ApiAnswers[N], repairs: outcome.repairs }
}

/** An envelope without data (`data: null` or no `data`): the backend has nothing, as opposed to garbage. */
const isAbsent = (data: unknown): boolean => data === null || data === undefined

/** The validator the server passes to `createApi` (`{ validator: answerValidator }`). */
export const answerValidator: AnswerValidator = (call, data, request) => readAnswer(call, data, request)
