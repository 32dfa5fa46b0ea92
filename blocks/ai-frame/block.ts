import { defineBlock } from '../../runtime/blocks/define-block'
import type { AiFrameBlock } from '../../schemas/blocks.gen'

// A plain island (no React): it acts without the visitor (the frame grows to its page once that has
// loaded, lazily, near the view), so its small code wakes as the frame nears the viewport.
export default defineBlock<AiFrameBlock>({
  component: () => import('./ai-frame').then((m) => m.AiFrame),
  hydrate: 'visible',
  island: 'plain',
  mount: () => import('./ai-frame.mount').then((m) => m.mount),
})
