import type { PageContextServer } from 'vike/types'
import type { BlockPageData } from '../../../blocks/page-data'
import { loadMainItem, routeId } from '../../shared/load-main-item'
import { toBlocks } from './to-blocks'
import { translatorFor } from '../../../site/i18n'
import { activitySeo } from '../../../mapping/page-seo'

/** SPEC §2 /activity/{id}; an unknown id is the not-found page (404). */
export async function data(pageContext: PageContextServer): Promise<BlockPageData> {
  const { api, routeParams, i18n, siteSettings } = pageContext
  const [activity] = await Promise.all([loadMainItem(() => api.activity(routeId(routeParams.id)))])
  const t = translatorFor(i18n)
  return {
    blocks: toBlocks(activity, { renderedAt: Date.now(), timeZone: siteSettings.timeZone, t }),
    seo: activitySeo(activity, t),
    title: activity.activityName,
    description: activity.activityTimeStr ?? undefined,
  }
}
