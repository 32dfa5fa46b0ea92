import type { Site } from '../../schemas/api.gen'
import { langOfMark, siteUrl, type SiteHosts } from '..'

/** Browser storage keys of the visitor's language choice (SPEC §4 "Language"). */
export const PREFERRED_LANG_KEY = 'preferred-lang'
export const PREFERRED_SITE_ID_KEY = 'preferred-site-id'

export function rememberLanguage(site: Pick<Site, 'id' | 'mark'>, storage: Pick<Storage, 'setItem'>): void {
  try {
    storage.setItem(PREFERRED_LANG_KEY, langOfMark(site.mark))
    storage.setItem(PREFERRED_SITE_ID_KEY, String(site.id))
  } catch {
    // Storage can be disabled (private mode, policies); the switch itself still works.
  }
}

/** The current page on another site's host: same path and query, same protocol and port. */
export function languageHref(
  mark: string,
  siteHosts: SiteHosts,
  origin: string | null | undefined,
  pathAndQuery: string,
): string | undefined {
  let protocol = ''
  let port = ''
  if (origin) {
    try {
      const url = new URL(origin)
      protocol = url.protocol
      port = url.port
    } catch {
      // Unknown origin: a protocol-relative link still reaches the other host.
    }
  }
  return siteUrl(mark, siteHosts, { protocol, port }, pathAndQuery)
}
