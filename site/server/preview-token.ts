import { createHash, timingSafeEqual } from 'node:crypto'

/** The cookie that remembers a preview token (its SHA-256, never the token itself). */
export const PREVIEW_COOKIE = 'preview_token'
/** The query parameter that carries the token the first time. */
export const PREVIEW_QUERY = 'token'

const digest = (value: string): string => createHash('sha256').update(value).digest('hex')

function same(a: string, b: string): boolean {
  const left = Buffer.from(digest(a))
  const right = Buffer.from(digest(b))
  return timingSafeEqual(left, right)
}

/** The value of one cookie in a Cookie header. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return undefined
}

/**
 * Whether a preview may be shown (SPEC §6, docs/configuration.md `PREVIEW_TOKEN`): always when no token is configured;
 * otherwise when the query parameter equals the token or the cookie holds its digest.
 */
export function previewAllowed(
  token: string | undefined,
  query: string | undefined,
  cookieHeader: string | null | undefined,
): boolean {
  if (!token) return true
  if (query !== undefined && same(query, token)) return true
  const remembered = cookieValue(cookieHeader, PREVIEW_COOKIE)
  return remembered !== undefined && same(remembered, digest(token))
}

/**
 * The Set-Cookie header for a preview request that brought the right token in its query, so later
 * previews (and Vike's page-context requests) need no parameter; undefined otherwise. `Secure` when the
 * request came over https or the site's public URLs are https (PUBLIC_PROTOCOL, behind a TLS proxy).
 */
export function previewCookieFor(token: string | undefined, url: URL, publicHttps = false): string | undefined {
  const query = url.searchParams.get(PREVIEW_QUERY)
  if (!token || query === null || !same(query, token)) return undefined
  const secure = publicHttps || url.protocol === 'https:'
  return `${PREVIEW_COOKIE}=${digest(token)}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}
