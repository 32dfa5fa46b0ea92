import { render } from 'vike/abort'
import type { Api } from '../../site/api'
import type { BlockPageData } from '../../blocks/page-data'
import { loadMainItem, routeId } from './load-main-item'
import { articleBlocks } from '../article-detail/to-blocks'
import type { Translate } from '../../site/i18n'
import { articleSeo } from '../../mapping/page-seo'

/** The article page of a content type and id (`news`, 1601), published or draft: the same call. */
export async function articlePage(
  api: Api,
  type: string | undefined,
  idParam: string | undefined,
  t: Translate,
): Promise<BlockPageData> {
  const id = routeId(idParam)
  if (!type || !/^[a-z][a-z-]*$/i.test(type)) throw render(404)
  const [article] = await Promise.all([loadMainItem(() => api.detail(type, id))])
  return {
    blocks: articleBlocks(article, id),
    title: article.title,
    description: article.desc ?? undefined,
    seo: articleSeo(article, type, id, t),
  }
}
