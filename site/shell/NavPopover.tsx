import { subListColumns } from './menu-layout'
import { NavPopoverIntro } from './NavPopoverIntro'
import type { NavEntryModel, NavPanelModel } from './nav-model'

export interface NavPopoverProps {
  id: string
  entry: NavEntryModel
  panel: NavPanelModel
  open: boolean
  onEnter: () => void
  onLeave: () => void
}

/**
 * The mega-menu panel under a top navigation entry: product categories with their products, or industries
 * with their solutions. Always rendered (hidden while closed) so the links are in the server HTML.
 */
export function NavPopover({ id, entry, panel, open, onEnter, onLeave }: NavPopoverProps) {
  return (
    <div
      id={id}
      className="nav-popover"
      data-kind={panel.kind}
      data-open={open ? 'true' : 'false'}
      hidden={!open}
      onMouseEnter={onEnter}
      onMouseLeave={onLeave}
    >
      <div className="shell-container nav-popover__inner">
        <NavPopoverIntro panel={panel} href={entry.href} />
        <div className="nav-popover__groups" data-group-count={panel.groups.length}>
          {panel.groups.map((group) => (
            <section key={group.key} className="nav-group">
              <a className="nav-group__title" href={group.href}>
                {group.icon && (
                  <img className="nav-group__icon" src={group.icon} alt="" width={24} height={24} loading="lazy" />
                )}
                <span>{group.title}</span>
              </a>
              {group.description && <p className="nav-group__description">{group.description}</p>}
              {group.links.length > 0 && (
                <ul
                  className="nav-group__links"
                  data-columns-wide={subListColumns(group.links.length, 'wide')}
                  data-columns-narrow={subListColumns(group.links.length, 'narrow')}
                >
                  {group.links.map((link) => (
                    <li key={link.key}>
                      <a href={link.href} title={link.description}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </div>
  )
}
