import { defineBlock } from '../../runtime/blocks/define-block'
import type { MediaDetailBlock } from '../../schemas/blocks.gen'

// An island: its code wakes as it nears the viewport.
export default defineBlock<MediaDetailBlock>({
  component: () => import('./media-detail').then((m) => m.MediaDetail),
  hydrate: 'visible',
})
