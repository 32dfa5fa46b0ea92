import { usePageContext } from 'vike-react/usePageContext'
import { alternateLinks } from '../runtime/site/urls'

/** Canonical URL and `hreflang` alternates: the same path on every site's host (SPEC §1, two languages). */
export default function Head() {
  const pageContext = usePageContext()
  const { urlParsed, sites, siteHosts } = pageContext
  // Vike writes the protocol as `https://` and the port as a number.
  const current = { protocol: (urlParsed.protocol ?? 'http:').replace(/\/+$/, ''), port: urlParsed.port ? String(urlParsed.port) : '' }
  const path = `${urlParsed.pathname}${urlParsed.searchOriginal ?? ''}`
  const origin = urlParsed.origin ?? ''
  // Error pages are not documents of their URL: no canonical, no alternates.
  const isErrorPage = pageContext.is404 || pageContext.abortStatusCode !== undefined || pageContext.errorWhileRendering != null
  const alternates = isErrorPage ? [] : alternateLinks(sites ?? [], siteHosts ?? {}, current, path)
  return (
    <>
      {origin && !isErrorPage ? <link rel="canonical" href={`${origin}${path}`} /> : null}
      {alternates.map((link) => (
        <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
      ))}
    </>
  )
}
