import { useT } from '../i18n'
import { wallTimeOf } from '../time-zone'
import { isQrItem } from './footer-links'
import { FooterLink } from './FooterLink'
import { ShellIsland } from './ShellIsland'
import { RECORD_LOOKUP_URL, recordNumberText, recordSuffixForHost } from './record-number'
import { useShellView } from './shell-data'
import { useCurrentHostname } from './use-current-hostname'

/**
 * The footer's id. The first paint waits until the parser reaches it (pages/+onRenderHtml.tsx): by then all
 * of `main` has been read.
 */
export const SITE_FOOTER_ID = 'site-footer'

/**
 * The site footer (SPEC §1, §3 Bottom navigation): brand and introduction, contact lines, discover-more
 * links, quick links (plain links under "Support", QR-code items under "Follow us": a support page is not a
 * channel to follow), then the copyright and record-number line.
 */
export function SiteFooter() {
  const t = useT()
  const view = useShellView()
  const hostname = useCurrentHostname()
  const footer = view.footer
  const brand = footer?.briefIntroductionList?.[0]
  const logo = brand?.logo || view.site?.logo
  const contacts = footer?.aboutEndpointsList ?? []
  const discover = footer?.discoverMoreList ?? []
  const quickLinks = footer?.quickLinksList ?? []
  const qrItems = quickLinks.filter(isQrItem)
  const plainLinks = quickLinks.filter((link) => !isQrItem(link))
  const recordNumber = recordNumberText(t('shell.recordNumber'), recordSuffixForHost(hostname, view.siteHosts))

  return (
    <footer id={SITE_FOOTER_ID} className="site-footer" data-testid="site-footer">
      {(logo || brand?.introductionContent || contacts.length + discover.length + quickLinks.length > 0) && (
        <div className="shell-container site-footer__top">
          <div className="site-footer__brand">
            {logo ? (
              <img className="site-footer__logo" src={logo} alt={view.site?.title ?? ''} height={32} />
            ) : (
              <p className="site-footer__name">{view.site?.title}</p>
            )}
            {brand?.introductionContent && <p className="site-footer__intro">{brand.introductionContent}</p>}
          </div>
          {contacts.length > 0 && (
            <section className="site-footer__column">
              <h2 className="site-footer__heading">{t('shell.footer.contact')}</h2>
              <ul className="site-footer__list">
                {contacts.map((link, index) => (
                  <li key={link.id ?? index}>
                    <FooterLink link={link} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {discover.length > 0 && (
            <nav className="site-footer__column" aria-label={t('shell.footer.discover')}>
              <h2 className="site-footer__heading">{t('shell.footer.discover')}</h2>
              <ul className="site-footer__list">
                {discover.map((link, index) => (
                  <li key={link.id ?? index}>
                    <FooterLink link={link} />
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {plainLinks.length > 0 && (
            <nav className="site-footer__column" aria-label={t('shell.footer.support')}>
              <h2 className="site-footer__heading">{t('shell.footer.support')}</h2>
              <ul className="site-footer__list">
                {plainLinks.map((link, index) => (
                  <li key={link.id ?? index}>
                    <FooterLink link={link} />
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {qrItems.length > 0 && (
            <section className="site-footer__column site-footer__column--follow" data-testid="footer-follow">
              <h2 className="site-footer__heading">{t('shell.footer.follow')}</h2>
              <ShellIsland name="footer-qr" props={{ items: qrItems }} />
            </section>
          )}
        </div>
      )}
      <div className="site-footer__bottom">
        <div className="shell-container site-footer__legal">
          <span>
            {t('shell.copyright', {
              year: String(wallTimeOf(Date.now(), view.timeZone).year),
              company: view.site?.title ?? '',
            })}
          </span>
          {recordNumber && (
            <a className="site-footer__record" href={RECORD_LOOKUP_URL} target="_blank" rel="noopener noreferrer">
              {recordNumber}
            </a>
          )}
        </div>
      </div>
    </footer>
  )
}
