import { createBlockRenderer } from '../runtime/blocks/create-block-renderer'
import type { BlockPropsMap } from '../schemas/blocks.gen'
import { registry } from './registry.gen'
import { validateBlockProps } from './validate-props'

/**
 * The block engine bound to this site's blocks and their schemas: used by pages/ (the +Page files and the
 * render hooks), on the server only. Every block a route emits is checked against its schema before it
 * renders (./validate-props).
 */
export const { RenderBlocks, BlocksPage, preloadPageBlocks, preloadBlocks } = createBlockRenderer<BlockPropsMap>(
  registry,
  {
    validateProps: validateBlockProps,
  },
)
