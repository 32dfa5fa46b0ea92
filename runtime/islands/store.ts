/**
 * State that several islands and the page's plain client code share (the open modals, the header's
 * look). Each island is its own React root, so a context cannot reach from one to another; a module-level
 * store can, because all of the page's code imports the same module. Plain TypeScript: the page's
 * startup code uses stores before (and without) React; islands read them with `useStoreValue`.
 */
export interface Store<T> {
  /** The value the server renders with: it never changes on the server. */
  readonly initial: T
  get: () => T
  set: (update: (current: T) => T) => void
  subscribe: (listener: () => void) => () => void
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    initial,
    get: () => value,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set: (update) => {
      const next = update(value)
      if (Object.is(next, value)) return
      value = next
      for (const listener of [...listeners]) listener()
    },
  }
}
