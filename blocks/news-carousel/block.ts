import { defineBlock } from '../../runtime/blocks/define-block'
import type { NewsCarouselBlock } from '../../schemas/blocks.gen'

// HTML only: no code of its own in the browser.
export default defineBlock<NewsCarouselBlock>({
  component: () => import('./news-carousel').then((m) => m.NewsCarousel),
  hydrate: 'none',
})
