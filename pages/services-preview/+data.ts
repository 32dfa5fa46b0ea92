import type { PageContextServer } from 'vike/types'
import type { BlockPageData } from '../../runtime/blocks/blocks-page'
import { translatorFor } from '../../runtime/i18n'
import { loadMainItem, routeId } from '../shared/load-main-item'
import { servicePageBlocks } from '../services/to-blocks'

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
