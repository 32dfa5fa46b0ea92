import { defineBlock } from '../../runtime/blocks/define-block'
import type { FeatureGridBlock } from '../../schemas/blocks.gen'

// HTML only: no code of its own in the browser.
export default defineBlock<FeatureGridBlock>({
  component: () => import('./feature-grid').then((m) => m.FeatureGrid),
  hydrate: 'none',
})
