import type { PageContextServer } from 'vike/types'
import { browserStrings } from '../runtime/islands/island-strings'

/**
 * What the browser receives of the page context, once the server has rendered the page (issue 13): only
 * what the islands need. The blocks' data rendered into HTML and never reaches the browser; the footer is
 * HTML (its QR island carries its own props); the interface strings are the islands' namespaces.
 */
export function shrinkPageContextForIslands(pageContext: PageContextServer): void {
  pageContext.renderedData = pageContext.data
  delete (pageContext as { data?: unknown }).data
  if (pageContext.shell) pageContext.shell = { ...pageContext.shell, footer: null }
  if (pageContext.i18n) {
    // The language and the strings only: the server's translator stays on the server.
    pageContext.i18n = {
      lang: pageContext.i18n.lang,
      resources: browserStrings(pageContext.i18n.resources, pageContext.islandStrings ?? []),
    }
  }
}
