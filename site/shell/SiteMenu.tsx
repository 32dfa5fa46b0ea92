import { useT } from '../i18n'
import type { NavEntryModel } from './nav-model'
import { NavItem } from './NavItem'

export interface SiteMenuProps {
  entries: NavEntryModel[]
  pathname: string
  openKeys: ReadonlySet<string>
  onOpenChange: (key: string, open: boolean) => void
}

/**
 * The desktop site menu (hidden below 768 px, where the mobile menu takes over). Where its entries do not
 * fit (a tablet, a long menu) it scrolls sideways as a scroll strip, whose fading edge says there is more.
 */
export function SiteMenu({ entries, pathname, openKeys, onOpenChange }: SiteMenuProps) {
  const t = useT()
  if (entries.length === 0) return null
  const current = currentEntryKey(entries, pathname)
  return (
    <nav className="site-nav scroll-strip" aria-label={t('shell.mainMenu')}>
      <ul className="site-nav__list">
        {entries.map((entry) => (
          <NavItem
            key={entry.key}
            entry={entry}
            active={entry.key === current}
            anotherOpen={[...openKeys].some((key) => key !== entry.key)}
            onOpenChange={onOpenChange}
          />
        ))}
      </ul>
    </nav>
  )
}

/**
 * The one menu entry that is the current page: the most specific match (the longest path that is the
 * pathname or one of its parents), so /about-us/news is "News", not "News" and "About us" at once.
 */
export function currentEntryKey(
  entries: ReadonlyArray<Pick<NavEntryModel, 'key' | 'href'>>,
  pathname: string,
): string | undefined {
  let best: { key: string; length: number } | undefined
  for (const entry of entries) {
    const length = matchLength(entry.href, pathname)
    if (length >= 0 && (best === undefined || length > best.length)) best = { key: entry.key, length }
  }
  return best?.key
}

/** Length of the entry's path when it is the pathname or a parent of it, otherwise -1. */
function matchLength(href: string | undefined, pathname: string): number {
  if (!href || !href.startsWith('/')) return -1
  const path = (href.split(/[?#]/, 1)[0] ?? '').replace(/(.)\/+$/, '$1')
  if (path === '/') return pathname === '/' ? 1 : -1
  return pathname === path || pathname.startsWith(`${path}/`) ? path.length : -1
}
