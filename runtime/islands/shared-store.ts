import { useSyncExternalStore } from 'react'
import type { Store } from './store'

/**
 * A store's value in a component, re-rendering it when the value changes. Hydration reads the store's
 * initial value, as the server rendered it, so an island woken after the store changed (a modal asked
 * for before its island hydrated) hydrates without a mismatch and then shows the current value.
 */
export function useStoreValue<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial)
}
