import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { Shell, ShellStylesOnly } from '../site/shell/Shell'

export default function Layout({ children }: { children: ReactNode }) {
  // The block workbench's preview frame shows its block alone, in the shell's styles and with its modals.
  if (usePageContext().blockWorkbench?.kind === 'frame') return <ShellStylesOnly>{children}</ShellStylesOnly>
  return <Shell>{children}</Shell>
}
