import type { PageContextServer } from 'vike/types'
import type { BlockPageData } from '../../blocks/page-data'
import { loadMainItem, routeId } from '../shared/load-main-item'
import { publicationBlocks } from './to-blocks'
import { PUBLICATION_PAGE_SIZE } from '../shared/publications'
import { orFallback } from '../../site/api'
import { translatorFor } from '../../site/i18n'
import { publicationSeo } from '../../mapping/page-seo'

/** SPEC §2 /periodical/{id}: a journal or a white paper. */
export async function data({ api, site, routeParams, i18n }: PageContextServer): Promise<BlockPageData> {
  const id = routeId(routeParams.id)
  // The list's first page gives a journal its other issues; without it the page loses only that section.
  const [publication, others] = await Promise.all([
    loadMainItem(() => api.publication(id)),
    orFallback(
      api.publicationList({ siteId: site.id, pageNo: 1, pageSize: PUBLICATION_PAGE_SIZE }).then((page) => page.data),
      [],
      'other publications',
    ),
  ])
  const t = translatorFor(i18n)
  return {
    blocks: publicationBlocks(publication, t, others),
    seo: publicationSeo(publication, t),
    title: publication.name,
    description: publication.introduction ?? undefined,
  }
}
