import { defineBlock } from '../../runtime/blocks/define-block'
import type { HeroCarouselBlock } from '../../schemas/blocks.gen'

// HTML only: no code of its own in the browser.
export default defineBlock<HeroCarouselBlock>({
  component: () => import('./hero-carousel').then((m) => m.HeroCarousel),
  hydrate: 'none',
})
