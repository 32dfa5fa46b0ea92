import { blockIslandModules } from '../blocks/islands.gen'
import { isPlainIsland, PLAIN_BLOCK_ISLAND_PREFIX, SHELL_ISLAND_PREFIX } from '../runtime/islands/island-data'
import { PREVIEW_ISLAND_PREFIX } from '../site/shell/preview-island-name'

/** The module +client.ts imports when the page's first island wakes (React and the island runtime). */
export const ISLAND_HYDRATION_MODULE = 'pages/island-hydration.ts'

/** The module +client.ts imports when the page's first plain island wakes (no React). */
export const PLAIN_ISLANDS_MODULE = 'pages/plain-islands.ts'

/**
 * The source module an island's code is in: a block's as codegen found it in the block's definition
 * (blocks/islands.gen.ts), the shell's islands share one, plain islands start from one.
 */
export function islandModule(name: string): string | undefined {
  if (name.startsWith(SHELL_ISLAND_PREFIX)) return 'site/shell/islands.tsx'
  if (name.startsWith(PREVIEW_ISLAND_PREFIX)) return 'site/shell/preview-bar-island.tsx'
  if (Object.prototype.hasOwnProperty.call(blockIslandModules, name)) return blockIslandModules[name]
  if (isPlainIsland(name) && !name.startsWith(PLAIN_BLOCK_ISLAND_PREFIX)) return PLAIN_ISLANDS_MODULE
  return undefined
}

/**
 * The modules to preload for the islands `names`, each once: React's hydration module first when one of
 * them is a React island; none when no island wakes at once.
 */
export function islandPreloadModules(names: Iterable<string>): string[] {
  const list = [...names]
  const modules = new Set(
    list.flatMap((name) => [
      // A plain block's mount is started by the plain islands' module.
      ...(name.startsWith(PLAIN_BLOCK_ISLAND_PREFIX) ? [PLAIN_ISLANDS_MODULE] : []),
      ...[islandModule(name) ?? []].flat(),
    ]),
  )
  const needsReact = list.some((name) => !isPlainIsland(name) && islandModule(name) !== undefined)
  return needsReact ? [ISLAND_HYDRATION_MODULE, ...modules] : [...modules]
}
