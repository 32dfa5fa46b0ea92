import { useEffect, useId } from 'react'
import { useHoverIntent } from './hover-intent'
import { ChevronDownIcon } from './icons'
import type { NavEntryModel } from './nav-model'
import { NavPopover } from './NavPopover'

export interface NavItemProps {
  entry: NavEntryModel
  active: boolean
  /** Another entry's popover is open: this one closes at once instead of waiting for its delay. */
  anotherOpen: boolean
  onOpenChange: (key: string, open: boolean) => void
}

/** One entry of the desktop menu; entries with header data open their popover on hover or keyboard focus. */
export function NavItem({ entry, active, anotherOpen, onOpenChange }: NavItemProps) {
  const popover = useHoverIntent()
  const popoverId = useId()
  const { key, panel } = entry

  useEffect(() => {
    onOpenChange(key, popover.open)
  }, [key, popover.open, onOpenChange])

  const { set: setOpen } = popover
  useEffect(() => {
    if (anotherOpen) setOpen(false)
  }, [anotherOpen, setOpen])

  const label = (
    <>
      {entry.label}
      {panel && <ChevronDownIcon />}
    </>
  )
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- hover intent for the popover; its button inside opens it from the keyboard
    <li
      className="site-nav__item"
      data-open={popover.open ? 'true' : undefined}
      onMouseEnter={panel ? popover.enter : undefined}
      onMouseLeave={panel ? popover.leave : undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape') popover.set(false)
      }}
      onBlur={(event) => {
        if (panel && !event.currentTarget.contains(event.relatedTarget as Node | null)) popover.set(false)
      }}
    >
      {entry.href ? (
        <a
          className="site-nav__link"
          href={entry.href}
          aria-current={active ? 'page' : undefined}
          aria-expanded={panel ? popover.open : undefined}
          aria-controls={panel ? popoverId : undefined}
          onFocus={panel ? () => popover.set(true) : undefined}
        >
          {label}
        </a>
      ) : (
        <button
          type="button"
          className="site-nav__link"
          aria-expanded={panel ? popover.open : undefined}
          aria-controls={panel ? popoverId : undefined}
          onClick={() => popover.set(!popover.open)}
        >
          {label}
        </button>
      )}
      {panel && (
        <NavPopover
          id={popoverId}
          entry={entry}
          panel={panel}
          open={popover.open}
          onEnter={popover.enter}
          onLeave={popover.leave}
        />
      )}
    </li>
  )
}
