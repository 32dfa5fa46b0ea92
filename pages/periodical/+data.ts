import type { PageContextServer } from 'vike/types'
import { orFallback } from '../../site/api'
import type { BlockPageData } from '../../blocks/page-data'
import { PUBLICATION_PAGE_SIZE, periodicalBlocks } from './to-blocks'
import { loadMainItem } from '../shared/load-main-item'
import { translatorFor } from '../../site/i18n'

/** SPEC §2 /periodical: the publications list. */
export async function data({ api, site, i18n }: PageContextServer): Promise<BlockPageData> {
  const [header, firstPage] = await Promise.all([
    orFallback(api.titleByType('CORPORATE_PUBLICATION', site.id), {}, 'publications page header'),
    loadMainItem(() => api.publicationList({ siteId: site.id, pageNo: 1, pageSize: PUBLICATION_PAGE_SIZE })),
  ])
  const fallbackTitle = translatorFor(i18n)('common.section.periodical')
  return {
    blocks: periodicalBlocks(site.id, header, firstPage, fallbackTitle),
    title: header.title ?? fallbackTitle,
    description: header.desc ?? undefined,
  }
}
