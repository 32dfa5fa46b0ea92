import { isAppleMobile } from './traffic'

/** How long the iPhone/iPad large-file toast shows, and how soon after it the file opens (SPEC §4). */
export const LARGE_FILE_TOAST_MS = 3000
export const LARGE_FILE_NAVIGATION_DELAY_MS = 300

/**
 * Offers the file a form releases (SPEC §1, §4). On iPhone/iPad the file opens in the page after a toast
 * saying it is large and will load soon; elsewhere it downloads (same-origin files) or opens in a new tab.
 */
export function offerFile(url: string, notifyLargeFile: (durationMs: number) => void): void {
  if (isAppleMobile(navigator.userAgent, navigator.maxTouchPoints ?? 0)) {
    notifyLargeFile(LARGE_FILE_TOAST_MS)
    window.setTimeout(() => window.location.assign(url), LARGE_FILE_NAVIGATION_DELAY_MS)
    return
  }
  const link = document.createElement('a')
  link.href = url
  link.download = ''
  link.target = '_blank'
  link.rel = 'noopener noreferrer'
  document.body.append(link)
  link.click()
  link.remove()
}
