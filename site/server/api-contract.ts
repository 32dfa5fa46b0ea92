/**
 * The SPEC §7 calls the browser's `/api/internal/*` may reach the CMS with, by method and path (relative
 * to `/api/internal`, without the query). The proxy forwards these and answers anything else 404 without
 * a backend round trip, so the site cannot be used to reach other endpoints of the CMS
 * (`DELETE /form`, `/../admin`, `..%2F..%2Fadmin`, …). Ids are numbers (docs/contract.md), so an id segment
 * is digits only. `tests/unit/server-api-contract.test.ts` checks that every request of
 * site/api/calls.ts passes.
 */

/** Content types of the generic `{type}/list` and `{type}/{id}` calls that the site's pages use. */
const LIST_TYPES = [
  'news',
  'activity',
  'multimedia/resource',
  'corporate/publications',
  'product',
  'solution',
  'example',
]
const DETAIL_TYPES = [
  'news',
  'activity',
  'multimedia/resource',
  'corporate/publications',
  'product',
  'solution',
  'example',
  'introduce',
  'serviceAndSupport',
  'joinUs',
]

const ID = '\\d+'
const alternatives = (types: string[]) => types.map((type) => type.replace(/[/-]/g, (c) => `\\${c}`)).join('|')

const GET_PATHS = [
  '/site/list',
  `/site/${ID}`,
  `/form/${ID}`,
  `/product-category/detail/${ID}`,
  `/fixed/news/list/${ID}`,
  `/fixed/activity/list/${ID}`,
  `/activity/place/list/${ID}`,
  `/multimedia/resource/carousel/list/${ID}`,
  `/multimedia/resource/type/list/${ID}`,
  '/ai/native/carousel',
  '/ai/native/story',
  `/(?:${alternatives(DETAIL_TYPES)})/${ID}`,
]

const POST_PATHS = [
  '/topNavigation/list',
  '/topheader',
  '/bottomNavigation/list',
  '/enterprise/advantage/list',
  '/homepage',
  '/form',
  '/get/title/by/type',
  '/introduce',
  '/serviceAndSupport',
  '/joinUs',
  `/(?:${alternatives(LIST_TYPES)})/list`,
]

const pattern = (paths: string[]) => new RegExp(`^(?:${paths.join('|')})$`)
const ALLOWED: Record<string, RegExp> = { GET: pattern(GET_PATHS), POST: pattern(POST_PATHS) }

/** Whether `method path` is a SPEC §7 call. `path` is the raw (still percent-encoded) path after `/api/internal`. */
export function isContractCall(method: string, path: string): boolean {
  return ALLOWED[method.toUpperCase()]?.test(path) ?? false
}
