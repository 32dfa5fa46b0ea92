import { defineBlock } from '../../runtime/blocks/define-block'
import type { CardCarouselBlock } from '../../schemas/blocks.gen'

// HTML only: no code of its own in the browser.
export default defineBlock<CardCarouselBlock>({
  component: () => import('./card-carousel').then((m) => m.CardCarousel),
  hydrate: 'none',
})
