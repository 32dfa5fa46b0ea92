import { ISLAND_ID_ATTRIBUTE, PLAIN_BLOCK_ISLAND_PREFIX, readIslandProps } from '../islands/island-data'
import type { AnyRegistry } from './registry'

/**
 * The browser side of plain block islands (`island: 'plain'`): `plain:block:<type>` → the block's `mount`,
 * loaded on demand and run on the block's server HTML with the props it was rendered from. No React.
 * Resolves to false when the name is no plain block of the registry.
 */
export function plainBlockMounter(registry: AnyRegistry) {
  return async (name: string, element: HTMLElement): Promise<boolean> => {
    if (!name.startsWith(PLAIN_BLOCK_ISLAND_PREFIX)) return false
    const type = name.slice(PLAIN_BLOCK_ISLAND_PREFIX.length)
    const definition = Object.prototype.hasOwnProperty.call(registry, type) ? registry[type] : undefined
    if (!definition?.mount || definition.island !== 'plain') return false
    const mount = (await definition.mount()) as (element: HTMLElement, props: unknown) => void
    const island = readIslandProps(element.ownerDocument, element.getAttribute(ISLAND_ID_ATTRIBUTE) ?? '') as {
      props?: unknown
    } | null
    mount(element, island?.props)
    return true
  }
}
