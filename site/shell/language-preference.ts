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

/** `rememberLanguage` in the storage `storage` gives; reading `localStorage` itself throws where storage is blocked. */
function rememberIn(site: Pick<Site, 'id' | 'mark'>, storage: () => Pick<Storage, 'setItem'>): void {
  try {
    rememberLanguage(site, storage())
  } catch {
    // Storage blocked (private mode, policies): the visitor's choice is not kept, the page works on.
  }
}

/** The language switch's links name the site they lead to (site/shell/LanguageSwitcher.tsx). */
export const SWITCH_SITE_ID_ATTRIBUTE = 'data-switch-site-id'
export const SWITCH_SITE_MARK_ATTRIBUTE = 'data-switch-site-mark'

/**
 * Remembers `site` once the visitor hides or leaves the page, unless they chose another site in the language
 * switch meanwhile: that choice is remembered as they click it, whether or not the switch's island has woken.
 * Not on arrival: a page's first use of browser storage waits, on the main thread, for the browser process
 * to open it (2–8 ms each for local and session storage, measured on 6 Dec 2026), inside the tasks that
 * follow the first paint.
 */
export function rememberOnLeaving(
  site: Pick<Site, 'id' | 'mark'>,
  storage: () => Pick<Storage, 'setItem'>,
  view: Window,
): void {
  // The switch's choice, once made, is what leaving the page keeps.
  let choiceMade = false
  const remember = (): void => {
    if (!choiceMade) rememberIn(site, storage)
  }
  const onVisibilityChange = (): void => {
    if (view.document.visibilityState === 'hidden') remember()
  }
  const onClick = (event: Event): void => {
    const link = (event.target as Element | null)?.closest?.(
      `a[${SWITCH_SITE_ID_ATTRIBUTE}][${SWITCH_SITE_MARK_ATTRIBUTE}]`,
    )
    if (!link || link.getAttribute('aria-current') === 'true') return
    choiceMade = true
    rememberIn(
      { id: Number(link.getAttribute(SWITCH_SITE_ID_ATTRIBUTE)), mark: link.getAttribute(SWITCH_SITE_MARK_ATTRIBUTE)! },
      storage,
    )
  }
  view.addEventListener('pagehide', remember)
  view.document.addEventListener('visibilitychange', onVisibilityChange)
  view.document.addEventListener('click', onClick, { capture: true })
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
