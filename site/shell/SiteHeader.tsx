import { useCallback, useEffect, useMemo, useReducer, useState } from 'react'
import { isSupplierPath } from '../actions/default-form'
import { useT } from '../i18n'
import { Go1688Logo, Go1688Phones, go1688NavEntries } from './go1688-variant'
import { reportHeaderOpen } from './header-look'
import { CloseIcon, MenuIcon } from './icons'
import { LanguageSwitcher } from './LanguageSwitcher'
import { closedMenu, menuStackReducer } from './menu-stack'
import { MobileMenu } from './MobileMenu'
import { buildNavEntries } from './nav-model'
import { useShellView } from './shell-data'
import { SiteLogo } from './SiteLogo'
import { SiteMenu } from './SiteMenu'

/**
 * The inside of the fixed site header (its `<header>` element is the shell's, site/shell/Shell.tsx):
 * logo, menu with popovers, language switch and mobile menu. The header's look over a banner
 * (site/shell/header-look.ts) hears from here whether a popover or the mobile menu is open.
 */
export function SiteHeader() {
  const t = useT()
  const view = useShellView()
  const [menu, dispatchMenu] = useReducer(menuStackReducer, closedMenu)
  const [openPopovers, setOpenPopovers] = useState<ReadonlySet<string>>(new Set())
  // Paths under /go1688 get the supplier area's logo, phone numbers and menu (SPEC §2 /go1688).
  const supplierArea = isSupplierPath(view.pathname)
  const entries = useMemo(
    () => (supplierArea ? go1688NavEntries(t) : buildNavEntries(view.navigation, view.header)),
    [supplierArea, t, view.navigation, view.header],
  )

  const onPopoverChange = useCallback((key: string, open: boolean) => {
    setOpenPopovers((current) => {
      if (current.has(key) === open) return current
      const next = new Set(current)
      if (open) next.add(key)
      else next.delete(key)
      return next
    })
  }, [])

  const open = openPopovers.size > 0 || menu.open
  useEffect(() => reportHeaderOpen(open), [open])

  return (
    <>
      <div className="shell-container site-header__bar">
        {supplierArea ? <Go1688Logo t={t} logo={view.go1688.logo} /> : <SiteLogo site={view.site} />}
        <SiteMenu entries={entries} pathname={view.pathname} openKeys={openPopovers} onOpenChange={onPopoverChange} />
        <div className="site-header__actions">
          {supplierArea && <Go1688Phones t={t} phones={view.go1688.phones} />}
          <LanguageSwitcher variant="header" />
          <button
            type="button"
            className="site-header__menu-toggle"
            data-testid="mobile-menu-toggle"
            aria-expanded={menu.open}
            aria-label={menu.open ? t('shell.closeMenu') : t('shell.openMenu')}
            onClick={() => dispatchMenu({ type: 'toggle' })}
          >
            {menu.open ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      {menu.open && <MobileMenu entries={entries} state={menu} dispatch={dispatchMenu} />}
    </>
  )
}
