import { defineBlock } from '../../runtime/blocks/define-block'
import type { MediaDetailBlock } from '../../schemas/blocks.gen'

// An island that only answers the visitor (the play button): its code, React's included, loads at the
// visitor's first touch of it, and the click that woke it is replayed, so the video opens on that click.
export default defineBlock<MediaDetailBlock>({
  component: () => import('./media-detail').then((m) => m.MediaDetail),
  hydrate: 'interaction',
})
