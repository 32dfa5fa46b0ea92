import type { Activity, ActivityFilter, ActivityPage } from '../../schemas/api.gen'
import type { BlockDescriptor } from '../../blocks/descriptor'
import type { Translate } from '../../site/i18n'
import { dayRangeMs, type FilterValues } from '../../mapping/list-filter-query'
import { activityCard } from '../../mapping/list-cards'
import type { PagedListQuery } from '../../mapping/list-sources'
import { eventListBlocks, eventListLinks, linkedSlide, type EventListContext } from '../shared/events-list-page'

/** SPEC §9: the eight activity types (the value sent to the backend; labels come from the strings). */
export const ACTIVITY_TYPES = [
  '产品发布会',
  '客户现场会',
  '媒体交流会',
  '研讨会',
  'CIO活动',
  '产业峰会',
  '行业峰会',
  '展会',
] as const

export interface ActivityListPayload extends EventListContext {
  fixed: Activity[]
  places: string[]
  /** The page of the list the URL asks for. */
  firstPage: ActivityPage
}

/** SPEC §3 Activity filter from the URL's filter state (dates as epoch ms, start and end of day). */
export function activityFilter(values: FilterValues, timeZone: string): ActivityFilter & PagedListQuery {
  return {
    ...(values.from && values.to ? dayRangeMs(values.from, values.to, timeZone) : {}),
    ...(values.place ? { places: [values.place] } : {}),
    ...(values.type ? { activityTypes: [values.type] } : {}),
    ...(values.q ? { activityName: values.q } : {}),
  }
}

/** SPEC §2 /activity: heading, fixed-activities carousel, filters with the card/list toggle, the list. */
export function toBlocks(
  { siteId, heading, pageNo, path, fixed, places, firstPage, values, timeZone }: ActivityListPayload,
  t: Translate,
): BlockDescriptor[] {
  const more = t('events.carousel.more')
  return eventListBlocks({
    key: 'activity',
    heading,
    fallbackTitle: t('events.activities.title'),
    carousel: {
      id: 'activity-fixed',
      slides: fixed.flatMap((activity) =>
        linkedSlide(
          {
            id: activity.id,
            title: activity.activityName,
            desc: activity.activityTimeStr,
            cover: activity.coverMaterial,
            href: `/activity/${activity.id}`,
          },
          more,
        ),
      ),
    },
    filters: {
      kind: 'activities',
      places,
      types: ACTIVITY_TYPES.map((value) => ({ value, label: t(`events.type.${value}`) })),
      values,
      path,
    },
    list: {
      source: { kind: 'activities', siteId, query: activityFilter(values, timeZone) },
      items: firstPage.data.map(activityCard),
      total: firstPage.total,
      pageNo,
      links: eventListLinks(path, values),
    },
  })
}
