import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { useT } from '../i18n'
import { ContentBoundary } from './ContentBoundary'
import { FloatingActions } from './FloatingActions'
import { HeaderThemeProvider } from './header-theme'
import { ShellModalsProvider } from './modals-context'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import { ToastProvider } from './toast'
import './tokens.css'
import './shell.css'

/** Everything every page shares (SPEC §1): header, footer, floating buttons, modals, error fallback. */
export function Shell({ children }: { children: ReactNode }) {
  const t = useT()
  const pathname = usePageContext().urlPathname ?? '/'
  return (
    <HeaderThemeProvider>
      <ToastProvider>
        <ShellModalsProvider>
          <a className="skip-link" href="#main">
            {t('shell.skipToContent')}
          </a>
          <SiteHeader />
          <main id="main" className="site-main">
            <ContentBoundary resetKey={pathname}>{children}</ContentBoundary>
          </main>
          <SiteFooter />
          <FloatingActions />
        </ShellModalsProvider>
      </ToastProvider>
    </HeaderThemeProvider>
  )
}
