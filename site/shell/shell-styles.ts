import errorNoticeCss from './ErrorNotice.css?inline'
import floatingActionsCss from './FloatingActions.css?inline'
import languageSwitcherCss from './LanguageSwitcher.css?inline'
import mobileMenuCss from './MobileMenu.css?inline'
import modalCss from './Modal.css?inline'
import navPopoverCss from './NavPopover.css?inline'
import scrollStripCss from './scroll-strip.css?inline'
import shellCss from './shell.css?inline'
import siteFooterCss from './SiteFooter.css?inline'
import siteHeaderCss from './SiteHeader.css?inline'
import toastCss from './Toast.css?inline'
import tokensCss from './tokens.css?inline'

/**
 * The shell's styles, inlined into every page by <Shell> (runtime/blocks/stylesheets.tsx), including those
 * of the parts the browser shows later (mobile menu, modals, toast): they arrive with the HTML, so
 * opening one never waits for a stylesheet and no page has a render-blocking one. The contact and video
 * modals' own styles load with their code.
 */
export const shellStyles: readonly string[] = [
  // The design tokens every block's styles use come first.
  tokensCss,
  shellCss,
  // The site menu is a scroll strip (site/shell/SiteMenu.tsx); its header rules follow.
  scrollStripCss,
  siteHeaderCss,
  navPopoverCss,
  mobileMenuCss,
  languageSwitcherCss,
  siteFooterCss,
  floatingActionsCss,
  modalCss,
  toastCss,
  errorNoticeCss,
]
