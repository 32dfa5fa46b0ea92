import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { Api } from '../../site/api'
import { langOfMark } from '../../site/lang'
import { expiryText, type PreviewBarState } from '../../site/preview/preview-bar-state'
import { previewPathWithId, previewRouteOf, type PreviewRoute } from '../../site/preview/preview-routes'
import { previewAccessOf, shareablePreviewPath, type PreviewAccess } from '../../site/server/preview-access'
import { configuredSiteUrl } from '../../site/urls'
import { requireCanonicalId } from './canonical-id'
import { itemAnswered } from './load-main-item'

/**
 * SPEC §6 previews (issue 23): a preview answers a request that may see it (site/server/preview-access.ts:
 * a signed link to this path that has not expired with PREVIEW_SECRET, the PREVIEW_TOKEN as query
 * parameter or cookie, or anyone on the embedded demo with neither setting) and is the not-found page for
 * any other, also in front of a real CMS with no setting (closed by default). Also keeps the root guard's
 * rules (backend down → error page; an id in another spelling → a redirect to the canonical one, and
 * another site's id → a redirect to this site's twin where it has one, for a request that may see the
 * preview), and leaves the preview bar's state for the shell.
 *
 * It first tells the server that a preview was routed, whatever the URL's spelling (`%70review`) and
 * whether or not the request may see it, so the answer is neither cached nor marked public.
 */
export async function previewGuard(pageContext: PageContextServer): Promise<void> {
  pageContext.routeFlags.preview = true
  if (pageContext.backendFailure) throw render(503, pageContext.backendFailure.message)
  const { urlPathname, urlParsed, serverSettings } = pageContext
  const access = previewAccessOf(serverSettings, urlPathname, urlParsed.search, pageContext.headers?.cookie)
  if (!access) throw render(404)
  requireCanonicalId(pageContext)
  const route = previewRouteOf(urlPathname)
  if (!route) return
  await requireThisSitesPreview(pageContext, route, access)
  if (pageContext.previewBar) pageContext.previewBar.state = await previewBarState(pageContext, route, access)
}

/**
 * SPEC §1 as on the public pages (this-sites-item.ts): a preview asked for with another site's id (a link
 * made for every site origin names one site's item) goes to this site's twin where the backend has it, by
 * a path the request may open as it opened this one (a signed link keeps its expiry), so the English site
 * never previews the Chinese item.
 */
async function requireThisSitesPreview(
  pageContext: PageContextServer,
  route: PreviewRoute,
  access: NonNullable<PreviewAccess>,
): Promise<void> {
  const { serverSettings, site, api } = pageContext
  const twin = serverSettings.counterpartId(route.id, site.id)
  if (twin === null || twin === route.id || !(await itemExists(api, route, twin))) return
  const path = previewPathWithId(pageContext.urlPathname.replace(/\/$/, ''), twin)
  throw redirect(shareablePreviewPath(serverSettings, path, access), 302)
}

async function previewBarState(
  pageContext: PageContextServer,
  route: PreviewRoute,
  access: NonNullable<PreviewAccess>,
): Promise<PreviewBarState> {
  const { serverSettings, siteOrigins, site, lang } = pageContext
  const path = pageContext.urlPathname.replace(/\/$/, '')
  const url = (mark: string, pathAndQuery: string) => configuredSiteUrl(mark, siteOrigins, pathAndQuery) ?? pathAndQuery
  return {
    exitUrl: url(site.mark, route.publicPath),
    shareUrl: url(site.mark, shareablePreviewPath(serverSettings, path, access)),
    expires:
      access.by === 'link'
        ? {
            iso: new Date(access.expiresAtS * 1000).toISOString(),
            text: expiryText(access.expiresAtS, lang, pageContext.siteSettings.timeZone),
          }
        : null,
    otherLanguage: await otherLanguage(pageContext, route, access, path),
    liveOrigins: serverSettings.previewAllowedOrigins,
  }
}

/** The same preview on the first site of another language that has the item (SITE_HOSTS, backend's order). */
async function otherLanguage(
  pageContext: PageContextServer,
  route: PreviewRoute,
  access: NonNullable<PreviewAccess>,
  path: string,
): Promise<PreviewBarState['otherLanguage']> {
  const { sites, siteOrigins, serverSettings, lang, api } = pageContext
  for (const site of sites) {
    const siteLang = langOfMark(site.mark)
    if (siteLang === lang || !siteOrigins[site.mark]) continue
    const id = serverSettings.counterpartId(route.id, site.id)
    if (id === null || !(await itemExists(api, route, id))) continue
    const pathAndQuery = shareablePreviewPath(serverSettings, previewPathWithId(path, id), access)
    const url = configuredSiteUrl(site.mark, siteOrigins, pathAndQuery)
    if (url) return { lang: siteLang, url }
  }
  return null
}

function itemExists(api: Api, route: PreviewRoute, id: number): Promise<boolean> {
  return itemAnswered(() => (route.call === 'detail' ? api.detail(route.type ?? '', id) : api[route.call](id)))
}
