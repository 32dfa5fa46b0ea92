/**
 * The mobile menu as a stack of levels (SPEC §2 "Navigation behaviour"): top navigation → a category or
 * industry → its products or solutions. Pure: the component keeps this state with useReducer.
 */
export interface MenuEntry {
  key: string
  label: string
  /** Where the entry leads; absent for entries that only open the next level. */
  href?: string
  description?: string
  next?: MenuLevel
}

export interface MenuLevel {
  key: string
  title: string
  entries: MenuEntry[]
}

export interface MenuStackState {
  open: boolean
  /** Levels entered below the root; the root level is not part of the stack. */
  stack: MenuLevel[]
}

export type MenuStackAction =
  { type: 'open' } | { type: 'close' } | { type: 'toggle' } | { type: 'push'; level: MenuLevel } | { type: 'back' }

export const closedMenu: MenuStackState = { open: false, stack: [] }

export function menuStackReducer(state: MenuStackState, action: MenuStackAction): MenuStackState {
  switch (action.type) {
    case 'open':
      return { open: true, stack: [] }
    case 'close':
      return closedMenu
    case 'toggle':
      return state.open ? closedMenu : { open: true, stack: [] }
    case 'push':
      if (!state.open || action.level.entries.length === 0) return state
      return { open: true, stack: [...state.stack, action.level] }
    case 'back':
      return state.stack.length === 0 ? state : { ...state, stack: state.stack.slice(0, -1) }
  }
}

/** The level on screen: the deepest entered level, or the root. */
export function currentLevel(state: MenuStackState, root: MenuLevel): MenuLevel {
  return state.stack[state.stack.length - 1] ?? root
}
