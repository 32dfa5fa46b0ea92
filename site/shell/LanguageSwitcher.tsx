import type { MouseEvent } from 'react'
import type { Site } from '../../schemas/api.gen'
import { useT } from '../i18n'
import { configuredSiteUrl, langOfMark } from '..'
import { GlobeIcon } from './icons'
import { languageHref, SWITCH_SITE_ID_ATTRIBUTE, SWITCH_SITE_MARK_ATTRIBUTE } from './language-preference'
import { useShellView } from './shell-data'

/**
 * Links to the same page on each other site's host (SPEC §2 "Language switch reloads to the host for the
 * chosen language"). Shown only when there is more than one site (SPEC §1). The links are rendered on the
 * configured origins (SITE_HOSTS, PUBLIC_PROTOCOL), the same on the server and in the browser; a click
 * goes to the other host on the protocol and port of the address bar.
 */
export function LanguageSwitcher({ variant }: { variant: 'header' | 'menu' }) {
  const t = useT()
  const view = useShellView()
  // The page's client code remembers the site a link leads to as it is clicked, and the site in use as the
  // page is left (site/shell/language-preference.ts `rememberOnLeaving`).
  if (view.sites.length < 2) return null
  const pathAndQuery = `${view.pathname}${view.search}`

  const choose = (event: MouseEvent<HTMLAnchorElement>, site: Site): void => {
    // Recomputed from the address bar: behind a proxy the browser's port may differ from the server's.
    const href = languageHref(
      site.mark,
      view.siteHosts,
      window.location.origin,
      `${window.location.pathname}${window.location.search}`,
    )
    if (href) {
      event.preventDefault()
      window.location.assign(href)
    }
  }

  return (
    <div className={`language-switcher language-switcher--${variant}`} data-testid="language-switcher">
      {variant === 'header' && <GlobeIcon />}
      <span className="visually-hidden">{t('shell.language')}</span>
      <ul className="language-switcher__list">
        {view.sites.map((site) => {
          const lang = langOfMark(site.mark)
          const current = site.id === view.site?.id
          return (
            <li key={site.id}>
              <a
                className="language-switcher__link"
                data-lang={lang}
                lang={lang === 'zh' ? 'zh-CN' : 'en'}
                hrefLang={lang === 'zh' ? 'zh-CN' : 'en'}
                href={configuredSiteUrl(site.mark, view.siteOrigins, pathAndQuery) ?? '/'}
                aria-current={current ? 'true' : undefined}
                {...{ [SWITCH_SITE_ID_ATTRIBUTE]: site.id, [SWITCH_SITE_MARK_ATTRIBUTE]: site.mark }}
                onClick={current ? (event) => event.preventDefault() : (event) => choose(event, site)}
              >
                {t(`shell.languageName.${lang}`)}
              </a>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
