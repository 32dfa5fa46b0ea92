import type { PageContextServer } from 'vike/types'
import { preloadPageBlocks } from '../blocks/renderer'

/** Loads the modules of the page's blocks before the server renders them (no Suspense fallback in the HTML). */
export default (pageContext: PageContextServer): Promise<void> => preloadPageBlocks(pageContext)
