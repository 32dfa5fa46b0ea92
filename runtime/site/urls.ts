import type { Site } from '../../schemas/api.gen'
import type { SiteHosts } from './hosts'
import { htmlLangOf, langOfMark } from './lang'

/** Where the current page is served: protocol (`http:`) and port (`''` for the default port). */
export interface OriginParts {
  protocol: string
  port: string
}

/** The origin (`http://en.localhost:3000`) of the site with this mark, on the current protocol and port. */
export function siteOrigin(mark: string, siteHosts: SiteHosts, current: OriginParts): string | undefined {
  const host = siteHosts[mark]
  if (!host) return undefined
  const hostPart = host.includes(':') ? `[${host}]` : host
  return `${current.protocol}//${hostPart}${current.port ? `:${current.port}` : ''}`
}

/** The same path on another site's host (used by the language switcher). */
export function siteUrl(mark: string, siteHosts: SiteHosts, current: OriginParts, path: string): string | undefined {
  const origin = siteOrigin(mark, siteHosts, current)
  return origin === undefined ? undefined : `${origin}${path.startsWith('/') ? path : `/${path}`}`
}

export interface AlternateLink {
  hreflang: string
  href: string
}

/**
 * `hreflang` alternates of a path across every site that has a host: one per site, plus `x-default`
 * pointing at the first site (the one unknown hosts get).
 */
export function alternateLinks(
  sites: readonly Pick<Site, 'mark'>[],
  siteHosts: SiteHosts,
  current: OriginParts,
  path: string,
): AlternateLink[] {
  const links: AlternateLink[] = []
  for (const site of sites) {
    const href = siteUrl(site.mark, siteHosts, current, path)
    if (href && !links.some((link) => link.href === href)) {
      links.push({ hreflang: htmlLangOf(langOfMark(site.mark)), href })
    }
  }
  if (links.length > 1) links.push({ hreflang: 'x-default', href: links[0].href })
  return links.length > 1 ? links : []
}
