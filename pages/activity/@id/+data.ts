import type { PageContextServer } from 'vike/types'
import type { BlockPageData } from '../../../runtime/blocks/blocks-page'
import { loadMainItem, routeId } from '../../shared/load-main-item'
import { toBlocks } from './to-blocks'
import { translatorFor } from '../../../runtime/i18n'

/** SPEC §2 /activity/{id}; an unknown id is the not-found page (404). */
export async function data(pageContext: PageContextServer): Promise<BlockPageData> {
  const { api, routeParams, i18n } = pageContext
  const [activity] = await Promise.all([loadMainItem(() => api.activity(routeId(routeParams.id)))])
  return {
    blocks: toBlocks(activity, { renderedAt: Date.now(), t: translatorFor(i18n) }),
    title: activity.activityName,
    description: activity.activityTimeStr ?? undefined,
  }
}
