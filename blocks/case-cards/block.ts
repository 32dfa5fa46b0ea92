import { defineBlock } from '../../runtime/blocks/define-block'
import type { CaseCardsBlock } from '../../schemas/blocks.gen'

// HTML only: no code of its own in the browser.
export default defineBlock<CaseCardsBlock>({
  component: () => import('./case-cards').then((m) => m.CaseCards),
  hydrate: 'none',
})
