import { createStore } from '../../runtime/islands/store'

export type BannerTheme = 'dark' | 'light'

/** Scrolled further than this, the header turns solid (SPEC §2 "Navigation behaviour"). */
export const HEADER_SOLID_AFTER_PX = 8

// What decides the header's look comes from three places: the banner at the top of the page (from its
// island, or from the plain code of a static banner), the header's own island (a popover or the mobile
// menu is open) and the page's scroll position. The header element itself is HTML the server renders,
// so its look is set by plain code (`installHeaderLook`) and needs no React until a menu is used.
const bannerThemeStore = createStore<BannerTheme | null>(null)
const headerOpenStore = createStore(false)

/** The banner at the top of the page reports the tone of the image on screen (`'dark'`: white text over it). */
export function reportBannerTheme(theme: BannerTheme): void {
  bannerThemeStore.set(() => theme)
}

/** The header's island reports whether one of its popovers or its mobile menu is open. */
export function reportHeaderOpen(open: boolean): void {
  headerOpenStore.set(() => open)
}

export interface HeaderLook {
  theme: BannerTheme
  solid: boolean
}

/**
 * Over a banner that reported its theme the header is transparent with white (dark banner) or dark (light
 * banner) text; it is solid white without one, once the page scrolls, and while a popover or the mobile
 * menu is open.
 */
export function headerLook(bannerTheme: BannerTheme | null, scrolled: boolean, open: boolean): HeaderLook {
  const solid = bannerTheme === null || scrolled || open
  return { theme: solid ? 'light' : bannerTheme, solid }
}

/** Keeps `header`'s `data-theme`, `data-solid` and `data-banner-theme` in step with the three inputs. */
export function installHeaderLook(header: HTMLElement, view: Window = window): () => void {
  const apply = (): void => {
    const bannerTheme = bannerThemeStore.get()
    const look = headerLook(bannerTheme, view.scrollY > HEADER_SOLID_AFTER_PX, headerOpenStore.get())
    header.dataset.theme = look.theme
    header.dataset.solid = String(look.solid)
    if (bannerTheme) header.dataset.bannerTheme = bannerTheme
    else delete header.dataset.bannerTheme
  }
  const unsubscribe = [bannerThemeStore.subscribe(apply), headerOpenStore.subscribe(apply)]
  view.addEventListener('scroll', apply, { passive: true })
  apply()
  return () => {
    for (const stop of unsubscribe) stop()
    view.removeEventListener('scroll', apply)
  }
}
