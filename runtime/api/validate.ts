/**
 * ajv validation of backend answers against schemas/api (and of form submissions against
 * schemas/common/form-submission). Server-side and tests import this module directly; the browser
 * client loads it lazily (see `loadValidator` in client.ts), so ajv stays out of a page's main bundle.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv'
import type { ApiAnswers, ApiCallName, FormSubmission } from '../../schemas/api.gen'
import { apiSchemas, commonSchemas } from '../../schemas/api-schemas.gen'
import { ApiValidationError, type AnswerProblem } from './errors'

/** Checks `data` of one call; throws ApiValidationError. `request` only labels the error. */
export type AnswerValidator = (call: ApiCallName, data: unknown, request?: string) => void

let ajv: Ajv | undefined
const compiled = new Map<string, ValidateFunction>()

function instance(): Ajv {
  if (!ajv) {
    ajv = new Ajv({ strict: true, allowUnionTypes: true, allErrors: true })
    for (const schema of Object.values(commonSchemas)) ajv.addSchema(schema)
  }
  return ajv
}

function validatorFor(key: string, schema: object): ValidateFunction {
  let validate = compiled.get(key)
  if (!validate) {
    validate = instance().compile(schema)
    compiled.set(key, validate)
  }
  return validate
}

/** Deepest problem first: that is where the data actually broke (anyOf alternatives report shallower). */
function toProblems(errors: ErrorObject[] | null | undefined): AnswerProblem[] {
  const problems = (errors ?? []).map((error) => ({
    path: error.instancePath,
    message: describe(error),
  }))
  return problems.sort((a, b) => depth(b.path) - depth(a.path))
}

function describe(error: ErrorObject): string {
  if (error.keyword === 'required') return `${error.message ?? 'missing property'}`
  if (error.keyword === 'enum') return `must be one of ${JSON.stringify((error.params as { allowedValues: unknown[] }).allowedValues)}`
  return error.message ?? 'is invalid'
}

const depth = (path: string) => (path ? path.split('/').length : 0)

/** The schema problems of `data` as the answer of `call`; empty when it is valid. */
export function answerProblems(call: ApiCallName, data: unknown): AnswerProblem[] {
  const schema = apiSchemas[call]
  if (!schema) return [{ path: '', message: `no schema for call "${call}"` }]
  const validate = validatorFor(call, schema)
  return validate(data) ? [] : toProblems(validate.errors)
}

/**
 * Validates `data` as the answer of `call` (schemas/api/<kebab call>.schema.json) and returns it typed;
 * throws ApiValidationError naming the call and the JSON path.
 */
export function validateAnswer<N extends ApiCallName>(call: N, data: unknown, request: string = call): ApiAnswers[N] {
  const problems = answerProblems(call, data)
  if (problems.length) throw new ApiValidationError(call, request, problems)
  return data as ApiAnswers[N]
}

export const answerValidator: AnswerValidator = (call, data, request) => {
  validateAnswer(call, data, request)
}

export type FormSubmissionCheck = { ok: true; value: FormSubmission } | { ok: false; problems: AnswerProblem[] }

/** Checks a POST /api/internal/form body against the FormSubmission schema (for the server). */
export function checkFormSubmission(body: unknown): FormSubmissionCheck {
  const validate = validatorFor('#formSubmission', commonSchemas['form-submission'])
  return validate(body) ? { ok: true, value: body as FormSubmission } : { ok: false, problems: toProblems(validate.errors) }
}
