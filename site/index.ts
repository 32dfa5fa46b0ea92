export {
  DEFAULT_SITE_HOSTS,
  defaultSiteHosts,
  hostnameOf,
  markForHost,
  parseSiteHostEntries,
  parseSiteHosts,
  resolveSite,
  siteHostsOf,
} from './hosts'
export type { SiteHostEntry, SiteHosts } from './hosts'
export { LANGS, htmlLangOf, langOfMark } from './lang'
export type { Lang } from './lang'
export { alternateLinks, configuredSiteUrl, siteOriginsOf, siteUrl } from './urls'
export type { AlternateLink, OriginParts, PublicProtocol, SiteOrigins } from './urls'
