import type { PageContextServer } from 'vike/types'
import type { BlockPageData } from '../../blocks/page-data'
import { introBlocks } from '../shared/about-us-blocks'
import { translatorFor } from '../../site/i18n'
import { articlePage } from '../shared/article-page'
import { loadMainItem, routeId } from '../shared/load-main-item'

/** SPEC §6 /about-us/{type}/{id}/preview: type `news` previews that news article, anything else an introduction. */
export async function data({ api, routeParams, i18n }: PageContextServer): Promise<BlockPageData> {
  if (routeParams.type === 'news') return articlePage(api, 'news', routeParams.id, translatorFor(i18n))
  const id = routeId(routeParams.id)
  const [intro] = await Promise.all([loadMainItem(() => api.introduceById(id))])
  return { blocks: introBlocks(intro), title: intro.title ?? intro.mainTitle ?? undefined }
}
