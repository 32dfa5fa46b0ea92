import { defineBlock } from '../../runtime/blocks/define-block'
import type { AiFrameBlock } from '../../schemas/blocks.gen'

// An island: its code wakes as it nears the viewport.
export default defineBlock<AiFrameBlock>({
  component: () => import('./ai-frame').then((m) => m.AiFrame),
  hydrate: 'visible',
})
