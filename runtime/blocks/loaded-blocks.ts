import type { ComponentType } from 'react'
import type { Registry } from './registry'

// Components whose modules have been loaded, by type key. Filled before render on the server and
// before hydration in the browser, so <RenderBlocks> can render them synchronously (no Suspense
// fallback in the server HTML, nothing different at hydration).
const loaded = new Map<string, ComponentType<never>>()
const loading = new Map<string, Promise<void>>()

export function isRegisteredType(registry: Registry, type: string): type is keyof Registry {
  return Object.prototype.hasOwnProperty.call(registry, type)
}

/** Loads the modules of the given block types (unknown types are left to <RenderBlocks> to report). */
export async function preloadBlockTypes(registry: Registry, types: Iterable<string>): Promise<void> {
  const pending: Promise<void>[] = []
  for (const type of new Set(types)) {
    if (loaded.has(type) || !isRegisteredType(registry, type)) continue
    let promise = loading.get(type)
    if (!promise) {
      promise = registry[type]().then(
        (component) => {
          loaded.set(type, component as ComponentType<never>)
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
export function loadedBlock(type: string): ComponentType<never> | undefined {
  return loaded.get(type)
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
