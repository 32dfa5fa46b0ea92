import type { ApiCallName } from '../../schemas/api.gen'
import type { AnswerProblem, AnswerRepair } from '../../schemas/repair'
import type { CallRequest } from './calls'

/**
 * What the boundary did with a drifted value (issue 24 "Recorded drift"): cut it (docs/architecture.md "Backend answers
 * that drift"), or found the answer's root unusable and rejected the whole answer.
 */
export type DriftOutcome = AnswerRepair['action'] | 'rejected'

export const DRIFT_OUTCOMES: readonly DriftOutcome[] = [
  'dropped item',
  'removed field',
  'read as number',
  'shortened list',
  'rejected',
]

export interface Drift {
  /** JSON pointer into the answer's `data` as the backend sent it (`''` for the root). */
  pointer: string
  /** The validator's words (`must be string`). */
  problem: string
  outcome: DriftOutcome
  /** The value found at `pointer` in the answer as it arrived (not a copy: read it, never change it). */
  value: unknown
}

/** One answer the client had to repair or reject, as `ApiOptions.onDrift` receives it. */
export interface DriftEvent {
  call: ApiCallName
  /** The request as sent; it may carry a visitor's input, so whoever stores it decides what to keep. */
  request: CallRequest
  drifts: Drift[]
  /** Epoch ms. */
  at: number
}

/** At most this many problems of one rejected answer are reported (ajv may list one per schema branch). */
const MAX_REJECTION_PROBLEMS = 20

/** The event of an answer the boundary repaired: one drift per cut, with the value as it arrived. */
export function repairEvent(
  call: ApiCallName,
  request: CallRequest,
  data: unknown,
  repairs: AnswerRepair[],
): DriftEvent {
  const drifts = repairs.map(({ path, action, problem }) => ({
    pointer: path,
    problem,
    outcome: action,
    value: valueAt(data, path),
  }))
  return { call, request, drifts, at: Date.now() }
}

/** The event of an answer whose root was unusable: one drift per distinct pointer the validator named. */
export function rejectionEvent(
  call: ApiCallName,
  request: CallRequest,
  data: unknown,
  problems: AnswerProblem[],
): DriftEvent {
  const byPointer = new Map<string, string>()
  for (const { path, message } of problems) if (!byPointer.has(path)) byPointer.set(path, message)
  const listed = byPointer.size > 0 ? [...byPointer] : [['', 'is invalid'] as const]
  const drifts = listed.slice(0, MAX_REJECTION_PROBLEMS).map(([pointer, problem]) => ({
    pointer,
    problem,
    outcome: 'rejected' as const,
    value: valueAt(data, pointer),
  }))
  return { call, request, drifts, at: Date.now() }
}

/**
 * The value at JSON pointer `pointer` in `data`; `undefined` when there is none. Where the boundary
 * wrapped a lone object into a list (`x-one-or-many`), the repair's pointer names item 0 of the list the
 * backend did not send: that item is the object itself.
 */
export function valueAt(data: unknown, pointer: string): unknown {
  if (pointer === '') return data
  let node: unknown = data
  for (const segment of pointer.slice(1).split('/')) {
    const key = segment.replace(/~1/g, '/').replace(/~0/g, '~')
    if (node === null || typeof node !== 'object') return undefined
    if (!Array.isArray(node) && key === '0' && !('0' in node)) continue
    node = (node as Record<string, unknown>)[key]
  }
  return node
}
