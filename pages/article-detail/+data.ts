import type { PageContextServer } from 'vike/types'
import type { BlockPageData } from '../../blocks/page-data'
import { translatorFor } from '../../site/i18n'
import { articlePage } from '../shared/article-page'

/** SPEC §2 /article-detail/{type}/{id}. */
export async function data({ api, routeParams, i18n }: PageContextServer): Promise<BlockPageData> {
  return articlePage(api, routeParams.type, routeParams.id, translatorFor(i18n))
}
