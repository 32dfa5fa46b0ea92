import type { ReactElement } from 'react'
import type { QuickLink } from '../../schemas/api.gen'
import type { HydrationTrigger } from '../../runtime/islands/hydration-trigger'
import { SHELL_ISLAND_PREFIX } from '../../runtime/islands/island-data'
import { FooterQrItems } from './FooterQrItems'
import { ShellModalsProvider } from './modals-context'
import { SiteHeader } from './SiteHeader'
import { ToastProvider } from './toast'

/**
 * The parts of the shell the browser takes over, each an island of its own (docs/architecture.md "Architecture"): the
 * header's bar (menus, popovers, mobile menu, language switcher), the modals with the toast and the footer's
 * QR codes. (A preview's bar is an island of its own: site/shell/preview-bar-island.tsx; the form a
 * `/form/{id}` page opens is HTML with plain code until the visitor touches it: site/shell/ContactArrival.tsx.) The rest of the shell is HTML with plain client code
 * (the header's look on scroll, the floating buttons: site/shell/shell-behaviours.ts). The server and
 * the browser build each island's element with the same function.
 */
export const shellIslands = {
  'site-header': () => <SiteHeader />,
  'shell-modals': () => (
    <ToastProvider>
      <ShellModalsProvider />
    </ToastProvider>
  ),
  'footer-qr': (props: { items: QuickLink[] }) => <FooterQrItems items={props.items} />,
} satisfies Record<string, (props: never) => ReactElement>

export type ShellIslandName = keyof typeof shellIslands
export type ShellIslandProps<N extends ShellIslandName> = Parameters<(typeof shellIslands)[N]>[0]

/**
 * When each shell island wakes (runtime/islands/hydration-trigger.ts): the header and the footer's QR
 * codes at the visitor's first touch, the modals when a button (or the `/form/{id}` form's first touch) asks for one.
 */
export const shellIslandTriggers: Record<ShellIslandName, HydrationTrigger> = {
  'site-header': 'interaction',
  'shell-modals': 'demand',
  'footer-qr': 'interaction',
}

/** The browser side of shell islands: `shell:<name>` → its element builder. */
export async function shellIslandResolver(name: string): Promise<((props: unknown) => ReactElement) | undefined> {
  if (!name.startsWith(SHELL_ISLAND_PREFIX)) return undefined
  const key = name.slice(SHELL_ISLAND_PREFIX.length)
  if (!Object.prototype.hasOwnProperty.call(shellIslands, key)) return undefined
  return shellIslands[key as ShellIslandName] as (props: unknown) => ReactElement
}
