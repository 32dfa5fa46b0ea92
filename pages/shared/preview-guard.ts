import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { previewAllowed } from '../../site/server/preview-token'
import { requireCanonicalId } from './canonical-id'

/**
 * SPEC §6 previews: with PREVIEW_TOKEN set, a preview answers only a request carrying the token (the
 * `token` query parameter, or the cookie the server sets when it sees that parameter); anything else is
 * the not-found page. Also keeps the root guard's rules (backend down → error page; an id in another
 * spelling → a redirect to the canonical one, for a request that may see the preview).
 *
 * It first tells the server that a preview was routed, whatever the URL's spelling (`%70review`) and
 * whether or not the request may see it, so the answer is neither cached nor marked public.
 */
export function previewGuard(pageContext: PageContextServer): void {
  pageContext.routeFlags.preview = true
  if (pageContext.backendFailure) throw render(503, pageContext.backendFailure.message)
  const query = pageContext.urlParsed.search.token
  const cookie = pageContext.headers?.cookie
  if (!previewAllowed(pageContext.serverSettings.previewToken ?? undefined, query, cookie)) throw render(404)
  requireCanonicalId(pageContext)
}
