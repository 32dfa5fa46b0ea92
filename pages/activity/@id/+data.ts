import type { PageContextServer } from 'vike/types'
import type { BlockPageData } from '../../../runtime/blocks/blocks-page'
import { labelsOf } from '../../events-shared/list-page'
import { loadMainItem, routeId } from '../../shared/load-main-item'
import { toBlocks } from './to-blocks'

/** SPEC §2 /activity/{id}; an unknown id is the not-found page (404). */
export async function data(pageContext: PageContextServer): Promise<BlockPageData> {
  const { api, routeParams, i18n } = pageContext
  const [activity] = await Promise.all([loadMainItem(() => api.activity(routeId(routeParams.id)))])
  return { blocks: toBlocks(activity, { renderedAt: Date.now(), t: labelsOf(i18n.resources) }), title: activity.activityName, description: activity.activityTimeStr ?? undefined }
}
