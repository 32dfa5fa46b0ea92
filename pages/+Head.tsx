import { usePageContext } from 'vike-react/usePageContext'
import { alternateLinks, configuredSiteUrl } from '../runtime/site/urls'

/**
 * Canonical URL and `hreflang` alternates: the same path on every site's configured origin (SPEC §1, two
 * languages; SITE_HOSTS, PUBLIC_PROTOCOL). Never the request's host: a page a CDN keeps must not carry a
 * forged Host header, and a host that is not configured gets the first site, whose origin it links to.
 */
export default function Head() {
  const pageContext = usePageContext()
  const { urlParsed, site, sites, siteOrigins } = pageContext
  const path = `${urlParsed.pathname}${urlParsed.searchOriginal ?? ''}`
  // Error pages are not documents of their URL: no canonical, no alternates.
  const isErrorPage =
    pageContext.is404 || pageContext.abortStatusCode !== undefined || pageContext.errorWhileRendering != null
  const canonical = isErrorPage ? undefined : configuredSiteUrl(site?.mark, siteOrigins ?? {}, path)
  const alternates = isErrorPage ? [] : alternateLinks(sites ?? [], siteOrigins ?? {}, path)
  return (
    <>
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {alternates.map((link) => (
        <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
      ))}
    </>
  )
}
