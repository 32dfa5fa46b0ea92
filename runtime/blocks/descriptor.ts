/**
 * Block descriptors, generic over an application's block map `M` (block type → its props), as the
 * application's generated `BlockPropsMap` is: `{ banner: BannerProps; tabs: TabsProps; … }`.
 */

/** `{ type, id, props }`, one variant per block type of `M`: `type` decides what `props` must be. */
export type BlockDescriptor<M, T extends keyof M = keyof M> = {
  [K in T]: { type: K; id: string; props: M[K] }
}[T]

/**
 * The application's descriptor builder, bound to its block map once:
 * `export const block = blockBuilder<BlockPropsMap>()`. A type or props that do not exist fail the type check.
 */
export function blockBuilder<M>() {
  return function block<T extends keyof M>(type: T, id: string, props: M[T]): BlockDescriptor<M, T> {
    return { type, id, props } as BlockDescriptor<M, T>
  }
}
