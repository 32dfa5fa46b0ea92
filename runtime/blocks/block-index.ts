import { createContext, useContext } from 'react'

export const BlockIndexContext = createContext<number>(-1)

/** The rendering block's position on the page (0 = the first block, the one under the header). */
export function useBlockIndex(): number {
  return useContext(BlockIndexContext)
}

/**
 * How many blocks from the top count as "in the first screen": their islands' code is preloaded with the
 * page and their first image loads at once (a page may open with a heading block above its banner).
 */
export const NEAR_TOP_BLOCKS = 2

/** Whether the rendering block is one of the first `NEAR_TOP_BLOCKS` of the page. */
export function useIsNearTop(): boolean {
  const index = useBlockIndex()
  return index >= 0 && index < NEAR_TOP_BLOCKS
}
