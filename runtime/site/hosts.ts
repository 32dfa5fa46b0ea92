import type { Site } from '../../schemas/api.gen'

/** Site mark (e.g. `cn`) → host name (e.g. `localhost`), without port. */
export type SiteHosts = Record<string, string>

export const DEFAULT_SITE_HOSTS = 'cn=localhost,en=en.localhost'

/**
 * Parses `SITE_HOSTS` (`mark=host,mark=host`). Whitespace around entries is ignored, host names are
 * lower-cased and a port written after a host is dropped (the request's port never selects a site).
 * A malformed entry or a host claimed by two marks is a configuration error and throws, naming it.
 */
export function parseSiteHosts(spec: string | undefined): SiteHosts {
  const text = spec?.trim() ? spec : DEFAULT_SITE_HOSTS
  const hosts: SiteHosts = {}
  const marksByHost = new Map<string, string>()
  for (const rawEntry of text.split(',')) {
    const entry = rawEntry.trim()
    if (!entry) continue
    const separator = entry.indexOf('=')
    const mark = separator > 0 ? entry.slice(0, separator).trim() : ''
    const host = separator > 0 ? hostnameOf(entry.slice(separator + 1)) : ''
    if (!mark || !host) {
      throw new Error(`SITE_HOSTS: entry "${entry}" is not of the form mark=host (e.g. "cn=localhost")`)
    }
    const claimedBy = marksByHost.get(host)
    if (claimedBy !== undefined && claimedBy !== mark) {
      throw new Error(`SITE_HOSTS: host "${host}" is given to both "${claimedBy}" and "${mark}"`)
    }
    marksByHost.set(host, mark)
    hosts[mark] = host
  }
  return hosts
}

/** The host name of a Host header value: port, IPv6 brackets and a trailing dot removed, lower-cased. */
export function hostnameOf(hostHeader: string | null | undefined): string {
  const value = (hostHeader ?? '').trim().toLowerCase()
  if (value.startsWith('[')) {
    const end = value.indexOf(']')
    return end > 0 ? value.slice(1, end) : value.slice(1)
  }
  const withoutPort = value.replace(/:\d*$/, '')
  return withoutPort.endsWith('.') ? withoutPort.slice(0, -1) : withoutPort
}

/** The site mark configured for the request's host, if any. */
export function markForHost(hostHeader: string | null | undefined, siteHosts: SiteHosts): string | undefined {
  const hostname = hostnameOf(hostHeader)
  return Object.keys(siteHosts).find((mark) => siteHosts[mark] === hostname)
}

/**
 * The site a request is for: the site whose mark is mapped to the request's host; a host not in the map
 * (or mapped to a mark no site carries) gets the first site. `undefined` only when there are no sites.
 */
export function resolveSite<S extends Pick<Site, 'mark'>>(
  hostHeader: string | null | undefined,
  sites: readonly S[],
  siteHosts: SiteHosts,
): S | undefined {
  const mark = markForHost(hostHeader, siteHosts)
  return sites.find((site) => mark !== undefined && site.mark === mark) ?? sites[0]
}
