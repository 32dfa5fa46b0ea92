import type { PageContextServer } from 'vike/types'
import { orFallback } from '../../site/api'
import type { BlockPageData } from '../../blocks/page-data'
import { periodicalBlocks } from './to-blocks'
import { PUBLICATION_PAGE_SIZE } from '../shared/publications'
import { loadMainItem } from '../shared/load-main-item'
import { requestedPageNo, requirePageInList } from '../shared/list-page'
import { translatorFor } from '../../site/i18n'

/** SPEC §2 /periodical: the publications list, at the page `?page=N` asks for (pages/shared/list-page.ts). */
export async function data({ api, site, i18n, urlParsed }: PageContextServer): Promise<BlockPageData> {
  const pageNo = requestedPageNo(urlParsed.search)
  const [header, items] = await Promise.all([
    orFallback(api.titleByType('CORPORATE_PUBLICATION', site.id), {}, 'publications page header'),
    loadMainItem(() => api.publicationList({ siteId: site.id, pageNo, pageSize: PUBLICATION_PAGE_SIZE })),
  ])
  requirePageInList(pageNo, items.data.length)
  const fallbackTitle = translatorFor(i18n)('common.section.periodical')
  return {
    blocks: periodicalBlocks(site.id, header, { pageNo, items }, fallbackTitle),
    title: header.title ?? fallbackTitle,
    description: header.desc ?? undefined,
  }
}
