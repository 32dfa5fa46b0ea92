import type { Translate } from '../i18n'
import type { Go1688Settings } from '../settings'
import type { NavEntryModel } from './nav-model'

/**
 * The supplier/purchaser area's own shell (SPEC §2 /go1688): its logo (linking to the area home), its
 * phone numbers and a menu of its two pages instead of the site's. Paths under /go1688 use it
 * (`isSupplierPath` in site/actions/default-form.ts, which also picks the area's consult form). The
 * logo and the phone numbers are site settings (GO1688_LOGO, GO1688_PHONES: site/settings.ts).
 */
export const GO1688_HOME = '/go1688'

export function go1688NavEntries(t: Translate): NavEntryModel[] {
  return [
    { key: 'go1688-purchaser', label: t('go1688.purchaser'), href: '/go1688/purchaser' },
    { key: 'go1688-supplier', label: t('go1688.supplier'), href: '/go1688/supplier' },
  ]
}

export function Go1688Logo({ t, logo }: { t: Translate; logo: Go1688Settings['logo'] }) {
  return (
    <a className="site-logo site-logo--go1688" href={GO1688_HOME} aria-label={t('go1688.logo')}>
      <img className="site-logo__image" src={logo} alt={t('go1688.logo')} height={32} />
    </a>
  )
}

export function Go1688Phones({ t, phones }: { t: Translate; phones: Go1688Settings['phones'] }) {
  return (
    <p className="site-header__phones" data-testid="go1688-phones">
      <span className="site-header__phones-label">{t('go1688.phones')}</span>
      {phones.map((phone) => (
        <a key={phone} className="site-header__phone" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
          {phone}
        </a>
      ))}
    </p>
  )
}
