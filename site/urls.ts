import type { Site } from '../schemas/api.gen'
import type { SiteHostEntry, SiteHosts } from './hosts'
import { htmlLangOf, langOfMark } from './lang'

/** The protocol of the site's public URLs (`PUBLIC_PROTOCOL`). */
export type PublicProtocol = 'http' | 'https'

/**
 * Site mark → the configured origin of that site (`http://en.localhost:3000`): the only origins the server
 * builds absolute URLs on. Never derived from a request, so a forged Host header cannot reach a link.
 */
export type SiteOrigins = Record<string, string>

const DEFAULT_PORTS: Record<PublicProtocol, number> = { http: 80, https: 443 }

/** Each site's origin from its `SITE_HOSTS` entry and the public protocol; a default port is not written. */
export function siteOriginsOf(entries: readonly SiteHostEntry[], protocol: PublicProtocol): SiteOrigins {
  const origins: SiteOrigins = {}
  for (const { mark, hostname, port } of entries) {
    const hostPart = hostname.includes(':') ? `[${hostname}]` : hostname
    const portPart = port === null || port === DEFAULT_PORTS[protocol] ? '' : `:${port}`
    origins[mark] = `${protocol}://${hostPart}${portPart}`
  }
  return origins
}

/** A path on the configured origin of the site with this mark; `undefined` when it has none. */
export function configuredSiteUrl(
  mark: string | null | undefined,
  siteOrigins: SiteOrigins,
  path: string,
): string | undefined {
  const origin = mark ? siteOrigins[mark] : undefined
  return origin === undefined ? undefined : `${origin}${path.startsWith('/') ? path : `/${path}`}`
}

/** Where the current page is served: protocol (`http:`) and port (`''` for the default port). */
export interface OriginParts {
  protocol: string
  port: string
}

/**
 * The same path on another site's host, on the protocol and port the browser is using (the language
 * switcher's click, which reads them from the address bar: behind a proxy they may differ from the
 * configured ones).
 */
export function siteUrl(mark: string, siteHosts: SiteHosts, current: OriginParts, path: string): string | undefined {
  const host = siteHosts[mark]
  if (!host) return undefined
  const hostPart = host.includes(':') ? `[${host}]` : host
  return `${current.protocol}//${hostPart}${current.port ? `:${current.port}` : ''}${path.startsWith('/') ? path : `/${path}`}`
}

export interface AlternateLink {
  hreflang: string
  href: string
}

/**
 * `hreflang` alternates of a path across every site that has a configured origin: one per site, plus
 * `x-default` pointing at the first site (the one unknown hosts get).
 */
export function alternateLinks(
  sites: readonly Pick<Site, 'mark'>[],
  siteOrigins: SiteOrigins,
  path: string,
): AlternateLink[] {
  const links: AlternateLink[] = []
  for (const site of sites) {
    const href = configuredSiteUrl(site.mark, siteOrigins, path)
    if (href && !links.some((link) => link.href === href)) {
      links.push({ hreflang: htmlLangOf(langOfMark(site.mark)), href })
    }
  }
  if (links.length > 1) links.push({ hreflang: 'x-default', href: links[0].href })
  return links.length > 1 ? links : []
}
