/**
 * The backend contract's validators: answers against schemas/api and form submissions against
 * schemas/common/form-submission, with the validators ajv compiled ahead of time
 * (api-validators.gen.ts): no ajv and no eval at run time, so they also run in the browser under the
 * production Content-Security-Policy. Both sides of the contract use them: the API client
 * (site/api/validate.ts, which turns a failure into ApiValidationError) and the embedded content
 * API (content/, which checks its demo answers and the forms it receives). Nothing here throws.
 */
import type { ApiCallName, FormSubmission } from './api.gen'
import * as generated from './api-validators.gen'
import {
  repairToSchema,
  toProblems,
  wrapOneOrMany,
  type AnswerProblem,
  type CompiledValidator,
  type RepairOutcome,
} from './repair'

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
 * Reads `data` as the answer of `call` the tolerant way (docs/contract.md, ./repair): one object where a
 * list is allowed becomes a one-element list, a broken list item is dropped, a broken optional field is
 * removed; only an unusable root is `{ ok: false }`. Never modifies `data`.
 */
export function repairAnswer(call: ApiCallName, data: unknown): RepairOutcome {
  const validate = validators[call]
  if (!validate) return { ok: false, problems: missingSchema(call) }
  return repairToSchema(validate, wrapOneOrMany(data, oneOrMany[call] ?? []))
}

export type FormSubmissionCheck = { ok: true; value: FormSubmission } | { ok: false; problems: AnswerProblem[] }

/** Checks a POST /api/internal/form body against the FormSubmission schema (for the server). */
export function checkFormSubmission(body: unknown): FormSubmissionCheck {
  const problems = run('formSubmission', body)
  return problems.length ? { ok: false, problems } : { ok: true, value: body as FormSubmission }
}
