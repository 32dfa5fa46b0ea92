import { defineBlock } from '../../runtime/blocks/define-block'
import type { AgendaTimelineBlock } from '../../schemas/blocks.gen'

// HTML only: no code of its own in the browser.
export default defineBlock<AgendaTimelineBlock>({
  component: () => import('./agenda-timeline').then((m) => m.AgendaTimeline),
  hydrate: 'none',
})
