import type { PageContextServer } from 'vike/types'
import type { BlockPageData } from '../../runtime/blocks/blocks-page'
import { articlePage } from './article-page'

/** SPEC §2 /article-detail/{type}/{id}. */
export async function data({ api, routeParams }: PageContextServer): Promise<BlockPageData> {
  return articlePage(api, routeParams.type, routeParams.id)
}
