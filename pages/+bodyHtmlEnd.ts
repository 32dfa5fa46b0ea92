import type { PageContext } from 'vike/types'
import { islandPageContextScript } from '../runtime/islands/island-page-context'

// After the page has rendered (pages/+onAfterRenderHtml.ts has shrunk the context to what islands use).
export default (pageContext: PageContext): string => islandPageContextScript(pageContext)
