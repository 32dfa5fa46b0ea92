import type { BlockPropsMap } from '../../schemas/blocks.gen'

/** A block's type key: `logoWall` for `schemas/blocks/logo-wall.schema.json`. */
export type BlockType = keyof BlockPropsMap

/** `{ type, id, props }`, one variant per block type: `type` decides what `props` must be. */
export type BlockDescriptor<T extends BlockType = BlockType> = {
  [K in T]: { type: K; id: string; props: BlockPropsMap[K] }
}[T]

/** The only way to build a descriptor: a type or props that do not exist fail the type check. */
export function block<T extends BlockType>(type: T, id: string, props: BlockPropsMap[T]): BlockDescriptor<T> {
  return { type, id, props } as BlockDescriptor<T>
}
