import { useSyncExternalStore } from 'react'

/**
 * State that several islands share (the open modals, the header theme). Each island is its own React
 * root, so a context cannot reach from one to another; a module-level store can, because every island of
 * the page imports the same module. On the server the value never changes from its initial one.
 */
export interface SharedStore<T> {
  get: () => T
  set: (update: (current: T) => T) => void
  subscribe: (listener: () => void) => () => void
  /** The current value in a component, re-rendering it when the value changes. */
  useValue: () => T
}

export function createSharedStore<T>(initial: T): SharedStore<T> {
  let value = initial
  const listeners = new Set<() => void>()
  const get = () => value
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  return {
    get,
    subscribe,
    set: (update) => {
      const next = update(value)
      if (Object.is(next, value)) return
      value = next
      for (const listener of [...listeners]) listener()
    },
    useValue: () => useSyncExternalStore(subscribe, get, () => initial),
  }
}
