import { registry } from '../../blocks/registry.gen'
import { blockTypesOf, preloadBlockTypes } from './loaded-blocks'

/**
 * Loads the modules of every block in a page's data (`pageContext.data.blocks`). Called by the
 * root render hooks (`pages/+onBeforeRenderHtml.ts` on the server, `pages/+onBeforeRenderClient.ts`
 * in the browser) so blocks render synchronously: no Suspense flash, no hydration mismatch.
 */
export function preloadPageBlocks(pageContext: { data?: unknown }): Promise<void> {
  return preloadBlockTypes(registry, blockTypesOf(pageContext.data))
}
