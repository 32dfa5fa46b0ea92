/**
 * What the page handler needs to know about a request's URL before Vike sees it: whether it can be a page
 * at all, and the path Vike's router will match, so decisions about previews and caching are taken on that
 * path and not on its spelling (`/x/%70review` is routed as `/x/preview`).
 */

/** Longer paths are no page of this site (the longest real ones are well under 200 characters). */
export const MAX_PATH_LENGTH = 2048

/** Vike's client-navigation requests: `/some/page/index.pageContext.json` stands for `/some/page`. */
const PAGE_CONTEXT_SUFFIX = '/index.pageContext.json'

/**
 * Why this URL can be no page (a reason for the log), or `null`. Such a URL gets the not-found page
 * without reaching Vike, whose URL handling would otherwise fail (a 500) or redirect on it:
 * a percent sign that does not start an escape, or escapes that are not UTF-8 (`/%`, `/%E0%A4%A`);
 * control characters (`%00`) or backslashes once decoded; a path starting with `//` (a protocol-relative
 * URL in disguise); an overlong path; a `.pageContext.json` suffix that is only one once decoded; and a
 * `_vike` query parameter Vike cannot read.
 */
export function urlProblem(url: URL): string | null {
  const { pathname } = url
  if (pathname.length > MAX_PATH_LENGTH) return `path longer than ${MAX_PATH_LENGTH} characters`
  if (pathname.startsWith('//')) return 'path starts with //'
  let decoded: string
  try {
    decoded = pathname.split('/').map(decodeURIComponent).join('/')
  } catch {
    return 'path is not valid percent-encoded UTF-8'
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return 'path holds a control character'
  if (decoded.includes('\\')) return 'path holds a backslash'
  if (decoded.endsWith(PAGE_CONTEXT_SUFFIX) !== pathname.endsWith(PAGE_CONTEXT_SUFFIX)) {
    return 'path ends with an encoded .pageContext.json suffix'
  }
  const vikeArgs = url.searchParams.get('_vike')
  if (vikeArgs !== null && !isVikeArgs(vikeArgs)) return 'unreadable _vike query parameter'
  return null
}

/** Vike parses `_vike` as a JSON object whose `previousUrl`, if present, is a string. */
function isVikeArgs(value: string): boolean {
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    return false
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return false
  const previousUrl = (parsed as { previousUrl?: unknown }).previousUrl
  return previousUrl === undefined || typeof previousUrl === 'string'
}

/**
 * The path Vike routes for this request path, as Vike 0.4 computes `urlPathname`: without the
 * `/index.pageContext.json` suffix of client navigation, each segment percent-decoded (an escaped `/`
 * stays `%2F`, so it never splits a segment), trailing whitespace dropped, and with the duplicate and
 * trailing slashes that Vike answers by a redirect to this very path removed.
 */
export function routedPathname(pathname: string): string {
  const decoded = pathname
    .split('/')
    .map((segment) => decodeSegment(segment).split('/').join('%2F'))
    .join('/')
    .replace(/\s+$/, '')
  const withoutSuffix = decoded.endsWith(PAGE_CONTEXT_SUFFIX) ? decoded.slice(0, -PAGE_CONTEXT_SUFFIX.length) : decoded
  return `/${withoutSuffix.split('/').filter(Boolean).join('/')}`
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * Whether a routed path may be a preview (`/about-us/news/3/preview`, `/form/1/preview`, SPEC §2): a
 * segment `preview`, in any letter case, behind an escaped slash or under further levels of escaping
 * (`%2570review`). Deliberately wider than what Vike routes to a preview page: a path wrongly taken for a
 * preview is only not cached; a preview taken for a public page would be cached and shown to everyone.
 */
export function isPreviewPath(routedPath: string): boolean {
  return routedPath
    .split('/')
    .flatMap((segment) => fullyDecoded(segment).toLowerCase().split('/'))
    .some((segment) => segment === 'preview' || segment.startsWith('preview.'))
}

const MAX_DECODING_ROUNDS = 5

function fullyDecoded(segment: string): string {
  let current = segment
  for (let round = 0; round < MAX_DECODING_ROUNDS; round++) {
    const next = decodeSegment(current)
    if (next === current) break
    current = next
  }
  return current
}
