import type { ComponentType } from 'react'

/** Loads a block's module on demand, so a page's bundle carries only the blocks it shows. */
export type BlockLoader<P> = () => Promise<ComponentType<P>>

export interface RegistryEntry<P> {
  load: BlockLoader<P>
  /**
   * Whether the block needs its JavaScript in the browser. An interactive block is an island: the browser
   * loads and hydrates it. Any other block is HTML only.
   */
  interactive: boolean
}

/**
 * One entry per block type of the application's block map `M` (type → props); the application's generated
 * registry checks its object against this with `satisfies`.
 */
export type Registry<M> = { [K in keyof M]: RegistryEntry<M[K]> }

/** Any application's registry, as the engine's internals see it (a loaded module is a component). */
export type AnyRegistry = Readonly<Record<string, { load: () => Promise<unknown>; interactive: boolean }>>
