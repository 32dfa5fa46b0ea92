import { defineBlock } from '../../runtime/blocks/define-block'
import type { NewsShowcaseBlock } from '../../schemas/blocks.gen'

// HTML only: no code of its own in the browser.
export default defineBlock<NewsShowcaseBlock>({
  component: () => import('./news-showcase').then((m) => m.NewsShowcase),
  hydrate: 'none',
})
