import { ISLAND_ATTRIBUTE } from './island-data'

/** Selector of every island's wrapper: the parts of the page not under it are HTML only. */
export const ISLAND_SELECTOR = `[${ISLAND_ATTRIBUTE}]`
