import type { PageContextServer } from 'vike/types'
import type { BlockPageData } from '../../../runtime/blocks/blocks-page'
import { detailId, loadDetail } from '../../events-shared/load-detail'
import { toBlocks } from './to-blocks'

/** SPEC §2 /activity/{id}; an unknown id is the not-found page (404). */
export async function data(pageContext: PageContextServer): Promise<BlockPageData> {
  const { api, routeParams } = pageContext
  const [activity] = await Promise.all([loadDetail(api.activity(detailId(routeParams.id)))])
  return { blocks: toBlocks(activity, Date.now()), title: activity.activityName, description: activity.activityTimeStr ?? undefined }
}
