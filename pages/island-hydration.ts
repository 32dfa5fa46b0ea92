import { reactIslandBlocks } from '../blocks/react-islands.gen'
import { blockIslandResolver } from '../runtime/blocks/block-island'
import type { IslandResolver } from '../runtime/islands/hydrate'
import { SHELL_ISLAND_PREFIX } from '../runtime/islands/island-data'
import { PREVIEW_ISLAND_PREFIX } from '../site/shell/preview-island-name'

export { hydrateIsland } from '../runtime/islands/hydrate'

/**
 * What the page's client code (+client.ts) loads when its first island wakes: React, the island runtime and
 * this app's islands — `shell:<name>` → the shell's island code (one chunk for all of them), `block:<type>`
 * → the block's own chunk, `workbench:form` → the block workbench (rjsf with it: only /blocks/{type} loads it),
 * `preview:bar` → a preview's bar (previews only).
 */
const WORKBENCH_ISLAND_PREFIX = 'workbench:'
const blockIslands = blockIslandResolver(reactIslandBlocks)

export const resolveIsland: IslandResolver = async (name) =>
  name.startsWith(SHELL_ISLAND_PREFIX)
    ? (await import('../site/shell/islands')).shellIslandResolver(name)
    : name.startsWith(WORKBENCH_ISLAND_PREFIX)
      ? (await import('../workbench/island')).workbenchIslandResolver(name)
      : name.startsWith(PREVIEW_ISLAND_PREFIX)
        ? (await import('../site/shell/preview-bar-island')).previewIslandResolver(name)
        : blockIslands(name)
