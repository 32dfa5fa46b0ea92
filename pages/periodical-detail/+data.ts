import type { PageContextServer } from 'vike/types'
import type { BlockPageData } from '../../blocks/page-data'
import { loadMainItem, routeId } from '../shared/load-main-item'
import { publicationBlocks } from './to-blocks'
import { translatorFor } from '../../site/i18n'
import { publicationSeo } from '../../mapping/page-seo'

/** SPEC §2 /periodical/{id}: a journal or a white paper. */
export async function data({ api, routeParams, i18n }: PageContextServer): Promise<BlockPageData> {
  const id = routeId(routeParams.id)
  const [publication] = await Promise.all([loadMainItem(() => api.publication(id))])
  const t = translatorFor(i18n)
  return {
    blocks: publicationBlocks(publication, t),
    seo: publicationSeo(publication, t),
    title: publication.name,
    description: publication.introduction ?? undefined,
  }
}
