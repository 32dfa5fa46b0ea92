import type { PageContextServer } from 'vike/types'
import { orFallback } from '../../runtime/api'
import type { BlockPageData } from '../../runtime/blocks/blocks-page'
import { readFilterQuery } from '../../blocks/list-filters/query'
import { EVENTS_PAGE_SIZE } from '../events-shared/list-page'
import { activityFilter, toBlocks } from './to-blocks'
import { loadMainItem } from '../shared/load-main-item'
import { translatorFor } from '../../runtime/i18n'

/** SPEC §2 /activity: the filter state comes from the URL query, so a filtered list can be shared. */
export async function data(pageContext: PageContextServer): Promise<BlockPageData> {
  const { api, site, i18n, urlParsed } = pageContext
  const values = readFilterQuery(urlParsed.search)
  const [heading, fixed, places, firstPage] = await Promise.all([
    orFallback(api.titleByType('BRAND_ACTIVITIES', site.id), null, 'activity page header'),
    orFallback(api.fixedActivities(site.id), [], 'fixed activities'),
    orFallback(api.activityPlaces(site.id), [], 'activity places'),
    loadMainItem(() => api.activityList({ siteId: site.id, pageNo: 1, pageSize: EVENTS_PAGE_SIZE, filter: activityFilter(values) })),
  ])
  const t = translatorFor(i18n)
  const blocks = toBlocks({ siteId: site.id, heading, fixed, places, firstPage, values }, t)
  return { blocks, title: heading?.title ?? t('events.activities.title'), description: heading?.desc ?? undefined }
}
