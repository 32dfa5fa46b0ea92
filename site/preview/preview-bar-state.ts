import type { Lang } from '../lang'

/**
 * What the preview bar (site/shell/PreviewBar.tsx) shows on a preview a request may see (issue 23): the
 * server decides all of it, dates included, so the bar's hydration sees the same text in every time zone.
 */
export interface PreviewBarState {
  /** The published page of the same item: "exit preview" leads there. */
  exitUrl: string
  /** The link that shows this preview to a colleague (signed and expiring when PREVIEW_SECRET is set). */
  shareUrl: string
  /** When the link the page was opened with expires; `null` when it does not (token or open previews). */
  expires: { iso: string; text: string } | null
  /** The same preview on the other language's site, where that site has the item. */
  otherLanguage: { lang: Lang; url: string } | null
  /** Origins of the CMS whose drafts this preview shows live (PREVIEW_ALLOWED_ORIGINS). */
  liveOrigins: string[]
}

/** Where the guard leaves the bar's state for the shell (a holder, so the guard can fill it in). */
export interface PreviewBarHolder {
  state: PreviewBarState | null
}

/** `expires` as the bar words it: a date and time in the site's language and time zone. */
export function expiryText(expiresAtS: number, lang: Lang, timeZone: string): string {
  const date = new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-GB', {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(expiresAtS * 1000))
  return `${date} (${timeZone})`
}
