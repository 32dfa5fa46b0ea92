import { defineBlock } from '../../runtime/blocks/define-block'
import type { PageHeadingBlock } from '../../schemas/blocks.gen'

// HTML only: no code of its own in the browser.
export default defineBlock<PageHeadingBlock>({
  component: () => import('./page-heading').then((m) => m.PageHeading),
  hydrate: 'none',
})
