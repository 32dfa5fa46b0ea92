import { defineBlock } from '../../runtime/blocks/define-block'
import type { CompanyIntroBlock } from '../../schemas/blocks.gen'

// HTML only: no code of its own in the browser.
export default defineBlock<CompanyIntroBlock>({
  component: () => import('./company-intro').then((m) => m.CompanyIntro),
  hydrate: 'none',
})
