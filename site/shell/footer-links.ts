import type { QuickLink } from '../../schemas/api.gen'

/** How a footer item opens: jumpMode BLANK (or an address on another site) opens a new tab. */
export function footerLinkTarget(link: Pick<QuickLink, 'jumpMode' | 'jumpToAddress'>): '_blank' | undefined {
  const address = link.jumpToAddress?.trim() ?? ''
  if ((link.jumpMode ?? '').toUpperCase() === 'BLANK') return '_blank'
  return /^https?:\/\//i.test(address) ? '_blank' : undefined
}

/** Items that show a QR code (quickLinksList entries with a codePicture). */
export function isQrItem(link: Pick<QuickLink, 'codePicture'>): boolean {
  return Boolean(link.codePicture?.trim())
}
