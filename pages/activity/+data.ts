import type { PageContextServer } from 'vike/types'
import { orFallback } from '../../site/api'
import type { BlockPageData } from '../../blocks/page-data'
import { EVENTS_PAGE_SIZE, eventListData, type RouteOwn } from '../shared/events-list-page'
import { activityFilter, toBlocks, type ActivityListPayload } from './to-blocks'
import { loadMainItem } from '../shared/load-main-item'

/** SPEC §2 /activity: fixed activities, places and the first page of the filtered list, in parallel. */
export function data(pageContext: PageContextServer): Promise<BlockPageData> {
  const { api, site } = pageContext
  return eventListData<RouteOwn<ActivityListPayload>>(pageContext, {
    key: 'activity',
    titleType: 'BRAND_ACTIVITIES',
    fallbackTitleKey: 'events.activities.title',
    toBlocks,
    load: async (values, timeZone, pageNo) => {
      const [fixed, places, firstPage] = await Promise.all([
        orFallback(api.fixedActivities(site.id), [], 'fixed activities'),
        orFallback(api.activityPlaces(site.id), [], 'activity places'),
        loadMainItem(() =>
          api.activityList({
            siteId: site.id,
            pageNo,
            pageSize: EVENTS_PAGE_SIZE,
            filter: activityFilter(values, timeZone),
          }),
        ),
      ])
      return { fixed, places, firstPage, itemCount: firstPage.data.length }
    },
  })
}
