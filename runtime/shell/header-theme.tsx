import { useCallback, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { createSharedStore } from '../islands/shared-store'

export type BannerTheme = 'dark' | 'light'

interface ReportedTheme {
  pathname: string
  theme: BannerTheme
}

// Banners report from their own island (a carousel) or from the shell's static-block code (a static
// banner), the header reads it in its island: a store all of them share.
const headerThemeStore = createSharedStore<ReportedTheme | null>(null)

/** Reports the theme of the banner at the top of the page at `pathname` (SPEC §2 "Navigation behaviour"). */
export function reportBannerTheme(reported: ReportedTheme): void {
  headerThemeStore.set((current) =>
    current !== null && current.pathname === reported.pathname && current.theme === reported.theme ? current : reported,
  )
}

/** Kept for the components that wrap a page in it; the theme lives in a store the islands share. */
export function HeaderThemeProvider({ children }: { children: ReactNode }) {
  return <>{children}</>
}

/**
 * For banners and carousels at the top of a page: call the returned function with the theme of the image
 * on screen (`'dark'` → the header turns white text on a transparent background over it).
 */
export function useReportBannerTheme(): (theme: BannerTheme) => void {
  const pathname = usePageContext().urlPathname
  return useCallback((theme: BannerTheme) => reportBannerTheme({ pathname, theme }), [pathname])
}

/** The theme reported by the current page's banner, or `null` when the page has none. */
export function useBannerTheme(): BannerTheme | null {
  const reported = headerThemeStore.useValue()
  const pathname = usePageContext().urlPathname
  return reported !== null && reported.pathname === pathname ? reported.theme : null
}
