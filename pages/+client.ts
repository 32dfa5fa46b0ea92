import { defaultFormId } from '../site/actions/default-form'
import { restoreScrollPosition } from '../site/actions/go-to'
import { installJumpDelegation } from '../site/actions/jump-delegation'
import { JUMP_TARGET_ATTRIBUTE } from '../site/actions/jump-target-attribute'
import { browserPageContext } from '../runtime/islands/browser-page-context'
import { readIslandPageContext } from '../runtime/islands/island-page-context'
import { ISLAND_ATTRIBUTE, isPlainIsland } from '../runtime/islands/island-data'
import { REACT_ISLAND_SELECTOR } from '../runtime/islands/island-selector'
import { HYDRATION_TRIGGER_ATTRIBUTE } from '../runtime/islands/hydration-trigger'
import { scheduleIslands } from '../runtime/islands/schedule'
import { yieldToBrowser } from '../runtime/islands/yield-to-browser'
import { CONTENT_REPLACED_EVENT, type ContentReplacedDetail } from '../runtime/islands/content-replaced'
import type { PageContext } from 'vike/types'
import { loadLazyImages } from '../runtime/media/lazy-images'
import { installHeaderLook } from '../site/shell/header-look'
import { revealCurrentMenuEntry } from '../site/shell/menu-current-entry'
import { installReloadButtons } from '../site/shell/reload-buttons'
import { installFloatingActions, rememberSiteInUse } from '../site/shell/shell-behaviours'
import { applyStaticSlideThemes } from '../ui/static-slide-theme'

/**
 * The page's client code (docs/architecture.md "Architecture"), the only script a page starts with: the server rendered
 * the whole page, and Vike treats every page as HTML-only, so neither its client runtime nor React loads
 * up front. This plain code gives the HTML what little it needs — one delegated listener for jump buttons,
 * the floating buttons and the error pages' refresh button, the header's look on scroll, lazy images,
 * banner tones — and schedules the islands (runtime/islands/schedule.ts). An island's code loads only when
 * it wakes: React with the first React island; a plain island (a carousel) needs none.
 */
async function start(): Promise<void> {
  // Three tasks, each well under 50 ms on a slow phone, where there was one of about 90 ms (issue 26): the
  // module's own evaluation, the listeners and the header, then lazy images, tones and islands.
  await yieldToBrowser()
  const pageContext = browserPageContext(readIslandPageContext(document), window.location)
  const consultFormId = (): number =>
    defaultFormId(pageContext.site?.mark, window.location.pathname, pageContext.siteSettings.defaultForms)
  installJumpDelegation(document, () => ({ origin: window.location.origin, defaultFormId: consultFormId() }))
  installFloatingActions(document, consultFormId)
  installReloadButtons(document)
  const header = document.querySelector<HTMLElement>('.site-header')
  if (header) {
    installHeaderLook(header)
    revealCurrentMenuEntry(header)
  }
  rememberSiteInUse(pageContext.site, pageContext.sites ?? [], () => window.localStorage)
  // Outside React's islands the HTML is this code's to look after, plain islands' included.
  // A live preview replaces the main content with the draft's (site/preview/live-preview.ts): it wakes as the page did.
  document.addEventListener(CONTENT_REPLACED_EVENT, (event) => {
    const { root, pageContext: fields } = (event as CustomEvent<ContentReplacedDetail>).detail
    void wakeContent(root, browserPageContext(fields, window.location))
  })
  await yieldToBrowser()
  await wakeContent(document, pageContext)
  restoreScrollPosition()
  // Browser tests wait for this before they click a static block's button (tests/e2e/support/fixture.ts).
  document.documentElement.dataset.clientReady = 'true'
}

/**
 * The React islands whose lazy images React shows (runtime/media/image.tsx): those that wake by themselves.
 * One that waits for the visitor's touch may never hydrate, so this code shows its images as it would a
 * static block's; React, once there, sets the same URLs.
 */
const SELF_WAKING_REACT_ISLAND = `${REACT_ISLAND_SELECTOR}:not([${HYDRATION_TRIGGER_ATTRIBUTE}="interaction"]):not([${HYDRATION_TRIGGER_ATTRIBUTE}="demand"])`

/** Lazy images, banner tones and islands of `root`, woken with `pageContext`. */
function wakeContent(root: ParentNode, pageContext: PageContext): Promise<void> {
  loadLazyImages(root, SELF_WAKING_REACT_ISLAND)
  applyStaticSlideThemes(root, REACT_ISLAND_SELECTOR)
  return scheduleIslands(
    root,
    async (element, rootCreated) => {
      if (isPlainIsland(element.getAttribute(ISLAND_ATTRIBUTE) ?? '')) {
        const { mountPlainIsland } = await import('./plain-islands')
        await mountPlainIsland(element)
        rootCreated()
        return
      }
      const { hydrateIsland, resolveIsland } = await import('./island-hydration')
      await hydrateIsland(element, pageContext, rootCreated, resolveIsland)
    },
    {
      // Jump buttons act through the delegated listener (site/actions/jump-delegation.ts), links by the browser.
      actsWithoutIsland: `a[href], [${JUMP_TARGET_ATTRIBUTE}]`,
    },
  )
}

// A module script runs after the document is parsed; the check keeps that true however it is injected.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => void start(), { once: true })
else void start()
