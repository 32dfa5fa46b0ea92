/**
 * Footer record-number line (SPEC §9 "Footer site record number by domain: 3, 4, 5").
 *
 * A Chinese ICP filing covers several domains of one company; each domain shows the filing number with
 * its own suffix ("…号-3"). Read here as: the Chinese site's host shows suffix 3, the English site's
 * host 4, and any other host (a mirror or a domain not in SITE_HOSTS) 5. The filing number itself is an
 * interface string (`shell.recordNumber`), so a language pack can replace it.
 */
export const RECORD_SUFFIX_BY_MARK: Readonly<Record<string, number>> = { cn: 3, en: 4 }
export const RECORD_SUFFIX_OTHER = 5
export const RECORD_LOOKUP_URL = 'https://beian.miit.gov.cn/'

/** `host` may carry a port; `siteHosts` maps site mark → host name (without port). */
export function recordSuffixForHost(host: string, siteHosts: Readonly<Record<string, string>>): number {
  const hostname = host.replace(/:\d+$/, '').toLowerCase()
  for (const [mark, siteHost] of Object.entries(siteHosts)) {
    if (siteHost.toLowerCase() === hostname) return RECORD_SUFFIX_BY_MARK[mark] ?? RECORD_SUFFIX_OTHER
  }
  return RECORD_SUFFIX_OTHER
}

export function recordNumberText(filingNumber: string, suffix: number): string {
  return filingNumber ? `${filingNumber}-${suffix}` : ''
}
