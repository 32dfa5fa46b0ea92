import type { PageContextServer } from 'vike/types'
import type { BlockPageData } from '../../blocks/page-data'
import { translatorFor } from '../../site/i18n'
import { loadMainItem, routeId } from '../shared/load-main-item'
import { servicePageBlocks } from '../shared/service-page'

/** SPEC §6 /services/{id}/preview. */
export async function data({ api, routeParams, i18n }: PageContextServer): Promise<BlockPageData> {
  const id = routeId(routeParams.id)
  const [page] = await Promise.all([loadMainItem(() => api.servicePageById(id))])
  const fallbackTitle = translatorFor(i18n)('editorial.services.title')
  return {
    blocks: servicePageBlocks(page, { key: 'services', fallbackTitle, withJump: false }),
    title: page.title ?? fallbackTitle,
  }
}
