import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'

/**
 * The server could not load the site list (backend down or answering non-200): render the error page
 * with 503 instead of a page without a site. Server-only, so client navigation asks the server too.
 */
export function guard(pageContext: PageContextServer): void {
  if (pageContext.backendFailure) throw render(pageContext.backendFailure.status, pageContext.backendFailure.message)
}
