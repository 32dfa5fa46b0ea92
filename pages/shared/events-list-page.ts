import type { PageContextServer } from 'vike/types'
import type { FileResource, TitleBlock } from '../../schemas/api.gen'
import type { HeroCarouselBlock, ListFiltersBlock, PagedListBlock } from '../../schemas/blocks.gen'
import { orFallback, type TitleType } from '../../site/api'
import type { BlockPageData } from '../../blocks/page-data'
import { block, type BlockDescriptor } from '../../blocks/descriptor'
import { blockIfAny } from '../../runtime/blocks/non-empty'
import { compact, firstFileUrl, text } from '../../mapping/from-backend'
import { translatorFor, type StringKey, type Translate } from '../../site/i18n'
import { filterQueryString, readFilterQuery, type FilterValues } from '../../mapping/list-filter-query'
import { requestedPageNo, requirePageInList } from './list-page'

/** SPEC §9: activities and media, 10 a desktop page and 10 a phone request; 2 per row desktop, 1 mobile. */
export const EVENTS_PAGE_SIZE = 10
export const EVENTS_MOBILE_PAGE_SIZE = 10
/** SPEC §9: media, activity and AI carousels advance every 8000 ms. */
export const EVENTS_CAROUSEL_MS = 8000

/** The list layout of the card/list toggle: cards 2 a row on desktop, or one wide row per item. */
export function listLayout(view: FilterValues['view']): Pick<PagedListBlock, 'perRow' | 'view'> {
  return view === 'rows'
    ? { perRow: { desktop: 1, mobile: 1 }, view: 'rows' }
    : { perRow: { desktop: 2, mobile: 1 }, view: 'cards' }
}

/** What an event list page shows, in the terms of its blocks (`/activity`, `/media`). */
export interface EventList {
  /** Prefix of the block ids (`activity-heading` …). */
  key: string
  heading: TitleBlock | null
  /** The page title when the backend's heading has none. */
  fallbackTitle: string
  /** The carousel's block id and slides; without slides it is left out. */
  carousel: { id: string; slides: HeroCarouselBlock['slides'] }
  filters: ListFiltersBlock
  /** The page of the list the URL asks for, where it comes from and where the pager's links lead. */
  list: Pick<PagedListBlock, 'source' | 'items' | 'pageNo' | 'links'> & { total: number | null | undefined }
}

/**
 * SPEC §2 /activity and /media, top to bottom: the heading, the carousel (8000 ms, only with slides), the
 * filters with the card/list toggle, and the paged list in the layout the toggle chose.
 */
export function eventListBlocks({
  key,
  heading,
  fallbackTitle,
  carousel,
  filters,
  list,
}: EventList): BlockDescriptor[] {
  return [
    block(
      'pageHeading',
      `${key}-heading`,
      compact({ title: text(heading?.title) ?? fallbackTitle, desc: text(heading?.desc) }),
    ),
    ...blockIfAny(carousel.slides, (slides) =>
      block('heroCarousel', carousel.id, { slides, autoplayMs: EVENTS_CAROUSEL_MS }),
    ),
    block('listFilters', `${key}-filters`, filters),
    block('pagedList', `${key}-list`, {
      ...list,
      total: list.total ?? list.items.length,
      pageSize: EVENTS_PAGE_SIZE,
      mobilePageSize: EVENTS_MOBILE_PAGE_SIZE,
      ...listLayout(filters.values.view),
    }),
  ]
}

/** An item of a list as a carousel slide with a button to its page; one without a cover cannot show. */
export function linkedSlide(
  item: { id: number; title: string; desc?: string | null; cover: FileResource | null | undefined; href: string },
  buttonTitle: string,
): HeroCarouselBlock['slides'] {
  const image = firstFileUrl(item.cover)
  if (!image) return []
  return [
    compact({
      id: item.id,
      title: item.title,
      desc: text(item.desc),
      image,
      jump: { jumpContentType: 'URL' as const, buttonTitle, buttonLink: item.href },
    }),
  ]
}

/** An event list route: its heading's type, its own calls and its blocks. */
export interface EventListRoute<Payload> {
  /** Prefix of the log line when the heading cannot be loaded (`activity` → "activity page header"). */
  key: string
  titleType: TitleType
  /** String key of the page title when the backend's heading has none. */
  fallbackTitleKey: StringKey
  /**
   * The route's calls for the filter state and the page of the URL query (its days read in `timeZone`),
   * made while the heading loads; `itemCount` counts the items of that page.
   */
  load: (values: FilterValues, timeZone: string, pageNo: number) => Promise<Payload & { itemCount: number }>
  toBlocks: (payload: Payload & EventListContext, t: Translate) => BlockDescriptor[]
}

/** What every event list route's blocks get beside its own payload. */
export interface EventListContext {
  siteId: number
  heading: TitleBlock | null
  values: FilterValues
  timeZone: string
  /** The page on show (`?page=N`). */
  pageNo: number
  /** The list's path (`/activity`): the filter form's action, the pager's and the toggle's links. */
  path: string
}

/** A route's own payload: its blocks' input without what every event list gets. */
export type RouteOwn<Payload> = Omit<Payload, keyof EventListContext>

/** Where an event list's pager links lead: its path, with the filter state's query. */
export function eventListLinks(path: string, values: FilterValues): PagedListBlock['links'] {
  return { path, query: Object.fromEntries(new URLSearchParams(filterQueryString(values))) }
}

/**
 * The `+data` of an event list: the filter state and the page (`?page=N`, a malformed one or one past the
 * list's end is not found) come from the URL query, so a filtered list can be shared; the heading (a secondary call: without it the page has its own title) loads in parallel with
 * the route's calls; the page's `<title>` and description are the heading's.
 */
export async function eventListData<Payload>(
  pageContext: PageContextServer,
  route: EventListRoute<Payload>,
): Promise<BlockPageData> {
  const { api, site, i18n, urlParsed, siteSettings } = pageContext
  const { timeZone } = siteSettings
  const values = readFilterQuery(urlParsed.search)
  const pageNo = requestedPageNo(urlParsed.search)
  const [heading, payload] = await Promise.all([
    orFallback(api.titleByType(route.titleType, site.id), null, `${route.key} page header`),
    route.load(values, timeZone, pageNo),
  ])
  requirePageInList(pageNo, payload.itemCount)
  const t = translatorFor(i18n)
  const path = urlParsed.pathname.replace(/\/$/, '')
  const blocks = route.toBlocks({ ...payload, siteId: site.id, heading, values, timeZone, pageNo, path }, t)
  return { blocks, title: heading?.title ?? t(route.fallbackTitleKey), description: heading?.desc ?? undefined }
}
