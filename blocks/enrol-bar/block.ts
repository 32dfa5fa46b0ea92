import { defineBlock } from '../../runtime/blocks/define-block'
import type { EnrolBarBlock } from '../../schemas/blocks.gen'

// A plain island (no React): the button acts through the page's delegated jump listener; the island's few
// lines re-read the status at the browser's "now" once the page is idle (SPEC §4, a day may have turned).
export default defineBlock<EnrolBarBlock>({
  component: () => import('./enrol-bar').then((m) => m.EnrolBar),
  hydrate: 'idle',
  island: 'plain',
  mount: () => import('./enrol-bar.mount').then((m) => m.mount),
})
