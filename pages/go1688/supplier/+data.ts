import type { PageContextServer } from 'vike/types'
import type { BlockPageData } from '../../../blocks/page-data'
import { areaPage } from '../area-content'
import { toBlocks } from '../to-blocks'

/** SPEC §2 /go1688/supplier: no backend call; the page's own content in the site's language. */
export async function data(pageContext: PageContextServer): Promise<BlockPageData> {
  const page = areaPage('supplier', pageContext.lang)
  return { blocks: toBlocks(page, 'go1688-supplier'), title: page.title, description: page.desc }
}
