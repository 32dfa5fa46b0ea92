import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'

export type BannerTheme = 'dark' | 'light'

interface ReportedTheme {
  pathname: string
  theme: BannerTheme
}

interface HeaderThemeValue {
  reported: ReportedTheme | null
  report: (reported: ReportedTheme) => void
}

const HeaderThemeContext = createContext<HeaderThemeValue>({ reported: null, report: () => {} })

/**
 * Holds the theme of the banner image at the top of the current page (SPEC §2 "Navigation behaviour":
 * header theme from the banner's average colour). Reports are tied to the page that made them, so after a
 * client-side navigation the header falls back to its plain look until the new page's banner reports.
 */
export function HeaderThemeProvider({ children }: { children: ReactNode }) {
  const [reported, setReported] = useState<ReportedTheme | null>(null)
  const report = useCallback((next: ReportedTheme) => {
    setReported((current) => (current?.pathname === next.pathname && current.theme === next.theme ? current : next))
  }, [])
  const value = useMemo(() => ({ reported, report }), [reported, report])
  return <HeaderThemeContext.Provider value={value}>{children}</HeaderThemeContext.Provider>
}

/**
 * For banners and carousels at the top of a page: call the returned function with the theme of the image
 * on screen (`'dark'` → the header turns white text on a transparent background over it).
 */
export function useReportBannerTheme(): (theme: BannerTheme) => void {
  const { report } = useContext(HeaderThemeContext)
  const pathname = usePageContext().urlPathname
  return useCallback((theme: BannerTheme) => report({ pathname, theme }), [report, pathname])
}

/** The theme reported by the current page's banner, or `null` when the page has none. */
export function useBannerTheme(): BannerTheme | null {
  const { reported } = useContext(HeaderThemeContext)
  const pathname = usePageContext().urlPathname
  return reported?.pathname === pathname ? reported.theme : null
}
