import type { PageContext } from 'vike/types'
import { modulePreloadLinks } from '../runtime/islands/island-preloads'
import { islandPreloadModules } from './island-modules'

// After the page has rendered, so the islands it wakes at once are known (runtime/islands/Island.tsx).
export default (pageContext: PageContext): string =>
  modulePreloadLinks(islandPreloadModules(pageContext.islandPreloads ?? []))
