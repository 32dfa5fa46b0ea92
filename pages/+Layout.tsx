import type { ReactNode } from 'react'
import { Shell } from '../runtime/shell/Shell'

export default function Layout({ children }: { children: ReactNode }) {
  return <Shell>{children}</Shell>
}
