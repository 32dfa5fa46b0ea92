import type { Site } from '../schemas/api.gen'

/** Site mark (e.g. `cn`) → host name (e.g. `localhost`), without port. */
export type SiteHosts = Record<string, string>

/** One `SITE_HOSTS` entry: the site's mark, the host name requests are matched on, the port its links use. */
export interface SiteHostEntry {
  mark: string
  hostname: string
  /** `null`: the protocol's default port. */
  port: number | null
}

export const DEFAULT_SITE_HOSTS = 'cn=localhost,en=en.localhost'

/**
 * `SITE_HOSTS` when it is not set: the demo hosts on the port the server listens on, so the links of
 * `npm start` (`http://en.localhost:3000/…`) lead back to it. Port 0 (any free port) is left out.
 */
export function defaultSiteHosts(port: number): string {
  const suffix = port > 0 ? `:${port}` : ''
  return `cn=localhost${suffix},en=en.localhost${suffix}`
}

/**
 * Parses `SITE_HOSTS` (`mark=host[:port],…`). Whitespace around entries is ignored and host names are
 * lower-cased. The port is only for the links the server builds (canonical, hreflang, language switcher):
 * the request's port never selects a site. A malformed entry, a port out of range or a host claimed by
 * two marks is a configuration error and throws, naming it.
 */
export function parseSiteHostEntries(spec: string | undefined): SiteHostEntry[] {
  const text = spec?.trim() ? spec : DEFAULT_SITE_HOSTS
  const entries: SiteHostEntry[] = []
  const marksByHost = new Map<string, string>()
  for (const rawEntry of text.split(',')) {
    const entry = rawEntry.trim()
    if (!entry) continue
    const separator = entry.indexOf('=')
    const mark = separator > 0 ? entry.slice(0, separator).trim() : ''
    const hostPart = separator > 0 ? entry.slice(separator + 1).trim() : ''
    const hostname = hostnameOf(hostPart)
    if (!mark || !hostname) {
      throw new Error(
        `SITE_HOSTS: entry "${entry}" is not of the form mark=host or mark=host:port (e.g. "cn=localhost:3000")`,
      )
    }
    const port = portOf(hostPart)
    if (port !== null && (!Number.isInteger(port) || port < 1 || port > 65535)) {
      throw new Error(`SITE_HOSTS: entry "${entry}" has a port outside 1–65535`)
    }
    const claimedBy = marksByHost.get(hostname)
    if (claimedBy !== undefined && claimedBy !== mark) {
      throw new Error(`SITE_HOSTS: host "${hostname}" is given to both "${claimedBy}" and "${mark}"`)
    }
    marksByHost.set(hostname, mark)
    const index = entries.findIndex((existing) => existing.mark === mark)
    if (index >= 0) entries.splice(index, 1)
    entries.push({ mark, hostname, port })
  }
  return entries
}

/** `SITE_HOSTS` as the host names requests are matched on (ports dropped). */
export function parseSiteHosts(spec: string | undefined): SiteHosts {
  return siteHostsOf(parseSiteHostEntries(spec))
}

export function siteHostsOf(entries: readonly SiteHostEntry[]): SiteHosts {
  return Object.fromEntries(entries.map((entry) => [entry.mark, entry.hostname]))
}

/** The port written after a host (`localhost:3000`, `[::1]:3000`); `null` when none is. */
function portOf(host: string): number | null {
  const afterAddress = host.startsWith('[') ? host.slice(host.indexOf(']') + 1) : host
  const match = /:(\d*)$/.exec(afterAddress.replace(/\.$/, ''))
  return match?.[1] ? Number(match[1]) : null
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
