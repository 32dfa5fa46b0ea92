import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { isSupplierPath } from '../actions/default-form'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import { useT } from '../i18n'
import { pageUrlOf } from '../../runtime/page-url'
import { ContentBoundary } from './ContentBoundary'
import { FloatingActions } from './FloatingActions'
import { shellStyles } from './shell-styles'
import { ShellIsland } from './ShellIsland'
import { SiteFooter } from './SiteFooter'
import previewBarCss from './PreviewBar.css?inline'
import { PREVIEW_BAR_ISLAND, previewBarElement } from './preview-bar-island'
import { Island } from '../../runtime/islands/Island'

/**
 * Everything every page shares (SPEC §1): header, footer, floating buttons, modals, error fallback. Server
 * only: the parts the browser takes over are islands (site/shell/islands.tsx).
 */
export function Shell({ children }: { children: ReactNode }) {
  const t = useT()
  const pageContext = usePageContext()
  const { pathname } = pageUrlOf(pageContext)
  // Set by the preview guard on a preview this request may see (pages/shared/preview-guard.ts); not on
  // the error page its data may still end in (a draft of an item that does not exist).
  const isErrorPage =
    pageContext.is404 || pageContext.abortStatusCode !== undefined || pageContext.errorWhileRendering != null
  const previewBar = isErrorPage ? null : pageContext.previewBar?.state
  return (
    <>
      <Stylesheets css={shellStyles} precedence="shell" />
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      {/* Its look over a banner and on scroll is plain client code (header-look.ts); its inside an island. */}
      <header
        className="site-header"
        data-testid="site-header"
        data-theme="light"
        data-solid="true"
        data-variant={isSupplierPath(pathname) ? 'go1688' : 'main'}
      >
        <ShellIsland name="site-header" />
      </header>
      <main id="main" className="site-main">
        <ContentBoundary resetKey={pathname}>{children}</ContentBoundary>
      </main>
      <SiteFooter />
      <FloatingActions />
      <ShellIsland name="shell-modals" />
      {previewBar && (
        <>
          <Stylesheets css={[previewBarCss]} precedence="shell" />
          {/* It listens for the CMS's drafts from the start; its code loads on previews only. */}
          <Island name={PREVIEW_BAR_ISLAND} props={previewBar} when="load" preload>
            {previewBarElement(previewBar)}
          </Island>
        </>
      )}
    </>
  )
}

/** A page without header and footer (the block workbench's preview): the shell's styles, the content, the modals. */
export function ShellStylesOnly({ children }: { children: ReactNode }) {
  return (
    <>
      <Stylesheets css={shellStyles} precedence="shell" />
      <main id="main" className="site-main">
        {children}
      </main>
      <ShellIsland name="shell-modals" />
    </>
  )
}
