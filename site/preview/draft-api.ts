import type { Api } from '../api'
import type { DriftOutcome } from '../api/drift'
import { ApiValidationError } from '../api/errors'
import { readAnswer } from '../api/validate'
import type { PreviewRoute } from './preview-routes'

/** One field of a draft the site could not show as sent, and what it did instead (live preview, issue 23). */
export interface DraftProblem {
  /** JSON pointer into the draft. */
  pointer: string
  problem: string
  /**
   * What the boundary did, as it records a backend's drift: `removed field` / `dropped item`: the page shows
   * without it; `read as number`: a number sent as text, shown as that number; `shortened list`: a list
   * longer than the site shows, its first items shown; `rejected`: the draft cannot be shown.
   */
  outcome: DriftOutcome
}

export type DraftReading =
  { ok: true; api: Api; value: unknown; problems: DraftProblem[] } | { ok: false; problems: DraftProblem[] }

/**
 * Reads a CMS's draft of a preview's main item through the same boundary as the backend's answer (the
 * contract's schema, repaired the tolerant way), and gives an Api that answers the route's call for that
 * item with it: the page renders the draft with the route's own mapping, everything else from the backend.
 */
export function readDraft(api: Api, route: PreviewRoute, draft: unknown): DraftReading {
  let read: ReturnType<typeof readAnswer>
  try {
    read = readAnswer(route.call, draft, `draft of ${route.call} ${route.id}`)
  } catch (error) {
    if (!(error instanceof ApiValidationError)) throw error
    const problems = error.problems.map((problem) => ({
      pointer: problem.path,
      problem: problem.message,
      outcome: 'rejected' as const,
    }))
    return { ok: false, problems }
  }
  const problems = read.repairs.map((repair) => ({
    pointer: repair.path,
    problem: repair.problem,
    outcome: repair.action,
  }))
  const item = read.value
  const isTheItem = (args: unknown[]) =>
    route.call === 'detail' ? args[0] === route.type && Number(args[1]) === route.id : Number(args[0]) === route.id
  const draftApi = new Proxy(api, {
    get(target, key, receiver) {
      const call = Reflect.get(target, key, receiver) as unknown
      if (key !== route.call || typeof call !== 'function') return call
      return (...args: unknown[]) => (isTheItem(args) ? Promise.resolve(item) : call.apply(target, args))
    },
  })
  return { ok: true, api: draftApi, value: item, problems }
}
