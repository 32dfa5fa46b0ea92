import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Signed, expiring, cookie-free preview links (issue 23, SPEC §6): with PREVIEW_SECRET set, a preview URL
 * carries its expiry and an HMAC-SHA256 over its path and that expiry, so a link shares one draft, for a
 * while, in any browser and inside a CMS's cross-site iframe, and gives away no key to other drafts.
 */
export const PREVIEW_EXPIRES_QUERY = 'expires'
export const PREVIEW_SIGNATURE_QUERY = 'signature'

/** The shortest secret accepted: an HMAC key guessable by brute force protects nothing. */
export const PREVIEW_SECRET_MIN_LENGTH = 16
const DAY_MS = 24 * 60 * 60 * 1000
export const DEFAULT_PREVIEW_TTL_MS = 7 * DAY_MS
export const MAX_PREVIEW_TTL_MS = 90 * DAY_MS

/** The signature of `path` until `expiresAtS` (Unix seconds), base64url. */
export function previewSignature(secret: string, path: string, expiresAtS: number): string {
  return createHmac('sha256', secret).update(`${path}\n${expiresAtS}`).digest('base64url')
}

/** `path?expires=…&signature=…`, valid for `ttlMs` from `now`. */
export function signedPreviewPath(secret: string, path: string, ttlMs: number, now = Date.now()): string {
  return signedPreviewPathUntil(secret, path, Math.floor((now + ttlMs) / 1000))
}

/** `path?expires=…&signature=…`, valid until `expiresAtS` (Unix seconds). */
export function signedPreviewPathUntil(secret: string, path: string, expiresAtS: number): string {
  const query = new URLSearchParams({
    [PREVIEW_EXPIRES_QUERY]: String(expiresAtS),
    [PREVIEW_SIGNATURE_QUERY]: previewSignature(secret, path, expiresAtS),
  })
  return `${path}?${query}`
}

export type PreviewLinkCheck = 'valid' | 'expired' | 'invalid' | 'absent'

/**
 * Whether the query of a request for `path` is a signed link to it: `absent` without the two parameters,
 * `invalid` when the signature is not this path's and this expiry's (tampered, another path, malformed),
 * `expired` when it was, but no longer is.
 */
export function checkPreviewLink(
  secret: string,
  path: string,
  query: Readonly<Record<string, string | undefined>>,
  now = Date.now(),
): PreviewLinkCheck {
  const expires = query[PREVIEW_EXPIRES_QUERY]
  const signature = query[PREVIEW_SIGNATURE_QUERY]
  if (expires === undefined && signature === undefined) return 'absent'
  if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return 'invalid'
  const expected = Buffer.from(previewSignature(secret, path, Number(expires)))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid'
  return Number(expires) * 1000 > now ? 'valid' : 'expired'
}

/** `7d`, `12h`, `30m`, `3600s` → milliseconds; undefined for anything else or beyond MAX_PREVIEW_TTL_MS. */
export function parsePreviewTtl(text: string): number | undefined {
  const match = /^(\d+)([dhms])$/.exec(text.trim())
  if (!match) return undefined
  const unit = { d: DAY_MS, h: 60 * 60 * 1000, m: 60 * 1000, s: 1000 }[match[2] as 'd' | 'h' | 'm' | 's']
  const ms = Number(match[1]) * unit
  return ms > 0 && ms <= MAX_PREVIEW_TTL_MS ? ms : undefined
}
