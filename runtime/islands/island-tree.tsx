import type { ReactNode } from 'react'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'

/**
 * What an island renders, the same on the server and in the browser so hydration matches: its element
 * under the page context (`usePageContext()` works in every island). Everything else islands share
 * lives in stores (runtime/islands/shared-store.ts), not in providers.
 */
export function IslandTree({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  return <VikeReactProviderPageContext pageContext={pageContext}>{children}</VikeReactProviderPageContext>
}
