import type { PageContextServer } from 'vike/types'
import type { BlockPageData } from '../../blocks/page-data'
import { translatorFor } from '../../site/i18n'
import { servicePageBlocks } from '../shared/service-page'
import { loadMainItem } from '../shared/load-main-item'

/** SPEC §2 /join-us: banner with an optional jump button, then rich text. */
export async function data({ api, site, i18n }: PageContextServer): Promise<BlockPageData> {
  const page = await loadMainItem(() => api.joinUs(site.id))
  const fallbackTitle = translatorFor(i18n)('editorial.joinUs.title')
  return {
    blocks: servicePageBlocks(page, { key: 'join-us', fallbackTitle, withJump: true }),
    title: page.title ?? fallbackTitle,
  }
}
