import type { PublicationPage, TitleBlock } from '../../schemas/api.gen'
import { block, type BlockDescriptor } from '../../blocks/descriptor'
import { compact, text } from '../../mapping/from-backend'
import { publicationCard } from '../../mapping/list-cards'
import { PUBLICATION_PAGE_SIZE } from '../shared/publications'

/** SPEC §9: publications 10 a desktop page (PUBLICATION_PAGE_SIZE), 1 a phone request; rows of 2 (1 on phones). */
export const PUBLICATION_MOBILE_PAGE_SIZE = 1

/**
 * SPEC §2 /periodical: title and description from the page-header settings, then the paged cards (the page `?page=N` asks for). Without
 * a title there (or without the settings) the page keeps its heading, `fallbackTitle` (issue 21).
 */
export function periodicalBlocks(
  siteId: number,
  header: TitleBlock,
  page: { pageNo: number; items: PublicationPage },
  fallbackTitle: string,
): BlockDescriptor[] {
  const title = text(header.title) ?? fallbackTitle
  return [
    block('pageHeading', 'periodical-title', compact({ title, desc: text(header.desc) })),
    block('pagedList', 'periodical-list', {
      source: { kind: 'publications', siteId },
      items: page.items.data.map(publicationCard),
      total: page.items.total ?? page.items.data.length,
      pageNo: page.pageNo,
      links: { path: '/periodical' },
      pageSize: PUBLICATION_PAGE_SIZE,
      mobilePageSize: PUBLICATION_MOBILE_PAGE_SIZE,
      perRow: { desktop: 2, mobile: 1 },
    }),
  ]
}
