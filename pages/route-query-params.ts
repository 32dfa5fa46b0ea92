import { FILTER_QUERY_PARAMS } from '../mapping/list-filter-query'
import { PAGE_QUERY_PARAM } from '../mapping/list-page-query'
import type { RouteQueryParams } from '../runtime/server/cache-key'

/**
 * The query parameters each route reads on the server (`urlParsed.search`); the render cache keys pages
 * on these only, so any other parameter (`?cb=…`, tracking tags) renders nothing new (issue 14).
 * Previews read `token` but are never cached. `tests/unit/route-query-params.test.ts` checks that every
 * parameter pages read is listed here.
 */
export const ROUTE_QUERY_PARAMS: readonly RouteQueryParams[] = [
  // SPEC §2 /about-us/news: `?type=AI` is the AI news; every list's `?page=N` is its page N.
  { path: /^\/about-us\/news$/, params: ['type', PAGE_QUERY_PARAM] },
  // SPEC §2 /activity and /media: the shareable filter state (docs/architecture.md "The lists").
  { path: /^\/activity$/, params: [...FILTER_QUERY_PARAMS, PAGE_QUERY_PARAM] },
  { path: /^\/media$/, params: [...FILTER_QUERY_PARAMS, PAGE_QUERY_PARAM] },
  { path: /^\/periodical$/, params: [PAGE_QUERY_PARAM] },
]
