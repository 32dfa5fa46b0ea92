import type { BlockWakeMoment } from './define-block'

/**
 * Block descriptors, generic over an application's block map `M` (block type → its props), as the
 * application's generated `BlockPropsMap` is: `{ banner: BannerProps; tabs: TabsProps; … }`.
 */

/**
 * `{ type, id, props }`, one variant per block type of `M`: `type` decides what `props` must be. `hydrate`
 * is the route's choice of when an interactive block wakes, over its definition's (the first screen's
 * carousel at `load`, a footer widget at `interaction`).
 */
export type BlockDescriptor<M, T extends keyof M = keyof M> = {
  [K in T]: { type: K; id: string; props: M[K]; hydrate?: BlockWakeMoment }
}[T]

/** What a route may choose for one block where it emits it. */
export interface BlockUse {
  /** When the block's island wakes, instead of its definition's moment (interactive blocks only). */
  hydrate?: BlockWakeMoment
}

/**
 * The application's descriptor builder, bound to its block map once:
 * `export const block = blockBuilder<BlockPropsMap>()`. A type or props that do not exist fail the type check.
 */
export function blockBuilder<M>() {
  return function block<T extends keyof M>(
    type: T,
    id: string,
    props: M[T],
    use: BlockUse = {},
  ): BlockDescriptor<M, T> {
    const descriptor = use.hydrate ? { type, id, props, hydrate: use.hydrate } : { type, id, props }
    return descriptor as BlockDescriptor<M, T>
  }
}
