import type { ComponentType } from 'react'
import type { AnyRegistry } from './registry'

// Components whose modules have been loaded, per registry and type key. Filled before render on the
// server and before hydration in the browser, so <RenderBlocks> can render them synchronously (no
// Suspense fallback in the server HTML, nothing different at hydration).
type Loaded = { components: Map<string, ComponentType<never>>; loading: Map<string, Promise<void>> }
const byRegistry = new WeakMap<AnyRegistry, Loaded>()

function loadedOf(registry: AnyRegistry): Loaded {
  let entry = byRegistry.get(registry)
  if (!entry) {
    entry = { components: new Map(), loading: new Map() }
    byRegistry.set(registry, entry)
  }
  return entry
}

export function isRegisteredType(registry: AnyRegistry, type: string): boolean {
  return Object.prototype.hasOwnProperty.call(registry, type)
}

/** Loads the modules of the given block types (unknown types are left to <RenderBlocks> to report). */
export async function preloadBlockTypes(registry: AnyRegistry, types: Iterable<string>): Promise<void> {
  const { components, loading } = loadedOf(registry)
  const pending: Promise<void>[] = []
  for (const type of new Set(types)) {
    if (components.has(type) || !isRegisteredType(registry, type)) continue
    let promise = loading.get(type)
    if (!promise) {
      promise = registry[type].component().then(
        (component) => {
          components.set(type, component as ComponentType<never>)
          loading.delete(type)
        },
        (error: unknown) => {
          loading.delete(type)
          throw error
        },
      )
      loading.set(type, promise)
    }
    pending.push(promise)
  }
  await Promise.all(pending)
}

/** The component of a type whose module is already loaded, else undefined. */
export function loadedBlock(registry: AnyRegistry, type: string): ComponentType<never> | undefined {
  return loadedOf(registry).components.get(type)
}

/** Reads `{ blocks }` from a page's data (anything else has no blocks to load). */
export function blockTypesOf(data: unknown): string[] {
  if (typeof data !== 'object' || data === null || !('blocks' in data)) return []
  const blocks = (data as { blocks: unknown }).blocks
  if (!Array.isArray(blocks)) return []
  return blocks.flatMap((b: unknown) =>
    typeof b === 'object' && b !== null && typeof (b as { type?: unknown }).type === 'string'
      ? [(b as { type: string }).type]
      : [],
  )
}
