import type { PageContextServer } from 'vike/types'
import type { BlockPageData } from '../../blocks/page-data'
import { translatorFor } from '../../site/i18n'
import { servicePageBlocks } from '../shared/service-page'
import { loadMainItem } from '../shared/load-main-item'

/** SPEC §2 /services: banner titled service and support, then rich text. */
export async function data({ api, site, i18n }: PageContextServer): Promise<BlockPageData> {
  const page = await loadMainItem(() => api.servicePage(site.id))
  const fallbackTitle = translatorFor(i18n)('editorial.services.title')
  return {
    blocks: servicePageBlocks(page, { key: 'services', fallbackTitle, withJump: false }),
    title: page.title ?? fallbackTitle,
  }
}
