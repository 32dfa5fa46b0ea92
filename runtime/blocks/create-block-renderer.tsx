import type { ComponentType } from 'react'
import { createBlocksPage } from './blocks-page'
import type { BlockDescriptor } from './descriptor'
import { blockTypesOf, preloadBlockTypes } from './loaded-blocks'
import type { BlockPropsValidator } from './props-check'
import type { AnyRegistry, Registry } from './registry'
import { RenderRegisteredBlocks } from './render-blocks'

export interface RenderBlocksProps<M> {
  blocks: readonly BlockDescriptor<M>[]
  /** The page's route, named in errors. */
  route: string
}

/** The engine bound to one application's blocks (`M`: block type → props). */
export interface BlockRenderer<M> {
  /** Renders each descriptor with its registered component (preloaded), keyed by the descriptor's id. */
  RenderBlocks: ComponentType<RenderBlocksProps<M>>
  /** The whole `+Page.tsx` of a block-built route: `<RenderBlocks>` of the page's data. */
  BlocksPage: ComponentType
  /**
   * Loads the modules of every block in a page's data (`pageContext.data.blocks`), for the root render
   * hooks (`+onRenderHtml` on the server, `+onBeforeRenderClient` in the browser), so blocks
   * render synchronously: no Suspense flash, no hydration mismatch.
   */
  preloadPageBlocks(pageContext: { data?: unknown }): Promise<void>
  /** Loads the modules of the given block types (tests, the catalogue). */
  preloadBlocks(types: Iterable<string>): Promise<void>
}

export interface BlockRendererOptions {
  /**
   * Checks every descriptor's props against its block's schema before it renders (./props-check): an
   * invalid block fails a test, shows its problems in development, and is left out and logged once in
   * production. Without it props are not checked.
   */
  validateProps?: BlockPropsValidator
}

/**
 * The block engine takes the application's registry (and its props validator) as arguments (docs/architecture.md
 * "Two layers, data one way"): `runtime/` knows no block and no schema. The application creates its
 * renderer once (this site's is `blocks/renderer.ts`).
 */
export function createBlockRenderer<M>(registry: Registry<M>, options: BlockRendererOptions = {}): BlockRenderer<M> {
  const anyRegistry = registry as unknown as AnyRegistry
  const { validateProps } = options
  function RenderBlocks({ blocks, route }: RenderBlocksProps<M>) {
    return <RenderRegisteredBlocks blocks={blocks} route={route} registry={anyRegistry} validateProps={validateProps} />
  }
  return {
    RenderBlocks,
    BlocksPage: createBlocksPage(RenderBlocks),
    preloadPageBlocks: (pageContext) => preloadBlockTypes(anyRegistry, blockTypesOf(pageContext.data)),
    preloadBlocks: (types) => preloadBlockTypes(anyRegistry, types),
  }
}
