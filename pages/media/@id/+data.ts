import type { PageContextServer } from 'vike/types'
import type { BlockPageData } from '../../../blocks/page-data'
import { text } from '../../../mapping/from-backend'
import { loadMainItem, routeId } from '../../shared/load-main-item'
import { toBlocks } from './to-blocks'
import { translatorFor } from '../../../site/i18n'
import { mediaSeo } from '../../../mapping/page-seo'

/** SPEC §2 /media/{id} and /Media/{id}; an unknown id is the not-found page (404). */
export async function data(pageContext: PageContextServer): Promise<BlockPageData> {
  const { api, routeParams, i18n } = pageContext
  const [resource] = await Promise.all([loadMainItem(() => api.multimediaResource(routeId(routeParams.id)))])
  return {
    blocks: toBlocks(resource),
    seo: mediaSeo(resource, translatorFor(i18n)),
    title: resource.titleContent,
    description: text(resource.resourceDesc?.replace(/<[^>]*>/g, ' '))?.slice(0, 160),
  }
}
