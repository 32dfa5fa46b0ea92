import type { NewsItem, Publication } from '../../schemas/api.gen'
import type { PagedListBlock, PagedListItem } from '../../schemas/blocks.gen'
import type { Api } from '../../runtime/api'
import { compact, firstFileUrl, text } from '../../runtime/blocks/from-backend'
import { activityPage, mediaPage } from './event-sources'

export type PagedListSource = PagedListBlock['source']
export type PagedListKind = PagedListSource['kind']
export type PagedListQuery = NonNullable<PagedListSource['query']>

/** One page of a list, as cards. */
export interface CardPage {
  items: PagedListItem[]
  total: number
}

export interface PageRequest {
  siteId: number
  pageNo: number
  pageSize: number
  query: PagedListQuery
}

type FetchPage = (api: Api, request: PageRequest) => Promise<CardPage>

/**
 * How each list kind fetches a page and turns its items into cards. The server's first page (a
 * route's to-blocks) and the browser's further pages use the same card mappers, so both look alike.
 */
export const listSources: Record<PagedListKind, FetchPage> = {
  news: async (api, { query, ...page }) => {
    const answer = await api.newsList({ ...page, type: query.type === 'NEWS_AI' ? 'NEWS_AI' : 'NEWS' })
    return { items: answer.data.map(newsCard), total: answer.total ?? answer.data.length }
  },
  publications: async (api, { query: _query, ...page }) => {
    const answer = await api.publicationList(page)
    return { items: answer.data.map(publicationCard), total: answer.total ?? answer.data.length }
  },
  activities: (api, request) => activityPage(api, request),
  media: (api, request) => mediaPage(api, request),
}

/** A news item as a card linking to its article (SPEC §2 /article-detail/{type}/{id}). */
export function newsCard(item: NewsItem): PagedListItem {
  return compact({
    id: item.id,
    title: item.title,
    desc: text(item.desc),
    image: firstFileUrl(item.coverMaterial),
    date: dayOf(item.createTime),
    href: `/article-detail/news/${item.id}`,
  })
}

/** A publication as a card linking to its page (SPEC §2 /periodical/{id}). */
export function publicationCard(item: Publication): PagedListItem {
  return compact({
    id: item.id,
    title: item.name,
    desc: text(item.introduction),
    image: text(item.picture),
    href: `/periodical/${item.id}`,
  })
}

/** `YYYY-MM-DD` of a backend `YYYY-MM-DD HH:mm:ss` date. */
export function dayOf(dateTime: string | null | undefined): string | undefined {
  return /^\d{4}-\d{2}-\d{2}/.exec(dateTime ?? '')?.[0]
}
