import { useT } from '../i18n'
import type { NavEntryModel } from './nav-model'
import { NavItem } from './NavItem'

export interface SiteMenuProps {
  entries: NavEntryModel[]
  pathname: string
  openKeys: ReadonlySet<string>
  onOpenChange: (key: string, open: boolean) => void
}

/** The desktop site menu (hidden below 768 px, where the mobile menu takes over). */
export function SiteMenu({ entries, pathname, openKeys, onOpenChange }: SiteMenuProps) {
  const t = useT()
  if (entries.length === 0) return null
  return (
    <nav className="site-nav" aria-label={t('shell.mainMenu')}>
      <ul className="site-nav__list">
        {entries.map((entry) => (
          <NavItem
            key={entry.key}
            entry={entry}
            active={isActive(entry.href, pathname)}
            anotherOpen={[...openKeys].some((key) => key !== entry.key)}
            onOpenChange={onOpenChange}
          />
        ))}
      </ul>
    </nav>
  )
}

function isActive(href: string | undefined, pathname: string): boolean {
  if (!href || !href.startsWith('/')) return false
  const path = href.split(/[?#]/, 1)[0] ?? ''
  return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`)
}
