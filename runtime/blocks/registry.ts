import type { ComponentType } from 'react'
import type { BlockPropsMap } from '../../schemas/blocks.gen'
import type { BlockType } from './descriptor'

export type BlockComponent<T extends BlockType> = ComponentType<BlockPropsMap[T]>

/** Loads a block's module on demand, so a page's bundle carries only the blocks it shows. */
export type BlockLoader<T extends BlockType> = () => Promise<BlockComponent<T>>

export interface RegistryEntry<T extends BlockType> {
  load: BlockLoader<T>
  /**
   * Whether the block needs its JavaScript in the browser (its schema's `x-interactive`). An interactive
   * block is an island: the browser loads and hydrates it. Any other block is HTML only; its jump buttons
   * work through the shell's delegated click handler.
   */
  interactive: boolean
}

/** One entry per block type; the generated `blocks/registry.gen.ts` checks its object against this with `satisfies`. */
export type Registry = { [K in BlockType]: RegistryEntry<K> }
