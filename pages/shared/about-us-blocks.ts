import type { EnterpriseAdvantage, Introduce, NewsItem, NewsPage, TitleBlock } from '../../schemas/api.gen'
import type { NewsType } from '../../site/api'
import { block, type BlockDescriptor } from '../../blocks/descriptor'
import { blockIfAny } from '../../runtime/blocks/non-empty'
import { compact, text } from '../../mapping/from-backend'
import { newsCard } from '../../mapping/list-cards'

/** SPEC §9: the news list shows 9 a page, in rows of 3 (1 on phones). */
export const NEWS_PAGE_SIZE = 9

export interface NewsPagePayload {
  siteId: number
  newsType: NewsType
  title: TitleBlock
  fixedNews: NewsItem[]
  /** The page of the list the URL asks for (`?page=N`). */
  pageNo: number
  firstPage: NewsPage
}

/** SPEC §2 News page: title block, fixed-news carousel, then the paged news list. */
export function newsPageBlocks({
  siteId,
  newsType,
  title,
  fixedNews,
  pageNo,
  firstPage,
}: NewsPagePayload): BlockDescriptor[] {
  return [
    ...(text(title.title)
      ? [block('pageHeading', 'news-title', compact({ title: text(title.title) ?? '', desc: text(title.desc) }))]
      : []),
    ...blockIfAny(fixedNews.map(newsCard), (items) => block('newsCarousel', 'news-fixed', { items })),
    block('pagedList', 'news-list', {
      source: { kind: 'news', siteId, query: { type: newsType } },
      items: firstPage.data.map(newsCard),
      total: firstPage.total ?? firstPage.data.length,
      pageNo,
      links: { path: '/about-us/news', query: newsType === 'NEWS_AI' ? { type: 'AI' } : {} },
      pageSize: NEWS_PAGE_SIZE,
      perRow: { desktop: 3, mobile: 1 },
    }),
  ]
}

/** What the introduction page shows beside the introduction itself; each may be empty (its call failed). */
export interface IntroExtras {
  /** The site's enterprise advantages (POST /enterprise/advantage/list): its key figures. */
  advantages: readonly EnterpriseAdvantage[]
  /** The newest news. */
  news: readonly NewsItem[]
  /** Section headings, in the site's language. */
  labels: { figures: string; news: string }
}

/** The newest news items the introduction page shows. */
export const INTRO_NEWS_COUNT = 3

/**
 * SPEC §2 /about-us: the company introduction (title, main title, logo, rich description); then, from
 * content the site already has (issue 26: not a lone column of text), its key figures and its latest news.
 */
export function introBlocks(intro: Introduce, extras?: IntroExtras): BlockDescriptor[] {
  const introduction = block(
    'companyIntro',
    `intro-${intro.id ?? 'site'}`,
    compact({
      title: text(intro.title),
      mainTitle: text(intro.mainTitle),
      logo: text(intro.logo),
      html: text(intro.describe),
    }),
  )
  if (!extras) return [introduction]
  const { advantages, news, labels } = extras
  return [
    introduction,
    ...blockIfAny(
      advantages.map((advantage) =>
        compact({ id: advantage.id, title: advantage.title, desc: text(advantage.desc), icon: text(advantage.logo) }),
      ),
      (items) => block('featureGrid', 'intro-figures', { title: labels.figures, variant: 'icons' as const, items }),
    ),
    ...blockIfAny(news.slice(0, INTRO_NEWS_COUNT).map(newsCard), (items) =>
      block('newsShowcase', 'intro-news', { title: labels.news, items, moreHref: '/about-us/news' }),
    ),
  ]
}
