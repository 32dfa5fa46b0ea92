import { useEffect, useMemo, type Dispatch } from 'react'
import { useT } from '../i18n'
import { useBodyScrollLock } from './body-scroll-lock'
import { BackIcon, ChevronRightIcon } from './icons'
import { LanguageSwitcher } from './LanguageSwitcher'
import { currentLevel, type MenuStackAction, type MenuStackState } from './menu-stack'
import { mobileRootLevel } from './mobile-menu-levels'
import type { NavEntryModel } from './nav-model'

export interface MobileMenuProps {
  entries: NavEntryModel[]
  state: MenuStackState
  dispatch: Dispatch<MenuStackAction>
}

/**
 * The slide-in menu below 768 px (SPEC §2): one level at a time, a back arrow to the level above, body
 * scroll locked while open, the language list at the root when there is more than one site.
 */
export function MobileMenu({ entries, state, dispatch }: MobileMenuProps) {
  const t = useT()
  const root = useMemo(() => mobileRootLevel(entries, t('shell.mainMenu'), t('shell.viewAll')), [entries, t])
  const level = currentLevel(state, root)
  const depth = state.stack.length
  useBodyScrollLock(true)

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      if (event.key === 'Escape') dispatch({ type: 'close' })
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [dispatch])

  return (
    <nav className="mobile-menu" data-testid="mobile-menu" data-depth={depth} aria-label={t('shell.mainMenu')}>
      <div className="mobile-menu__level" key={`${depth}-${level.key}`}>
        {depth > 0 && (
          <div className="mobile-menu__head">
            <button
              type="button"
              className="mobile-menu__back"
              data-testid="mobile-menu-back"
              onClick={() => dispatch({ type: 'back' })}
            >
              <BackIcon />
              <span className="visually-hidden">{t('shell.back')}</span>
            </button>
            <p className="mobile-menu__title">{level.title}</p>
          </div>
        )}
        <ul className="mobile-menu__list">
          {level.entries.map((entry) => (
            <li key={entry.key}>
              {entry.next ? (
                <button
                  type="button"
                  className="mobile-menu__entry"
                  onClick={() => entry.next && dispatch({ type: 'push', level: entry.next })}
                >
                  <span className="mobile-menu__label">{entry.label}</span>
                  <ChevronRightIcon />
                </button>
              ) : (
                <a className="mobile-menu__entry" href={entry.href ?? '/'} onClick={() => dispatch({ type: 'close' })}>
                  <span className="mobile-menu__label">{entry.label}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
        {depth === 0 && <LanguageSwitcher variant="menu" />}
      </div>
    </nav>
  )
}
