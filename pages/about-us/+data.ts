import type { PageContextServer } from 'vike/types'
import { orFallback, type NewsType } from '../../site/api'
import type { BlockPageData } from '../../blocks/page-data'
import { introBlocks, NEWS_PAGE_SIZE, newsPageBlocks } from '../shared/about-us-blocks'
import { loadMainItem } from '../shared/load-main-item'
import { requestedPageNo, requirePageInList } from '../shared/list-page'

/** SPEC §2 /about-us/{type}: `news` is the news page (`?type=AI`: the AI news; `?page=N`: its page N), anything else the introduction. */
export async function data(pageContext: PageContextServer): Promise<BlockPageData> {
  const { api, site, routeParams, urlParsed } = pageContext
  if (routeParams.type !== 'news') {
    const intro = await loadMainItem(() => api.introduce(site.id))
    return { blocks: introBlocks(intro), title: intro.title ?? intro.mainTitle ?? undefined }
  }
  const newsType: NewsType = urlParsed.search.type === 'AI' ? 'NEWS_AI' : 'NEWS'
  const pageNo = requestedPageNo(urlParsed.search)
  const [title, fixedNews, firstPage] = await Promise.all([
    orFallback(api.titleByType(newsType, site.id), {}, 'news title block'),
    orFallback(api.fixedNews(site.id, newsType), [], 'fixed news'),
    loadMainItem(() => api.newsList({ siteId: site.id, pageNo, pageSize: NEWS_PAGE_SIZE, type: newsType })),
  ])
  requirePageInList(pageNo, firstPage.data.length)
  return {
    blocks: newsPageBlocks({ siteId: site.id, newsType, title, fixedNews, pageNo, firstPage }),
    title: title.title ?? undefined,
    description: title.desc ?? undefined,
  }
}
