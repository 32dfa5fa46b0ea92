import { render } from 'vike/abort'
import type { Api } from '../../runtime/api'
import type { BlockPageData } from '../../runtime/blocks/blocks-page'
import { loadMainItem, routeId } from '../shared/load-main-item'
import { articleBlocks } from './to-blocks'

/** The article page of a content type and id (`news`, 1601), published or draft: the same call. */
export async function articlePage(
  api: Api,
  type: string | undefined,
  idParam: string | undefined,
): Promise<BlockPageData> {
  const id = routeId(idParam)
  if (!type || !/^[a-z][a-z-]*$/i.test(type)) throw render(404)
  const [article] = await Promise.all([loadMainItem(() => api.detail(type, id))])
  return { blocks: articleBlocks(article, id), title: article.title, description: article.desc ?? undefined }
}
