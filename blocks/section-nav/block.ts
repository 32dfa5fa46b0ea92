import { defineBlock } from '../../runtime/blocks/define-block'
import type { SectionNavBlock } from '../../schemas/blocks.gen'

// A plain island (no React): its links scroll by themselves; its few lines highlight the section in view,
// waking as the bar nears the viewport.
export default defineBlock<SectionNavBlock>({
  component: () => import('./section-nav').then((m) => m.SectionNav),
  hydrate: 'visible',
  island: 'plain',
  mount: () => import('./section-nav.mount').then((m) => m.mount),
})
