import { defineBlock } from '../../runtime/blocks/define-block'
import type { EnrolBarBlock } from '../../schemas/blocks.gen'

// An island: its code wakes as it nears the viewport.
export default defineBlock<EnrolBarBlock>({
  component: () => import('./enrol-bar').then((m) => m.EnrolBar),
  hydrate: 'visible',
})
