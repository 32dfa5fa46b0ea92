import type { PageContextClient } from 'vike/types'
import { registry } from '../blocks/registry.gen'
import { defaultFormId, installJumpDelegation, restoreScrollPosition } from '../runtime/actions'
import { blockIslandResolver } from '../runtime/blocks/block-island'
import { browserPageContext } from '../runtime/islands/browser-page-context'
import { hydrateIslands, ISLAND_SELECTOR } from '../runtime/islands/hydrate'
import { loadLazyImages } from '../runtime/media'
import { shellIslandResolver } from '../runtime/shell/islands'
import { installReloadButtons } from '../runtime/shell/reload-buttons'
import { applyStaticSlideThemes } from '../ui/static-slide-theme'

const blockIslands = blockIslandResolver(registry)

/**
 * The page's client code (README "Architecture"): the server rendered the whole page; the browser takes
 * over only its islands — the interactive blocks and the shell parts that need it — and gives the static
 * parts what little they need: one delegated listener for jump buttons (and one for the error pages'
 * refresh button), lazy images, banner tones.
 */
export default async function onRenderClient(serverPassed: PageContextClient): Promise<void> {
  const pageContext = browserPageContext(serverPassed, window.location)
  installJumpDelegation(document, () => ({
    origin: window.location.origin,
    defaultFormId: defaultFormId(
      pageContext.site?.mark,
      window.location.pathname,
      pageContext.siteSettings.defaultForms,
    ),
  }))
  installReloadButtons(document)
  loadLazyImages(document, ISLAND_SELECTOR)
  applyStaticSlideThemes(document, ISLAND_SELECTOR)
  await hydrateIslands(pageContext, async (name) => (await shellIslandResolver(name)) ?? blockIslands(name))
  restoreScrollPosition()
  // Browser tests wait for this before they click a static block's button (tests/e2e/support/fixture.ts).
  document.documentElement.dataset.clientReady = 'true'
}
