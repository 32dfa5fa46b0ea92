import type { Activity, MultimediaResource, NewsItem, Publication } from '../schemas/api.gen'
import type { PagedListItem } from '../schemas/blocks.gen'
import { plainText } from '../site/seo/page-seo'
import { compact, dayOf, firstFileUrl, text } from './from-backend'

// Backend list items as the paged list's cards: every list route's page (to-blocks) uses these mappers,
// so the lists' cards look alike.

/** The length of a card's summary: two lines of the list view's wide row. */
const SUMMARY_LENGTH = 160

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

/** An activity as a card: cover, name, time string, place and type as tags, linking to /activity/{id}. */
export function activityCard(item: Activity): PagedListItem {
  const tags = [text(item.activityPlace), text(item.activityType)].filter((tag): tag is string => tag !== undefined)
  return compact({
    id: item.id,
    title: item.activityName,
    desc: text(item.activityTimeStr),
    summary: plainText(item.activityIntroduction ?? item.activityDescribe, SUMMARY_LENGTH),
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
    summary: plainText(item.resourceDesc, SUMMARY_LENGTH),
    image: firstFileUrl(item.coverMaterial),
    date: dayOf(item.createdAt),
    href: `/media/${item.id}`,
    tags: tags.length > 0 ? tags : undefined,
  })
}
