import type { MenuEntry, MenuLevel } from './menu-stack'
import type { NavEntryModel, NavGroupModel } from './nav-model'

/**
 * The mobile menu's levels from the site menu: top navigation → a category or industry → its products or
 * solutions. A level that can be entered starts with an "overview" link to the entry's own page.
 */
export function mobileRootLevel(entries: readonly NavEntryModel[], title: string, viewAll: string): MenuLevel {
  return {
    key: 'root',
    title,
    entries: entries.map((entry): MenuEntry => {
      const groups = entry.panel?.groups ?? []
      if (groups.length === 0) return { key: entry.key, label: entry.label, href: entry.href }
      return {
        key: entry.key,
        label: entry.label,
        next: {
          key: entry.key,
          title: entry.label,
          entries: [
            ...(entry.href ? [{ key: `${entry.key}-all`, label: viewAll, href: entry.href }] : []),
            ...groups.map((group) => groupEntry(group, viewAll)),
          ],
        },
      }
    }),
  }
}

function groupEntry(group: NavGroupModel, viewAll: string): MenuEntry {
  if (group.links.length === 0)
    return { key: group.key, label: group.title, href: group.href, description: group.description }
  return {
    key: group.key,
    label: group.title,
    description: group.description,
    next: {
      key: group.key,
      title: group.title,
      entries: [
        { key: `${group.key}-all`, label: viewAll, href: group.href },
        ...group.links.map((link) => ({
          key: link.key,
          label: link.label,
          href: link.href,
          description: link.description,
        })),
      ],
    },
  }
}
