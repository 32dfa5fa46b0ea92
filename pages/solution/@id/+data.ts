import type { PageContextServer } from 'vike/types'
import type { BlockPageData } from '../../../blocks/page-data'
import { text } from '../../../mapping/from-backend'
import { loadMainItem, routeId } from '../../shared/load-main-item'
import { toBlocks } from './to-blocks'
import { translatorFor } from '../../../site/i18n'
import { solutionSeo } from '../../../mapping/page-seo'

/** SPEC §2 /solution/{id}; an unknown id is the not-found page (404). */
export async function data(pageContext: PageContextServer): Promise<BlockPageData> {
  const { api, i18n, routeParams } = pageContext
  const [solution] = await Promise.all([loadMainItem(() => api.solution(routeId(routeParams.id)))])
  const t = translatorFor(i18n)
  return {
    blocks: toBlocks(solution, t),
    title: solution.name,
    description: text(solution.desc),
    seo: solutionSeo(solution, t),
  }
}
