import { markForHost, type SiteHosts } from '../hosts'
import type { SiteOrigins } from '../urls'

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

/**
 * A URL the visitor's browser reports (an enquiry's `trafficAccessReq.pageUrl`) as the CMS gets it: on
 * `siteOrigin` when it names another origin (a forged Host the browser was sent to, or a body written by
 * hand), path, query and fragment kept; unchanged when it is on that origin or is no URL at all.
 */
export function onConfiguredOrigin(value: string, siteOrigin: URL): string {
  let url: URL
  try {
    url = new URL(value, siteOrigin)
  } catch {
    return value
  }
  if (url.origin === siteOrigin.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return value
  return `${siteOrigin.origin}${url.pathname}${url.search}${url.hash}`
}
