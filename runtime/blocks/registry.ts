import type { BlockDefinition, BlockHydration, IslandKind } from './define-block'

/**
 * One definition per block type of the application's block map `M` (type → props); the application's
 * generated registry checks its object against this with `satisfies`.
 */
export type Registry<M> = { [K in keyof M]: BlockDefinition<M[K]> }

/** Any application's registry, as the engine's internals see it (a loaded module is a component). */
export type AnyRegistry = Readonly<
  Record<
    string,
    {
      component: () => Promise<unknown>
      hydrate: BlockHydration
      island?: IslandKind
      mount?: () => Promise<unknown>
    }
  >
>
