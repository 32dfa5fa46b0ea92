import { shellModals } from './modal-store'
import type { ShellAction } from './FloatingActions'
import { rememberOnLeaving } from './language-preference'
import type { Site } from '../../schemas/api.gen'

/** Scrolled further than this, the back-to-top button shows. */
export const BACK_TO_TOP_AFTER_PX = 400

/**
 * The floating buttons' behaviour (site/shell/FloatingActions.tsx), as plain code on HTML the server
 * rendered: consult opens the contact modal with the page's default form (SPEC §7), back-to-top scrolls up
 * and shows only once the page has scrolled.
 */
export function installFloatingActions(root: Document, consultFormId: () => number, view: Window = window): () => void {
  const onClick = (event: Event): void => {
    if (!(event.target instanceof Element)) return
    const action = event.target.closest('[data-shell-action]')?.getAttribute('data-shell-action') as ShellAction | null
    if (action === 'consult') shellModals().openContact(consultFormId())
    else if (action === 'back-to-top') view.scrollTo({ top: 0, behavior: 'smooth' })
  }
  const onScroll = (): void => {
    const visible = String(view.scrollY > BACK_TO_TOP_AFTER_PX)
    for (const button of root.querySelectorAll<HTMLElement>('[data-shell-action="back-to-top"]')) {
      if (button.dataset.visible !== visible) button.dataset.visible = visible
    }
  }
  root.addEventListener('click', onClick)
  view.addEventListener('scroll', onScroll, { passive: true })
  onScroll()
  return () => {
    root.removeEventListener('click', onClick)
    view.removeEventListener('scroll', onScroll)
  }
}

/**
 * SPEC §4 "Language": the site in use is remembered at its host (browser storage is per host), whether the
 * visitor came by the language switch or by a link: written as the page is hidden or left
 * (`rememberOnLeaving`), not on arrival.
 */
export function rememberSiteInUse(
  site: Site | null | undefined,
  sites: readonly Site[],
  storage: () => Pick<Storage, 'setItem'>,
  view: Window = window,
): void {
  if (!site || sites.length < 2) return
  rememberOnLeaving(site, storage, view)
}
