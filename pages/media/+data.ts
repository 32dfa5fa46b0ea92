import type { PageContextServer } from 'vike/types'
import { orFallback } from '../../site/api'
import type { BlockPageData } from '../../blocks/page-data'
import { EVENTS_PAGE_SIZE, eventListData, type RouteOwn } from '../shared/events-list-page'
import { mediaFilter, toBlocks, type MediaListPayload } from './to-blocks'
import { loadMainItem } from '../shared/load-main-item'

/** SPEC §2 /media: the resource carousel, the resource types and the first page of the filtered list, in parallel. */
export function data(pageContext: PageContextServer): Promise<BlockPageData> {
  const { api, site } = pageContext
  return eventListData<RouteOwn<MediaListPayload>>(pageContext, {
    key: 'media',
    titleType: 'MULTIMEDIA_RESOURCE',
    fallbackTitleKey: 'events.media.title',
    toBlocks,
    load: async (values, timeZone, pageNo) => {
      const [carousel, types, firstPage] = await Promise.all([
        orFallback(api.multimediaCarousel(site.id), [], 'media carousel'),
        orFallback(api.multimediaTypes(site.id), [], 'media types'),
        loadMainItem(() =>
          api.multimediaResourceList({
            siteId: site.id,
            pageNo,
            pageSize: EVENTS_PAGE_SIZE,
            filter: mediaFilter(values, timeZone),
          }),
        ),
      ])
      return { carousel, types, firstPage, itemCount: firstPage.data.length }
    },
  })
}
