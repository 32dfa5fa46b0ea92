import type { PageContextServer } from 'vike/types'
import type { BlockPageData } from '../../blocks/page-data'
import { toBlocks } from './to-blocks'
import { loadMainItem } from '../shared/load-main-item'
import { translatorFor } from '../../site/i18n'

/** SPEC §2 /cases: every industry's cases. */
export async function data(pageContext: PageContextServer): Promise<BlockPageData> {
  const { api, site, i18n } = pageContext
  const groups = await loadMainItem(() => api.exampleList(site.id))
  const labels = translatorFor(i18n)
  return { blocks: toBlocks(groups, labels), title: labels('products.cases.title') }
}
