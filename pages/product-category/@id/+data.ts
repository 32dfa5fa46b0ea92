import type { PageContextServer } from 'vike/types'
import type { BlockPageData } from '../../../blocks/page-data'
import { text } from '../../../mapping/from-backend'
import { loadMainItem, routeId } from '../../shared/load-main-item'
import { toBlocks } from './to-blocks'
import { translatorFor } from '../../../site/i18n'
import { productCategorySeo } from '../../../mapping/page-seo'

/** SPEC §2 /product-category/{id}; an unknown id is the not-found page (404). */
export async function data(pageContext: PageContextServer): Promise<BlockPageData> {
  const { api, i18n, routeParams } = pageContext
  const id = routeId(routeParams.id)
  const [detail] = await Promise.all([loadMainItem(() => api.productCategory(id))])
  const { name, desc } = detail.productCategory
  const t = translatorFor(i18n)
  return { blocks: toBlocks(detail, t), title: name, description: text(desc), seo: productCategorySeo(detail, id, t) }
}
