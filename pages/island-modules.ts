import { BLOCK_ISLAND_PREFIX, SHELL_ISLAND_PREFIX } from '../runtime/islands/island-data'

/** The module +client.ts imports when the page's first island wakes (React and the island runtime). */
export const ISLAND_HYDRATION_MODULE = 'pages/island-hydration.ts'

/**
 * The source module an island's code is in: a block's is `blocks/<kebab-type>/<kebab-type>.tsx` (one block
 * per folder, named after its type), the shell's islands share one.
 */
export function islandModule(name: string): string | undefined {
  if (name.startsWith(SHELL_ISLAND_PREFIX)) return 'runtime/shell/islands.tsx'
  if (!name.startsWith(BLOCK_ISLAND_PREFIX)) return undefined
  const folder = name.slice(BLOCK_ISLAND_PREFIX.length).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
  return `blocks/${folder}/${folder}.tsx`
}

/** The modules to preload for the islands `names` (none when no island wakes at once). */
export function islandPreloadModules(names: Iterable<string>): string[] {
  const modules = [...names].flatMap((name) => islandModule(name) ?? [])
  return modules.length > 0 ? [ISLAND_HYDRATION_MODULE, ...modules] : []
}
