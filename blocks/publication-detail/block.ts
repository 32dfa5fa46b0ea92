import { defineBlock } from '../../runtime/blocks/define-block'
import type { PublicationDetailBlock } from '../../schemas/blocks.gen'

// HTML only: no code of its own in the browser.
export default defineBlock<PublicationDetailBlock>({
  component: () => import('./publication-detail').then((m) => m.PublicationDetail),
  hydrate: 'none',
})
