import type { PageContextServer } from 'vike/types'
import type { BlockPageData } from '../../../runtime/blocks/blocks-page'
import { text } from '../../../mapping/from-backend'
import { loadMainItem, routeId } from '../../shared/load-main-item'
import { labelsOf } from '../sections'
import { toBlocks } from './to-blocks'

/** SPEC §2 /product/{id}; an unknown id is the not-found page (404). */
export async function data(pageContext: PageContextServer): Promise<BlockPageData> {
  const { api, i18n, routeParams } = pageContext
  const [product] = await Promise.all([loadMainItem(() => api.product(routeId(routeParams.id)))])
  return { blocks: toBlocks(product, labelsOf(i18n.resources)), title: product.name, description: text(product.desc) }
}
