import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { checkPreviewLink } from '../../site/server/preview-link'
import { previewAllowed } from '../../site/server/preview-token'
import { requireCanonicalId } from './canonical-id'

/**
 * SPEC §6 previews: with PREVIEW_TOKEN set, a preview answers a request carrying the token (the `token`
 * query parameter, or the cookie the server sets when it sees that parameter); with PREVIEW_SECRET set, a
 * request by a signed link to this preview that has not expired (site/server/preview-link.ts, issue 23);
 * with neither, anyone on the embedded demo content, and no one in front of a real CMS (issue 23: closed by
 * default). Anything else is the not-found page. Also keeps the root guard's rules (backend down → error page; an id in another
 * spelling → a redirect to the canonical one, for a request that may see the preview).
 *
 * It first tells the server that a preview was routed, whatever the URL's spelling (`%70review`) and
 * whether or not the request may see it, so the answer is neither cached nor marked public.
 */
export function previewGuard(pageContext: PageContextServer): void {
  pageContext.routeFlags.preview = true
  if (pageContext.backendFailure) throw render(503, pageContext.backendFailure.message)
  const { previewToken, previewSecret } = pageContext.serverSettings
  const search = pageContext.urlParsed.search
  const open = pageContext.serverSettings.previewsOpen
  const byToken = !!previewToken && previewAllowed(previewToken, search.token, pageContext.headers?.cookie)
  const byLink = !!previewSecret && checkPreviewLink(previewSecret, pageContext.urlPathname, search) === 'valid'
  if (!open && !byToken && !byLink) throw render(404)
  requireCanonicalId(pageContext)
}
