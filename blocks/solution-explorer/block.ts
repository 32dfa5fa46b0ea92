import { defineBlock } from '../../runtime/blocks/define-block'
import type { SolutionExplorerBlock } from '../../schemas/blocks.gen'

// An island: its code wakes as it nears the viewport.
export default defineBlock<SolutionExplorerBlock>({
  component: () => import('./solution-explorer').then((m) => m.SolutionExplorer),
  hydrate: 'visible',
})
