import type { PageContextServer } from 'vike/types'
import { orFallback, type NewsType } from '../../site/api'
import type { BlockPageData } from '../../blocks/page-data'
import { INTRO_NEWS_COUNT, introBlocks, NEWS_PAGE_SIZE, newsPageBlocks } from '../shared/about-us-blocks'
import { translatorFor } from '../../site/i18n'
import { loadMainItem } from '../shared/load-main-item'
import { requestedPageNo, requirePageInList } from '../shared/list-page'

/** SPEC §2 /about-us/{type}: `news` is the news page (`?type=AI`: the AI news; `?page=N`: its page N), anything else the introduction. */
export async function data(pageContext: PageContextServer): Promise<BlockPageData> {
  const { api, site, routeParams, urlParsed, i18n } = pageContext
  if (routeParams.type !== 'news') {
    // Key figures and the latest news come along; without them the page loses only those sections.
    const [intro, advantages, news] = await Promise.all([
      loadMainItem(() => api.introduce(site.id)),
      orFallback(api.enterpriseAdvantages(site.id), [], 'enterprise advantages'),
      orFallback(
        api
          .newsList({ siteId: site.id, pageNo: 1, pageSize: INTRO_NEWS_COUNT, type: 'NEWS' })
          .then((page) => page.data),
        [],
        'latest news',
      ),
    ])
    const t = translatorFor(i18n)
    const labels = { figures: t('editorial.about.figures'), news: t('editorial.about.news') }
    return {
      blocks: introBlocks(intro, { advantages, news, labels }),
      title: intro.title ?? intro.mainTitle ?? undefined,
    }
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
