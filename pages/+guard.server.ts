import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'

/**
 * The server could not load the site list (backend down, failing or answering garbage): render the error
 * page instead of a page without a site. Vike aborts with 503; the answer carries the status of
 * `backendFailure` (README "Error semantics", runtime/server/renderer.ts). Server-only, so client
 * navigation asks the server too.
 */
export function guard(pageContext: PageContextServer): void {
  if (pageContext.backendFailure) throw render(503, pageContext.backendFailure.message)
}
