/**
 * Validation of backend answers against schemas/api (and of form submissions against
 * schemas/common/form-submission), with the validators ajv compiled ahead of time
 * (schemas/api-validators.gen.ts): no ajv and no eval at run time, so they also run in the browser
 * under the production Content-Security-Policy. A browser client loads this module lazily (client.ts).
 */
import type { ApiAnswers, ApiCallName, FormSubmission } from '../../schemas/api.gen'
import * as generated from '../../schemas/api-validators.gen'
import { ApiValidationError, type AnswerProblem } from './errors'

/** Checks `data` of one call; throws ApiValidationError. `request` only labels the error. */
export type AnswerValidator = (call: ApiCallName, data: unknown, request?: string) => void

interface SchemaError {
  instancePath: string
  keyword: string
  message?: string
  params: Record<string, unknown>
}
interface CompiledValidator {
  (data: unknown): boolean
  errors?: SchemaError[] | null
}

const validators = generated as unknown as Record<ApiCallName | 'formSubmission', CompiledValidator | undefined>

/** Deepest problem first: that is where the data actually broke (anyOf alternatives report shallower). */
function toProblems(errors: SchemaError[] | null | undefined): AnswerProblem[] {
  const problems = (errors ?? []).map((error) => ({ path: error.instancePath, message: describe(error) }))
  return problems.sort((a, b) => depth(b.path) - depth(a.path))
}

function describe(error: SchemaError): string {
  if (error.keyword === 'enum') return `must be one of ${JSON.stringify(error.params.allowedValues)}`
  return error.message ?? `fails "${error.keyword}"`
}

const depth = (path: string) => (path ? path.split('/').length : 0)

function run(name: ApiCallName | 'formSubmission', data: unknown): AnswerProblem[] {
  const validate = validators[name]
  if (!validate) return [{ path: '', message: `no schema for "${name}"` }]
  return validate(data) ? [] : toProblems(validate.errors)
}

/** The schema problems of `data` as the answer of `call`; empty when it is valid. */
export function answerProblems(call: ApiCallName, data: unknown): AnswerProblem[] {
  return run(call, data)
}

/**
 * Validates `data` as the answer of `call` (schemas/api/<kebab call>.schema.json) and returns it typed;
 * throws ApiValidationError naming the call and the JSON path.
 */
export function validateAnswer<N extends ApiCallName>(call: N, data: unknown, request: string = call): ApiAnswers[N] {
  const problems = run(call, data)
  if (problems.length) throw new ApiValidationError(call, request, problems)
  return data as ApiAnswers[N]
}

/** The validator the server passes to `createApi` (`{ validator: answerValidator }`). */
export const answerValidator: AnswerValidator = (call, data, request) => {
  validateAnswer(call, data, request)
}

export type FormSubmissionCheck = { ok: true; value: FormSubmission } | { ok: false; problems: AnswerProblem[] }

/** Checks a POST /api/internal/form body against the FormSubmission schema (for the server). */
export function checkFormSubmission(body: unknown): FormSubmissionCheck {
  const problems = run('formSubmission', body)
  return problems.length ? { ok: false, problems } : { ok: true, value: body as FormSubmission }
}
