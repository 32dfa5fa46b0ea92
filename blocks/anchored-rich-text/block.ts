import { defineBlock } from '../../runtime/blocks/define-block'
import type { AnchoredRichTextBlock } from '../../schemas/blocks.gen'

// HTML only: no code of its own in the browser.
export default defineBlock<AnchoredRichTextBlock>({
  component: () => import('./anchored-rich-text').then((m) => m.AnchoredRichText),
  hydrate: 'none',
})
