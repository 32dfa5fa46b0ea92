import { BLOCK_ISLAND_PREFIX, isPlainIsland, SHELL_ISLAND_PREFIX } from '../runtime/islands/island-data'

/** The module +client.ts imports when the page's first island wakes (React and the island runtime). */
export const ISLAND_HYDRATION_MODULE = 'pages/island-hydration.ts'

/** The module +client.ts imports when the page's first plain island wakes (no React). */
export const PLAIN_ISLANDS_MODULE = 'pages/plain-islands.ts'

/**
 * The source module an island's code is in: a block's is `blocks/<kebab-type>/<kebab-type>.tsx` (one block
 * per folder, named after its type), the shell's islands share one.
 */
export function islandModule(name: string): string | undefined {
  if (name.startsWith(SHELL_ISLAND_PREFIX)) return 'site/shell/islands.tsx'
  if (isPlainIsland(name)) return PLAIN_ISLANDS_MODULE
  if (!name.startsWith(BLOCK_ISLAND_PREFIX)) return undefined
  const folder = name.slice(BLOCK_ISLAND_PREFIX.length).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
  return `blocks/${folder}/${folder}.tsx`
}

/**
 * The modules to preload for the islands `names`, each once: React's hydration module first when one of
 * them is a React island; none when no island wakes at once.
 */
export function islandPreloadModules(names: Iterable<string>): string[] {
  const list = [...names]
  const modules = new Set(list.flatMap((name) => islandModule(name) ?? []))
  const needsReact = list.some((name) => !isPlainIsland(name) && islandModule(name) !== undefined)
  return needsReact ? [ISLAND_HYDRATION_MODULE, ...modules] : [...modules]
}
