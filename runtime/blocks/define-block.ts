import type { ComponentType } from 'react'

/**
 * When a block's island wakes in the browser (docs/architecture.md "Islands: what the browser runs"):
 * - `none`: never: the block is HTML only (its jump buttons act through the application's delegated listener);
 * - `load`: as the page starts;
 * - `idle`: once the browser is idle after the page started;
 * - `visible`: as it comes near the viewport;
 * - `interaction`: at the visitor's first pointer, touch or focus on it (what they did is replayed).
 */
export type BlockHydration = 'none' | 'load' | 'idle' | 'visible' | 'interaction'

/** The moments an interactive block may wake at (every one but `none`). */
export type BlockWakeMoment = Exclude<BlockHydration, 'none'>

/**
 * What wakes an interactive block: `react` hydrates its component (the default); `plain` runs the block's
 * `mount` on its server HTML (no React in the browser, as Swiper over a carousel's markup).
 */
export type IslandKind = 'react' | 'plain'

/** A plain island's code: gives the block's server HTML its behaviour, with the props it was rendered from. */
export type MountBlock<P> = (element: HTMLElement, props: P) => void

/** Loads a block's component on demand, so a page's bundle carries only the blocks it shows. */
export type ComponentLoader<P> = () => Promise<ComponentType<P>>

interface StaticBlock {
  hydrate: 'none'
}
interface ReactIslandBlock {
  hydrate: BlockWakeMoment
  island?: 'react'
}
interface PlainIslandBlock<P> {
  hydrate: BlockWakeMoment
  island: 'plain'
  /** Loads the plain island's code (`./<name>.mount.ts`), in the browser only, when the block wakes. */
  mount: () => Promise<MountBlock<P>>
}

/**
 * A block's one definition (`blocks/<name>/block.ts`): its component, and when and how the browser wakes
 * it. Codegen reads the definitions into the application's registry and its island module map.
 */
export type BlockDefinition<P> = { component: ComponentLoader<P> } & (
  StaticBlock | ReactIslandBlock | PlainIslandBlock<P>
)

/** Declares a block: `export default defineBlock<TabsBlock>({ component: () => import('./tabs').then((m) => m.Tabs), hydrate: 'visible' })`. */
export function defineBlock<P>(definition: BlockDefinition<P>): BlockDefinition<P> {
  return definition
}

/** Whether the definition's block is an island (its code runs in the browser). */
export const isIslandBlock = (definition: { hydrate: BlockHydration }): boolean => definition.hydrate !== 'none'

/** The island kind of a definition that is an island. */
export const islandKindOf = (definition: { island?: IslandKind }): IslandKind => definition.island ?? 'react'
