import type { ApiCallName } from '../../schemas/api.gen'

/**
 * What the contract check (`npm run contract`, issue 24) and the live site's drift record report about a
 * backend's answers, in one shape, so both print and export the same way (text, JSON, JUnit):
 * - `error`: an answer the site cannot use; the page would be 404/500/503, or lose its main content;
 * - `repair`: a value the tolerant reader cuts or defaults (the page shows, with less);
 * - `note`: a field the contract does not know (the site ignores it).
 */
export type FindingLevel = 'error' | 'repair' | 'note'

/** The request that reproduces a finding: method, absolute URL and JSON body. */
export interface FindingRequest {
  method: 'GET' | 'POST'
  url: string
  body?: unknown
}

export interface Finding {
  level: FindingLevel
  /** The call, as the client and the answer schemas name it (schemas/api/<kebab call>.schema.json). */
  call: ApiCallName | 'page'
  /** The site's mark (`cn`, `en`), when the call or page belongs to one. */
  site: string | null
  /** JSON pointer into the answer's `data` (`''` for the root); for a page, its path. */
  pointer: string
  /** What is wrong, in the validator's words (`must be string`). */
  problem: string
  /** What the site does with it (`dropped item`, `removed field`, `ignored`, `page answers 503` …). */
  outcome: string
  /** The offending value, shortened (at most MAX_VALUE_CHARS of its JSON). */
  value?: string
  request: FindingRequest
  /** Drift the live site recorded: how often, and when last (ISO). */
  seen?: { count: number; last: string }
}

export const MAX_VALUE_CHARS = 200

/** `value` as at most MAX_VALUE_CHARS characters of JSON. */
export function shortValue(value: unknown): string {
  let text: string
  try {
    text = value === undefined ? 'undefined' : JSON.stringify(value)
  } catch {
    text = String(value)
  }
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS - 1)}…` : text
}

/** The curl command that sends `request` again. */
export function curlOf(request: FindingRequest): string {
  const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`
  const parts = ['curl', '-sS', '-X', request.method, quote(request.url), '-H', quote('accept: application/json')]
  if (request.body !== undefined)
    parts.push('-H', quote('content-type: application/json'), '--data', quote(JSON.stringify(request.body)))
  return parts.join(' ')
}
