import type { PageContextClient } from 'vike/types'
import { preloadPageBlocks } from '../blocks/renderer'

/** Loads the modules of the page's blocks before hydration and before each client-side page render. */
export default (pageContext: PageContextClient): Promise<void> => preloadPageBlocks(pageContext)
