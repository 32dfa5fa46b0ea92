import { callRequests } from '../api/calls'
import type { ApiCallName } from '../../schemas/api.gen'

const PLACEHOLDER = 'DRIFTPARAM'

interface CallPattern {
  call: ApiCallName
  method: 'GET' | 'POST'
  pattern: RegExp
  /** Characters of the path that are not parameters: the more, the more specific the pattern. */
  literalLength: number
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * One pattern per SPEC §7 call, derived from the requests the client really sends (site/api/calls),
 * so the harness names a request the same way the client does even when a path changes.
 */
const patterns: CallPattern[] = (Object.keys(callRequests) as ApiCallName[]).map((call) => {
  const toRequest = callRequests[call] as (...args: unknown[]) => { method: 'GET' | 'POST'; path: string }
  const request = toRequest(PLACEHOLDER, PLACEHOLDER)
  const path = request.path.split('?')[0]!
  const parts = path.split(PLACEHOLDER)
  return {
    call,
    method: request.method,
    pattern: new RegExp(`^${parts.map(escapeRegExp).join('.+')}$`),
    literalLength: parts.join('').length,
  }
})

/**
 * The call a backend request is (`GET /site/list` → `siteList`), or undefined for a request the client
 * never sends. The most specific pattern wins: `/site/list` is siteList, not languagePack's `/site/{id}`,
 * and `/product/list` is productList, not the generic `/{type}/list`.
 */
export function callNameOf(method: string, pathWithQuery: string): ApiCallName | undefined {
  const path = pathWithQuery.split('?')[0]!.replace(/^\/api\/internal(?=\/|$)/, '')
  let best: CallPattern | undefined
  for (const candidate of patterns) {
    if (candidate.method !== method.toUpperCase() || !candidate.pattern.test(path)) continue
    if (!best || candidate.literalLength > best.literalLength) best = candidate
  }
  return best?.call
}
