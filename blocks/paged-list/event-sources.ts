import type { Activity, ActivityFilter, MediaFilter, MultimediaResource } from '../../schemas/api.gen'
import type { PagedListItem } from '../../schemas/blocks.gen'
import type { Api } from '../../runtime/api'
import { compact, firstFileUrl, text } from '../../runtime/blocks/from-backend'
import { dayOf, type CardPage, type PageRequest, type PagedListQuery } from './sources'

/** SPEC §7 POST /activity/list: the query is the activity filter (§3), as the route built it. */
export async function activityPage(api: Api, { query, ...page }: PageRequest): Promise<CardPage> {
  const answer = await api.activityList({ ...page, filter: query as ActivityFilter })
  return { items: answer.data.map(activityCard), total: answer.total ?? answer.data.length }
}

/** SPEC §7 POST /multimedia/resource/list: the query is the media filter (§3). */
export async function mediaPage(api: Api, { query, ...page }: PageRequest): Promise<CardPage> {
  const answer = await api.multimediaResourceList({ ...page, filter: query as MediaFilter })
  return { items: answer.data.map(mediaCard), total: answer.total ?? answer.data.length }
}

/** An activity as a card: cover, name, time string, place and type as tags, linking to /activity/{id}. */
export function activityCard(item: Activity): PagedListItem {
  const tags = [text(item.activityPlace), text(item.activityType)].filter((tag): tag is string => tag !== undefined)
  return compact({
    id: item.id,
    title: item.activityName,
    desc: text(item.activityTimeStr),
    image: firstFileUrl(item.coverMaterial),
    date: dayOf(item.startDate),
    href: `/activity/${item.id}`,
    tags: tags.length > 0 ? tags : undefined,
  })
}

/** A multimedia resource as a card linking to /media/{id}. */
export function mediaCard(item: MultimediaResource): PagedListItem {
  const tags = [text(item.resourceType)].filter((tag): tag is string => tag !== undefined)
  return compact({
    id: item.id,
    title: item.titleContent,
    image: firstFileUrl(item.coverMaterial),
    date: dayOf(item.createdAt),
    href: `/media/${item.id}`,
    tags: tags.length > 0 ? tags : undefined,
  })
}

export type { PagedListQuery }
