import type { QuickLink } from '../../schemas/api.gen'
import { footerLinkTarget } from './footer-links'

/** A footer line: a link when it has an address, plain text otherwise (a street address, opening hours). */
export function FooterLink({ link }: { link: QuickLink }) {
  const label = link.menu ?? ''
  const address = link.jumpToAddress?.trim()
  if (!address) return <span className="site-footer__text">{label}</span>
  const target = footerLinkTarget(link)
  return (
    <a className="site-footer__link" href={address} target={target} rel={target ? 'noopener noreferrer' : undefined}>
      {label}
    </a>
  )
}
