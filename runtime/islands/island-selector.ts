import { ISLAND_ATTRIBUTE, PLAIN_ISLAND_PREFIX } from './island-data'

/** Selector of every island's wrapper: the parts of the page not under it are HTML only. */
export const ISLAND_SELECTOR = `[${ISLAND_ATTRIBUTE}]`

/** Selector of the islands React renders in the browser (a plain island's HTML stays the server's). */
export const REACT_ISLAND_SELECTOR = `[${ISLAND_ATTRIBUTE}]:not([${ISLAND_ATTRIBUTE}^="${PLAIN_ISLAND_PREFIX}"])`
