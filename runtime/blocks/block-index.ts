import { createContext, useContext } from 'react'

export const BlockIndexContext = createContext<number>(-1)

/** The rendering block's position on the page (0 = the first block, the one under the header). */
export function useBlockIndex(): number {
  return useContext(BlockIndexContext)
}
