import type { ActivityFilter, MediaFilter } from '../schemas/api.gen'
import type { PagedListBlock, PagedListItem } from '../schemas/blocks.gen'
import type { Api } from '../site/api'
import { activityCard, mediaCard, newsCard, publicationCard } from './list-cards'

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
 * route's to-blocks) and the browser's further pages use the same card mappers (mapping/list-cards.ts),
 * so both look alike.
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
  // SPEC §7 POST /activity/list: the query is the activity filter (§3), as the route built it.
  activities: async (api, { query, ...page }) => {
    const answer = await api.activityList({ ...page, filter: query as ActivityFilter })
    return { items: answer.data.map(activityCard), total: answer.total ?? answer.data.length }
  },
  // SPEC §7 POST /multimedia/resource/list: the query is the media filter (§3).
  media: async (api, { query, ...page }) => {
    const answer = await api.multimediaResourceList({ ...page, filter: query as MediaFilter })
    return { items: answer.data.map(mediaCard), total: answer.total ?? answer.data.length }
  },
}
