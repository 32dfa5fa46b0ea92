/**
 * Validation of backend answers against schemas/api (and of form submissions against
 * schemas/common/form-submission), with the validators ajv compiled ahead of time
 * (schemas/api-validators.gen.ts): no ajv and no eval at run time, so they also run in the browser
 * under the production Content-Security-Policy. A browser client loads this module lazily (client.ts).
 */
import type { ApiAnswers, ApiCallName, FormSubmission } from '../../schemas/api.gen'
import * as generated from '../../schemas/api-validators.gen'
import { ApiValidationError, type AnswerProblem } from './errors'
import { repairToSchema, toProblems, wrapOneOrMany, type AnswerRepair, type CompiledValidator } from './repair'

/** An answer as the pages may use it, and what the boundary had to cut from it to get there. */
export interface ReadAnswer<T = unknown> {
  value: T
  repairs: AnswerRepair[]
}

/**
 * Reads `data` of one call tolerantly (see ./repair); throws ApiValidationError when the answer's root
 * is unusable. `request` only labels the error.
 */
export type AnswerValidator = (call: ApiCallName, data: unknown, request?: string) => ReadAnswer

const { oneOrManyPaths, ...compiled } = generated
const validators = compiled as unknown as Record<ApiCallName | 'formSubmission', CompiledValidator | undefined>
const oneOrMany = oneOrManyPaths as Partial<Record<ApiCallName, readonly string[]>>

const missingSchema = (name: string): AnswerProblem[] => [{ path: '', message: `no schema for "${name}"` }]

function run(name: ApiCallName | 'formSubmission', data: unknown): AnswerProblem[] {
  const validate = validators[name]
  if (!validate) return missingSchema(name)
  return validate(data) ? [] : toProblems(validate.errors)
}

/** The schema problems of `data` as the answer of `call`, read strictly; empty when it is valid. */
export function answerProblems(call: ApiCallName, data: unknown): AnswerProblem[] {
  return run(call, data)
}

/**
 * Validates `data` strictly as the answer of `call` (schemas/api/<kebab call>.schema.json) and returns it
 * typed; throws ApiValidationError naming the call and the JSON path. For content the project owns (the
 * embedded demo, tests); answers of a backend go through `readAnswer`.
 */
export function validateAnswer<N extends ApiCallName>(call: N, data: unknown, request: string = call): ApiAnswers[N] {
  const problems = run(call, data)
  if (problems.length) throw new ApiValidationError(call, request, problems)
  return data as ApiAnswers[N]
}

/**
 * Reads a backend's answer the tolerant way (CONTRACT.md): one object where a list is allowed becomes
 * a one-element list, a broken list item is dropped, a broken optional field is removed, and only an
 * unusable root throws ApiValidationError. Never modifies `data`.
 */
export function readAnswer<N extends ApiCallName>(call: N, data: unknown, request: string = call): ReadAnswer<ApiAnswers[N]> {
  const validate = validators[call]
  if (!validate) throw new ApiValidationError(call, request, missingSchema(call))
  const outcome = repairToSchema(validate, wrapOneOrMany(data, oneOrMany[call] ?? []))
  if (!outcome.ok) throw new ApiValidationError(call, request, outcome.problems)
  return { value: outcome.value as ApiAnswers[N], repairs: outcome.repairs }
}

/** The validator the server passes to `createApi` (`{ validator: answerValidator }`). */
export const answerValidator: AnswerValidator = (call, data, request) => readAnswer(call, data, request)

export type FormSubmissionCheck = { ok: true; value: FormSubmission } | { ok: false; problems: AnswerProblem[] }

/** Checks a POST /api/internal/form body against the FormSubmission schema (for the server). */
export function checkFormSubmission(body: unknown): FormSubmissionCheck {
  const problems = run('formSubmission', body)
  return problems.length ? { ok: false, problems } : { ok: true, value: body as FormSubmission }
}
