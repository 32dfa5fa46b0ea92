import { defineBlock } from '../../runtime/blocks/define-block'
import type { SolutionCarouselBlock } from '../../schemas/blocks.gen'

// HTML only: no code of its own in the browser.
export default defineBlock<SolutionCarouselBlock>({
  component: () => import('./solution-carousel').then((m) => m.SolutionCarousel),
  hydrate: 'none',
})
