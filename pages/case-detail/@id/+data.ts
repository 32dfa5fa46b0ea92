import type { PageContextServer } from 'vike/types'
import type { BlockPageData } from '../../../blocks/page-data'
import { text } from '../../../mapping/from-backend'
import { loadMainItem, routeId } from '../../shared/load-main-item'
import { toBlocks } from './to-blocks'
import { translatorFor } from '../../../site/i18n'
import { caseSeo } from '../../../mapping/page-seo'

/** SPEC §2 /case-detail/{id}; an unknown id is the not-found page (404). */
export async function data(pageContext: PageContextServer): Promise<BlockPageData> {
  const { api, i18n, routeParams } = pageContext
  const [example] = await Promise.all([loadMainItem(() => api.example(routeId(routeParams.id)))])
  const t = translatorFor(i18n)
  return {
    blocks: toBlocks(example, t),
    title: example.title,
    description: text(example.desc),
    seo: caseSeo(example, t),
  }
}
