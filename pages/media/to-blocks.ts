import type { MediaFilter, MultimediaResource, MultimediaResourcePage } from '../../schemas/api.gen'
import type { BlockDescriptor } from '../../blocks/descriptor'
import type { Translate } from '../../site/i18n'
import { dayRangeMs, type FilterValues } from '../../mapping/list-filter-query'
import { mediaCard } from '../../mapping/list-cards'
import type { PagedListQuery } from '../../mapping/list-sources'
import { eventListBlocks, eventListLinks, linkedSlide, type EventListContext } from '../shared/events-list-page'

export interface MediaListPayload extends EventListContext {
  carousel: MultimediaResource[]
  types: string[]
  /** The page of the list the URL asks for. */
  firstPage: MultimediaResourcePage
}

/** SPEC §3 Media filter from the URL's filter state (dates as epoch ms, start and end of day). */
export function mediaFilter(values: FilterValues, timeZone: string): MediaFilter & PagedListQuery {
  return {
    ...(values.from && values.to ? dayRangeMs(values.from, values.to, timeZone) : {}),
    ...(values.type ? { resourceTypes: [values.type] } : {}),
    ...(values.q ? { titleContent: values.q } : {}),
  }
}

/** SPEC §2 /media: the /activity layout with a resource carousel, date range, type and keyword filters. */
export function toBlocks(
  { siteId, heading, pageNo, path, carousel, types, firstPage, values, timeZone }: MediaListPayload,
  t: Translate,
): BlockDescriptor[] {
  const more = t('events.carousel.more')
  return eventListBlocks({
    key: 'media',
    heading,
    fallbackTitle: t('events.media.title'),
    carousel: {
      id: 'media-carousel',
      slides: carousel.flatMap((resource) =>
        linkedSlide(
          {
            id: resource.id,
            title: resource.titleContent,
            cover: resource.coverMaterial,
            href: `/media/${resource.id}`,
          },
          more,
        ),
      ),
    },
    filters: { kind: 'media', types: types.map((type) => ({ value: type, label: type })), values, path },
    list: {
      source: { kind: 'media', siteId, query: mediaFilter(values, timeZone) },
      items: firstPage.data.map(mediaCard),
      total: firstPage.total,
      pageNo,
      links: eventListLinks(path, values),
    },
  })
}
