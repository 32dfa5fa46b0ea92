import type { PageContextServer } from 'vike/types'
import { orFallback } from '../../runtime/api'
import type { BlockPageData } from '../../runtime/blocks/blocks-page'
import { readFilterQuery } from '../../blocks/list-filters/query'
import { EVENTS_PAGE_SIZE } from '../events-shared/list-page'
import { mediaFilter, toBlocks } from './to-blocks'
import { loadMainItem } from '../shared/load-main-item'
import { translatorFor } from '../../runtime/i18n'

/** SPEC §2 /media: the filter state comes from the URL query, so a filtered list can be shared. */
export async function data(pageContext: PageContextServer): Promise<BlockPageData> {
  const { api, site, i18n, urlParsed } = pageContext
  const values = readFilterQuery(urlParsed.search)
  const [heading, carousel, types, firstPage] = await Promise.all([
    orFallback(api.titleByType('MULTIMEDIA_RESOURCE', site.id), null, 'media page header'),
    orFallback(api.multimediaCarousel(site.id), [], 'media carousel'),
    orFallback(api.multimediaTypes(site.id), [], 'media types'),
    loadMainItem(() => api.multimediaResourceList({ siteId: site.id, pageNo: 1, pageSize: EVENTS_PAGE_SIZE, filter: mediaFilter(values) })),
  ])
  const t = translatorFor(i18n)
  const blocks = toBlocks({ siteId: site.id, heading, carousel, types, firstPage, values }, t)
  return { blocks, title: heading?.title ?? t('events.media.title'), description: heading?.desc ?? undefined }
}
