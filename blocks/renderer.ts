import { createBlockRenderer } from '../runtime/blocks/create-block-renderer'
import { registry } from './registry.gen'

/** The block engine bound to this site's blocks: used by pages/ (the +Page files and the render hooks). */
export const { RenderBlocks, BlocksPage, preloadPageBlocks, preloadBlocks } = createBlockRenderer(registry)
