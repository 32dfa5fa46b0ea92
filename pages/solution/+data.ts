import type { PageContextServer } from 'vike/types'
import type { BlockPageData } from '../../blocks/page-data'
import { toBlocks } from './to-blocks'
import { loadMainItem } from '../shared/load-main-item'
import { translatorFor } from '../../site/i18n'

/** SPEC §2 /solution: every industry with its solutions and cases. */
export async function data(pageContext: PageContextServer): Promise<BlockPageData> {
  const { api, site, i18n } = pageContext
  const groups = await loadMainItem(() => api.solutionList(site.id))
  const labels = translatorFor(i18n)
  return { blocks: toBlocks(groups, labels), title: labels('products.solution.title') }
}
