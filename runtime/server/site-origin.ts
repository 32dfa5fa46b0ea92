import { markForHost, type SiteHosts } from '../site/hosts'
import type { SiteOrigins } from '../site/urls'

/**
 * The configured origin (SITE_HOSTS with PUBLIC_PROTOCOL) of the site a request is for, which is all a
 * backend is told of the request's host (`X-Forwarded-Host`, `X-Forwarded-Proto`): a host that is no
 * site's (a forged `Host`, or a forged `X-Forwarded-Host` under TRUST_PROXY) gets the first configured
 * site, as pages give it the first site. `null` only when no site is configured.
 */
export function configuredOriginFor(host: string, siteHosts: SiteHosts, siteOrigins: SiteOrigins): URL | null {
  const mark = markForHost(host, siteHosts)
  const origin = (mark === undefined ? undefined : siteOrigins[mark]) ?? Object.values(siteOrigins)[0]
  return origin === undefined ? null : new URL(origin)
}
