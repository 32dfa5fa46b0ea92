import { useEffect, type ReactNode } from 'react'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'

/**
 * What an island renders, the same on the server and in the browser so hydration matches: its element
 * under the page context (`usePageContext()` works in every island), and a signal that renders nothing
 * and tells the browser's code when the island has hydrated. The signal is rendered on the server too, so
 * the `useId` values of the content are the same on both sides. Everything else islands share lives in
 * stores (runtime/islands/store.ts), not in providers.
 */
export function IslandTree({
  pageContext,
  children,
  onHydrated,
}: {
  pageContext: PageContext
  children: ReactNode
  onHydrated?: () => void
}) {
  return (
    <VikeReactProviderPageContext pageContext={pageContext}>
      {children}
      <HydratedSignal onHydrated={onHydrated} />
    </VikeReactProviderPageContext>
  )
}

function HydratedSignal({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated])
  return null
}
