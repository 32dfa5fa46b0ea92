import type { FaultKind, Mutation } from './mutations'

/** Which page a response is: the route's own page, the not-found page or the page-error page. */
export type PageKind = 'page' | 'not-found' | 'error'

export interface Outcome {
  status: number
  page: PageKind
}

/**
 * How much a call matters to the page (issue 10, docs/architecture.md "Error semantics"): `site` — the site list, which
 * every page needs to know its site; `main` — the page cannot render without it; `must-exist` — the item the
 * page is named after, which it can render without but not when it does not exist (`/form/{id}`'s form);
 * `secondary` — a section or part of the shell, left out when it fails.
 */
export type CallRole = 'site' | 'main' | 'must-exist' | 'secondary'

/** Issue 10's table, main-call column, for the call-level faults. */
const mainCallFault: Record<FaultKind, Outcome> = {
  'code-404': { status: 404, page: 'not-found' },
  'http-404': { status: 404, page: 'not-found' },
  'code-500': { status: 500, page: 'error' },
  'http-500': { status: 502, page: 'error' },
  'http-502-html': { status: 502, page: 'error' },
  'not-json': { status: 502, page: 'error' },
  'cut-in-half': { status: 502, page: 'error' },
  'not-envelope': { status: 502, page: 'error' },
  unreachable: { status: 503, page: 'error' },
  timeout: { status: 504, page: 'error' },
}

const NOT_FOUND: Outcome = { status: 404, page: 'not-found' }
/** An answer present but unusable (issue 21): a failing backend, not a missing item. */
const UNUSABLE: Outcome = { status: 502, page: 'error' }
/** A site list that is missing or unusable leaves the server without sites: unavailable, not "not found". */
const NO_SITES: Outcome = { status: 503, page: 'error' }

/**
 * The outcome issue 10's table asserts when `mutation` spoils a call of the given role. `normally` is the
 * route's outcome on a well-behaved backend (200, or 404 for the fallback route).
 * - A secondary call never changes the outcome (its section may be left out); nor does a must-exist call,
 *   unless its item is missing (404, or an answer of null): then the page is the not-found page.
 * - Drift in a main call's answer costs a list item or an optional field (200), unless it leaves the
 *   answer's root unusable: `null` is an absent item (404); a wrong type, garbage or a root object without
 *   its required fields is an answer present but unusable (502, issue 21). For the site list either is
 *   503, as when it lists no site.
 */
export function expectedOutcome(role: CallRole, mutation: Mutation, normally: Outcome): Outcome {
  if (role === 'secondary') return normally
  if (role === 'must-exist') return missingItem(mutation) ? NOT_FOUND : normally
  if (mutation.type === 'fault') {
    const outcome = mainCallFault[mutation.kind]
    return role === 'site' && outcome.page === 'not-found' ? NO_SITES : outcome
  }
  if (!mutation.fatal) return normally
  if (role === 'site') return NO_SITES
  return mutation.kind === 'root-null' ? NOT_FOUND : UNUSABLE
}

/** Whether `mutation` says the call's item does not exist: a 404 (code or HTTP), or an answer of null. */
export const missingItem = (mutation: Mutation): boolean =>
  mutation.type === 'fault' ? mainCallFault[mutation.kind].page === 'not-found' : mutation.kind === 'root-null'

export const describeOutcome = (outcome: Outcome): string => `${outcome.status} ${outcome.page}`
