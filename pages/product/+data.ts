import type { PageContextServer } from 'vike/types'
import type { BlockPageData } from '../../blocks/page-data'
import { toBlocks } from './to-blocks'
import { loadMainItem } from '../shared/load-main-item'
import { translatorFor } from '../../site/i18n'

/** SPEC §2 /product: every category's products. */
export async function data(pageContext: PageContextServer): Promise<BlockPageData> {
  const { api, site, i18n } = pageContext
  const categories = await loadMainItem(() => api.productList(site.id))
  const labels = translatorFor(i18n)
  return { blocks: toBlocks(categories, labels), title: labels('products.directory.title') }
}
