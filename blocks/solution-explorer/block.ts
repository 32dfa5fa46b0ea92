import { defineBlock } from '../../runtime/blocks/define-block'
import type { SolutionExplorerBlock } from '../../schemas/blocks.gen'

// HTML only: its carousel is the site's plain one (ui/carousel), which needs no React in the browser.
export default defineBlock<SolutionExplorerBlock>({
  component: () => import('./solution-explorer').then((m) => m.SolutionExplorer),
  hydrate: 'none',
})
