import type { ComponentType, ReactElement } from 'react'
import { BLOCK_ISLAND_PREFIX } from '../islands/island-data'
import { BlockIndexContext } from './block-index'
import { isRegisteredType } from './loaded-blocks'
import { isIslandBlock, islandKindOf } from './define-block'
import type { AnyRegistry } from './registry'

/** What an interactive block's island carries to the browser: its place on the page and its props. */
export interface BlockIslandProps {
  index: number
  props: object
}

/** An interactive block as its island renders it, on the server and again at hydration. */
export function blockIslandElement(Component: ComponentType<object>, { index, props }: BlockIslandProps): ReactElement {
  return (
    <BlockIndexContext.Provider value={index}>
      <Component {...props} />
    </BlockIndexContext.Provider>
  )
}

/**
 * The browser side of block islands: `block:<type>` → the block's component, loaded on demand, rendered
 * as its island did on the server. Only interactive blocks have islands, so only their code loads.
 */
export function blockIslandResolver(registry: AnyRegistry) {
  return async (name: string): Promise<((props: unknown) => ReactElement) | undefined> => {
    if (!name.startsWith(BLOCK_ISLAND_PREFIX)) return undefined
    const type = name.slice(BLOCK_ISLAND_PREFIX.length)
    if (!isRegisteredType(registry, type)) return undefined
    const definition = registry[type]
    if (!isIslandBlock(definition) || islandKindOf(definition) !== 'react') return undefined
    const Component = (await definition.component()) as ComponentType<object>
    return (props) => blockIslandElement(Component, props as BlockIslandProps)
  }
}
