import type { BlocksPageData } from '../runtime/blocks/blocks-page'
import type { PageSeo } from '../site/seo/page-seo'
import type { BlockDescriptor } from './descriptor'

/**
 * What a block page's `+data.ts` returns: its blocks, and for the head `title`/`description` (`<title>`,
 * the meta description) and `seo` (link previews and structured data).
 */
export interface BlockPageData extends BlocksPageData<BlockDescriptor> {
  title?: string
  description?: string
  seo?: PageSeo
}
