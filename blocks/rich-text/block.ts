import { defineBlock } from '../../runtime/blocks/define-block'
import type { RichTextBlock } from '../../schemas/blocks.gen'

// HTML only: no code of its own in the browser.
export default defineBlock<RichTextBlock>({
  component: () => import('./rich-text').then((m) => m.RichText),
  hydrate: 'none',
})
