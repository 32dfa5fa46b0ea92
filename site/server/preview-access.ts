import type { ServerPageSettings } from '../page-context'
import {
  checkPreviewLink,
  DEFAULT_PREVIEW_TTL_MS,
  PREVIEW_EXPIRES_QUERY,
  signedPreviewPath,
  signedPreviewPathUntil,
} from './preview-link'
import { previewAllowed } from './preview-token'

/**
 * How a request may see a preview (SPEC §6, issue 23): `open` on the embedded demo with no setting,
 * `link` by a signed link to this path that has not expired (it carries `expiresAtS`), `token` by
 * PREVIEW_TOKEN (the query parameter or the cookie); `null`: it may not.
 */
export type PreviewAccess = { by: 'open' } | { by: 'token' } | { by: 'link'; expiresAtS: number } | null

export function previewAccessOf(
  settings: Pick<ServerPageSettings, 'previewsOpen' | 'previewToken' | 'previewSecret'>,
  pathname: string,
  query: Readonly<Record<string, string | undefined>>,
  cookieHeader: string | null | undefined,
  now = Date.now(),
): PreviewAccess {
  const { previewToken, previewSecret } = settings
  if (previewSecret && checkPreviewLink(previewSecret, pathname, query, now) === 'valid')
    return { by: 'link', expiresAtS: Number(query[PREVIEW_EXPIRES_QUERY]) }
  if (previewToken && previewAllowed(previewToken, query.token, cookieHeader)) return { by: 'token' }
  if (settings.previewsOpen) return { by: 'open' }
  return null
}

/**
 * The path (with its query) that opens the preview `path` for someone else, as far as the settings allow:
 * the same expiry as the link this request came by; a new link valid for DEFAULT_PREVIEW_TTL_MS when the
 * request came otherwise and PREVIEW_SECRET is set; the token in the query when only PREVIEW_TOKEN is
 * (the simple mode shares the key); the bare path when previews are open.
 */
export function shareablePreviewPath(
  settings: Pick<ServerPageSettings, 'previewToken' | 'previewSecret'>,
  path: string,
  access: NonNullable<PreviewAccess>,
  now = Date.now(),
): string {
  const { previewSecret, previewToken } = settings
  if (previewSecret && access.by === 'link') return signedPreviewPathUntil(previewSecret, path, access.expiresAtS)
  if (previewSecret) return signedPreviewPath(previewSecret, path, DEFAULT_PREVIEW_TTL_MS, now)
  if (previewToken) return `${path}?${new URLSearchParams({ token: previewToken })}`
  return path
}
