import type { PageContextServer } from 'vike/types'
import { orFallback } from '../../runtime/api'
import type { BlockPageData } from '../../runtime/blocks/blocks-page'
import { PUBLICATION_PAGE_SIZE, periodicalBlocks } from './to-blocks'

/** SPEC §2 /periodical: the publications list. */
export async function data({ api, site }: PageContextServer): Promise<BlockPageData> {
  const [header, firstPage] = await Promise.all([
    orFallback(api.titleByType('CORPORATE_PUBLICATION', site.id), {}, 'publications page header'),
    api.publicationList({ siteId: site.id, pageNo: 1, pageSize: PUBLICATION_PAGE_SIZE }),
  ])
  return { blocks: periodicalBlocks(site.id, header, firstPage), title: header.title ?? undefined, description: header.desc ?? undefined }
}
