import { blockBuilder, type BlockDescriptor as EngineBlockDescriptor } from '../runtime/blocks/descriptor'
import type { BlockPropsMap } from '../schemas/blocks.gen'

/** A block's type key: `logoWall` for `blocks/logo-wall/`. */
export type BlockType = keyof BlockPropsMap

/** `{ type, id, props }` of this site's blocks: `type` decides what `props` must be. */
export type BlockDescriptor<T extends BlockType = BlockType> = EngineBlockDescriptor<BlockPropsMap, T>

/** The only way to build a descriptor: a type or props that do not exist fail the type check. */
export const block = blockBuilder<BlockPropsMap>()
