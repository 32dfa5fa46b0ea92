import type { PageContextServer } from 'vike/types'
import type { BlockPageData } from '../../blocks/page-data'
import { areaPage } from './area-content'
import { toBlocks } from './to-blocks'

/** SPEC §2 /go1688: no backend call; the page's own content in the site's language. */
export async function data(pageContext: PageContextServer): Promise<BlockPageData> {
  const page = areaPage('home', pageContext.lang)
  return { blocks: toBlocks(page, 'go1688-home'), title: page.title, description: page.desc }
}
