/**
 * The props of an island travel beside its server HTML as JSON in `<script type="application/json">`.
 * CMS text may hold `</script>` or `<!--`; escaping `<`, `>` and `&` (and the two line separators old
 * parsers end a script at) keeps the JSON inside its element whatever it says.
 */
export function serializeIslandProps(props: unknown): string {
  return JSON.stringify(props ?? null).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/** The props the server wrote beside the island with this id (`null` when there are none). */
export function readIslandProps(root: ParentNode, id: string): unknown {
  // Island ids are word characters and dashes only (runtime/islands/Island.tsx), safe in a selector.
  const script = root.querySelector(`script[${ISLAND_PROPS_ATTRIBUTE}="${id}"]`)
  return script?.textContent ? (JSON.parse(script.textContent) as unknown) : null
}

/** Attribute naming the island on its wrapper element (`data-island="block:heroCarousel"`). */
export const ISLAND_ATTRIBUTE = 'data-island'
/** Attribute of the props script, with the same value as its island's `data-island-id`. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props'
/** Each island's own id: the prefix of its `useId` values and the link to its props. */
export const ISLAND_ID_ATTRIBUTE = 'data-island-id'

/** The island name of a block type. */
export const BLOCK_ISLAND_PREFIX = 'block:'
export const blockIslandName = (type: string): string => `${BLOCK_ISLAND_PREFIX}${type}`

/** The island name of a part of the shell (site/shell/islands.tsx). */
export const SHELL_ISLAND_PREFIX = 'shell:'
export const shellIslandName = (name: string): string => `${SHELL_ISLAND_PREFIX}${name}`

/**
 * The island name of a plain island: HTML the browser enhances with plain code and no React (a carousel is
 * Swiper over its server HTML). Its code is the app's (pages/plain-islands.ts).
 */
export const PLAIN_ISLAND_PREFIX = 'plain:'
export const plainIslandName = (name: string): string => `${PLAIN_ISLAND_PREFIX}${name}`
export const isPlainIsland = (name: string): boolean => name.startsWith(PLAIN_ISLAND_PREFIX)

/** The island name of a block whose definition says `island: 'plain'` (runtime/blocks/plain-block-island.ts). */
export const PLAIN_BLOCK_ISLAND_PREFIX = `${PLAIN_ISLAND_PREFIX}${BLOCK_ISLAND_PREFIX}`
export const plainBlockIslandName = (type: string): string => `${PLAIN_BLOCK_ISLAND_PREFIX}${type}`
