import { usePageContext } from 'vike-react/usePageContext'
import { pageLeadImage } from '../mapping/lead-image'
import type { BlockPageData } from '../blocks/page-data'
import { pageHead } from '../site/seo/page-head'
import { pageDataOf, pageDescription, pageTitle } from '../site/page-meta'
import { alternateLinks, configuredSiteUrl } from '../site/urls'

/**
 * Canonical URL and `hreflang` alternates: the same path on every site's configured origin (SPEC §1, two
 * languages; SITE_HOSTS, PUBLIC_PROTOCOL). Never the request's host: a page a CDN keeps must not carry a
 * forged Host header, and a host that is not configured gets the first site, whose origin it links to.
 * Then the link-preview tags (Open Graph, Twitter card) and the schema.org JSON-LD (issue 15).
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
  const data = pageDataOf(pageContext) as Partial<BlockPageData> | undefined
  const head = site
    ? pageHead({
        site,
        sites: sites ?? [],
        lang: pageContext.lang,
        origin: siteOrigins?.[site.mark],
        canonical,
        title: pageTitle(pageContext),
        description: pageDescription(pageContext),
        siteName: pageTitle({ i18n: pageContext.i18n, site }),
        footer: pageContext.shell?.footer ?? null,
        seo: isErrorPage ? undefined : data?.seo,
        leadImage: isErrorPage ? undefined : pageLeadImage(data),
      })
    : undefined
  return (
    <>
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {alternates.map((link) => (
        <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
      ))}
      {head?.meta.map((meta, index) =>
        meta.attribute === 'property' ? (
          <meta key={`${meta.key}-${index}`} property={meta.key} content={meta.content} />
        ) : (
          <meta key={`${meta.key}-${index}`} name={meta.key} content={meta.content} />
        ),
      )}
      {head?.jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: head.jsonLd }} /> : null}
    </>
  )
}
