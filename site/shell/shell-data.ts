import { usePageContext } from 'vike-react/usePageContext'
import { pageUrlOf } from '../../runtime/page-url'
import type { BottomNavigation, Site, TopHeaderData, TopNavigationItem } from '../../schemas/api.gen'
import { langOfMark, type Lang, type SiteHosts, type SiteOrigins } from '..'
import type { Go1688Settings } from '../settings'

export interface ShellView {
  site: Site | undefined
  sites: Site[]
  lang: Lang
  siteHosts: SiteHosts
  siteOrigins: SiteOrigins
  navigation: TopNavigationItem[]
  header: TopHeaderData[]
  footer: BottomNavigation | null
  /** The go1688 area's logo and phone numbers (site settings). */
  go1688: Go1688Settings
  /** SITE_TIME_ZONE (site settings): the zone of the footer's year. */
  timeZone: string
  pathname: string
  search: string
}

/**
 * What the shell reads from the page context, with every piece optional: the error page renders the shell
 * even when the backend is down and the server could not load sites or menus.
 */
export function useShellView(): ShellView {
  const pageContext = usePageContext()
  const site = pageContext.site ?? undefined
  const { pathname, search } = pageUrlOf(pageContext)
  return {
    site,
    sites: pageContext.sites ?? [],
    lang: pageContext.lang ?? langOfMark(site?.mark),
    siteHosts: pageContext.siteHosts ?? {},
    siteOrigins: pageContext.siteOrigins ?? {},
    navigation: pageContext.shell?.navigation ?? [],
    header: pageContext.shell?.header ?? [],
    footer: pageContext.shell?.footer ?? null,
    go1688: pageContext.siteSettings.go1688,
    timeZone: pageContext.siteSettings.timeZone,
    pathname,
    search,
  }
}
