import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { requireCanonicalId } from './shared/canonical-id'
import { requireThisSitesItem } from './shared/this-sites-item'

/**
 * The server could not load the site list (backend down, failing or answering garbage): render the error
 * page instead of a page without a site. Vike aborts with 503; the answer carries the status of
 * `backendFailure` (docs/architecture.md "Error semantics", runtime/server/renderer.ts). Server-only, so client
 * navigation asks the server too.
 *
 * A route's id in another spelling than its canonical one is redirected to it, or not found
 * (`requireCanonicalId`), before any call for the page's content is made. An item page asked for with
 * another site's id goes to this site's twin of the item where the backend has one (`requireThisSitesItem`).
 */
export async function guard(pageContext: PageContextServer): Promise<void> {
  if (pageContext.backendFailure) throw render(503, pageContext.backendFailure.message)
  requireCanonicalId(pageContext)
  await requireThisSitesItem(pageContext)
}
