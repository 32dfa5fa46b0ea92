import type { PageContextServer } from 'vike/types'
import { orFallback } from '../../runtime/api'
import type { BlockPageData } from '../../runtime/blocks/blocks-page'
import { PUBLICATION_PAGE_SIZE, periodicalBlocks } from './to-blocks'
import { loadMainItem } from '../shared/load-main-item'

/** SPEC §2 /periodical: the publications list. */
export async function data({ api, site }: PageContextServer): Promise<BlockPageData> {
  const [header, firstPage] = await Promise.all([
    orFallback(api.titleByType('CORPORATE_PUBLICATION', site.id), {}, 'publications page header'),
    loadMainItem(() => api.publicationList({ siteId: site.id, pageNo: 1, pageSize: PUBLICATION_PAGE_SIZE })),
  ])
  return {
    blocks: periodicalBlocks(site.id, header, firstPage),
    title: header.title ?? undefined,
    description: header.desc ?? undefined,
  }
}
