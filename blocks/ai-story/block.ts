import { defineBlock } from '../../runtime/blocks/define-block'
import type { AiStoryBlock } from '../../schemas/blocks.gen'

// HTML only: no code of its own in the browser.
export default defineBlock<AiStoryBlock>({
  component: () => import('./ai-story').then((m) => m.AiStory),
  hydrate: 'none',
})
