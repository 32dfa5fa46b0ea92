import { defineBlock } from '../../runtime/blocks/define-block'
import type { SectionNavBlock } from '../../schemas/blocks.gen'

// An island: its code wakes as it nears the viewport.
export default defineBlock<SectionNavBlock>({
  component: () => import('./section-nav').then((m) => m.SectionNav),
  hydrate: 'visible',
})
