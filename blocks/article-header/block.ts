import { defineBlock } from '../../runtime/blocks/define-block'
import type { ArticleHeaderBlock } from '../../schemas/blocks.gen'

// HTML only: no code of its own in the browser.
export default defineBlock<ArticleHeaderBlock>({
  component: () => import('./article-header').then((m) => m.ArticleHeader),
  hydrate: 'none',
})
