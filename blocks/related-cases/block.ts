import { defineBlock } from '../../runtime/blocks/define-block'
import type { RelatedCasesBlock } from '../../schemas/blocks.gen'

// HTML only: no code of its own in the browser.
export default defineBlock<RelatedCasesBlock>({
  component: () => import('./related-cases').then((m) => m.RelatedCases),
  hydrate: 'none',
})
