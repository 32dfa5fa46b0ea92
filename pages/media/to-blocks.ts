import type { MediaFilter, MultimediaResource, MultimediaResourcePage, TitleBlock } from '../../schemas/api.gen'
import type { HeroCarouselBlock } from '../../schemas/blocks.gen'
import { block, type BlockDescriptor } from '../../runtime/blocks/descriptor'
import { compact, firstFileUrl, text } from '../../runtime/blocks/from-backend'
import { dayRangeMs, type FilterValues } from '../../blocks/list-filters/query'
import { mediaCard } from '../../blocks/paged-list/event-sources'
import type { PagedListQuery } from '../../blocks/paged-list/sources'
import { EVENTS_CAROUSEL_MS, EVENTS_MOBILE_PAGE_SIZE, EVENTS_PAGE_SIZE, listLayout } from '../events-shared/list-page'
import type { Translate } from '../../runtime/i18n'

export interface MediaListPayload {
  siteId: number
  heading: TitleBlock | null
  carousel: MultimediaResource[]
  types: string[]
  firstPage: MultimediaResourcePage
  values: FilterValues
}

/** SPEC §3 Media filter from the URL's filter state (dates as epoch ms, start and end of day). */
export function mediaFilter(values: FilterValues): MediaFilter & PagedListQuery {
  return {
    ...(values.from && values.to ? dayRangeMs(values.from, values.to) : {}),
    ...(values.type ? { resourceTypes: [values.type] } : {}),
    ...(values.q ? { titleContent: values.q } : {}),
  }
}

/** SPEC §2 /media: the /activity layout with a resource carousel, date range, type and keyword filters. */
export function toBlocks(payload: MediaListPayload, t: Translate): BlockDescriptor[] {
  const { siteId, heading, carousel, types, firstPage, values } = payload
  const slides = carousel.flatMap((resource) => resourceSlide(resource, t('events.carousel.more')))
  return [
    block('pageHeading', 'media-heading', compact({ title: text(heading?.title) ?? t('events.media.title'), desc: text(heading?.desc) })),
    ...(slides.length > 0 ? [block('heroCarousel', 'media-carousel', { slides: slides as HeroCarouselBlock['slides'], autoplayMs: EVENTS_CAROUSEL_MS })] : []),
    block('listFilters', 'media-filters', { kind: 'media', types: types.map((type) => ({ value: type, label: type })), values }),
    block('pagedList', 'media-list', {
      source: { kind: 'media', siteId, query: mediaFilter(values) },
      items: firstPage.data.map(mediaCard),
      total: firstPage.total ?? firstPage.data.length,
      pageSize: EVENTS_PAGE_SIZE,
      mobilePageSize: EVENTS_MOBILE_PAGE_SIZE,
      ...listLayout(values.view),
    }),
  ]
}

/** A carousel resource as a slide linking to /media/{id}; one without a cover cannot show. */
function resourceSlide(resource: MultimediaResource, buttonTitle: string): HeroCarouselBlock['slides'] {
  const image = firstFileUrl(resource.coverMaterial)
  if (!image) return []
  return [compact({ id: resource.id, title: resource.titleContent, image, jump: { jumpContentType: 'URL' as const, buttonTitle, buttonLink: `/media/${resource.id}` } })]
}
