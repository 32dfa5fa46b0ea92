import type { Activity, ActivityFilter, ActivityPage, TitleBlock } from '../../schemas/api.gen'
import type { HeroCarouselBlock } from '../../schemas/blocks.gen'
import { block, type BlockDescriptor } from '../../runtime/blocks/descriptor'
import { compact, firstFileUrl, text } from '../../runtime/blocks/from-backend'
import { dayRangeMs, type FilterValues } from '../../blocks/list-filters/query'
import { activityCard } from '../../blocks/paged-list/event-sources'
import type { PagedListQuery } from '../../blocks/paged-list/sources'
import { EVENTS_CAROUSEL_MS, EVENTS_MOBILE_PAGE_SIZE, EVENTS_PAGE_SIZE, listLayout } from '../events-shared/list-page'
import type { Translate } from '../../runtime/i18n'

/** SPEC §9: the eight activity types (the value sent to the backend; labels come from the strings). */
export const ACTIVITY_TYPES = ['产品发布会', '客户现场会', '媒体交流会', '研讨会', 'CIO活动', '产业峰会', '行业峰会', '展会'] as const

export interface ActivityListPayload {
  siteId: number
  heading: TitleBlock | null
  fixed: Activity[]
  places: string[]
  firstPage: ActivityPage
  values: FilterValues
}

/** SPEC §3 Activity filter from the URL's filter state (dates as epoch ms, start and end of day). */
export function activityFilter(values: FilterValues): ActivityFilter & PagedListQuery {
  return {
    ...(values.from && values.to ? dayRangeMs(values.from, values.to) : {}),
    ...(values.place ? { places: [values.place] } : {}),
    ...(values.type ? { activityTypes: [values.type] } : {}),
    ...(values.q ? { activityName: values.q } : {}),
  }
}

/** SPEC §2 /activity: heading, fixed-activities carousel, filters with the card/list toggle, the list. */
export function toBlocks(payload: ActivityListPayload, t: Translate): BlockDescriptor[] {
  const { siteId, heading, fixed, places, firstPage, values } = payload
  const slides = fixed.flatMap((activity) => fixedSlide(activity, t('events.carousel.more')))
  return [
    block('pageHeading', 'activity-heading', compact({ title: text(heading?.title) ?? t('events.activities.title'), desc: text(heading?.desc) })),
    ...(slides.length > 0 ? [block('heroCarousel', 'activity-fixed', { slides: slides as HeroCarouselBlock['slides'], autoplayMs: EVENTS_CAROUSEL_MS })] : []),
    block('listFilters', 'activity-filters', {
      kind: 'activities',
      places,
      types: ACTIVITY_TYPES.map((value) => ({ value, label: t(`events.type.${value}`) })),
      values,
    }),
    block('pagedList', 'activity-list', {
      source: { kind: 'activities', siteId, query: activityFilter(values) },
      items: firstPage.data.map(activityCard),
      total: firstPage.total ?? firstPage.data.length,
      pageSize: EVENTS_PAGE_SIZE,
      mobilePageSize: EVENTS_MOBILE_PAGE_SIZE,
      ...listLayout(values.view),
    }),
  ]
}

/** A fixed activity as a carousel slide linking to its page; one without a cover cannot show. */
function fixedSlide(activity: Activity, buttonTitle: string): HeroCarouselBlock['slides'] {
  const image = firstFileUrl(activity.coverMaterial)
  if (!image) return []
  return [
    compact({
      id: activity.id,
      title: activity.activityName,
      desc: text(activity.activityTimeStr),
      image,
      jump: { jumpContentType: 'URL' as const, buttonTitle, buttonLink: `/activity/${activity.id}` },
    }),
  ]
}
