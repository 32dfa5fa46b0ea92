import type { PageContextServer } from 'vike/types'
import type { BlockPageData } from '../../runtime/blocks/blocks-page'
import { translatorFor } from '../../runtime/i18n'
import { articlePage } from './article-page'

/** SPEC §2 /article-detail/{type}/{id}. */
export async function data({ api, routeParams, i18n }: PageContextServer): Promise<BlockPageData> {
  return articlePage(api, routeParams.type, routeParams.id, translatorFor(i18n))
}
