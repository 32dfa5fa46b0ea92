import type { ComponentType } from 'react'
import type { BlockPropsMap } from '../../schemas/blocks.gen'
import type { BlockType } from './descriptor'

export type BlockComponent<T extends BlockType> = ComponentType<BlockPropsMap[T]>

/** Loads a block's module on demand, so a page's bundle carries only the blocks it shows. */
export type BlockLoader<T extends BlockType> = () => Promise<BlockComponent<T>>

/** One loader per block type; the generated `blocks/registry.gen.ts` checks its object against this with `satisfies`. */
export type Registry = { [K in BlockType]: BlockLoader<K> }
