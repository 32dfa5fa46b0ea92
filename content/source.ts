/**
 * The demo content of every site, rebuilt when the site's day changes (in its time zone, SITE_TIME_ZONE):
 * activity states depend on today (SPEC §4), so "ongoing" stays ongoing whenever the site is visited.
 */
import { SITES } from './demo/shell'
import { buildSiteContent, siteOfId, type SiteContent } from './demo/site-content'
import { DEFAULT_SITE_TIME_ZONE, dayNumberAt } from '../site/time-zone'
import { notFound } from './http/errors'

export interface ContentSource {
  /** The content of a site; an unknown site is a 404 ContentError. */
  site(siteId: number): SiteContent
  /** The content of the site an entity id belongs to (detail calls carry no site). */
  siteOfEntity(id: number, what: string): SiteContent
  all(): SiteContent[]
  /** SITE_TIME_ZONE: the zone of the content's dates. */
  timeZone: string
}

/** Rewrites a site's content once it is built (the bench's stand-in CMS: scripts/bench/standin/). */
export type ContentTransform = (content: SiteContent) => SiteContent

export function createContentSource(
  now: () => Date = () => new Date(),
  timeZone: string = DEFAULT_SITE_TIME_ZONE,
  transform: ContentTransform = (content) => content,
): ContentSource {
  let day = 0
  let sites = new Map<number, SiteContent>()
  const current = (): Map<number, SiteContent> => {
    const date = now()
    const key = dayNumberAt(date, timeZone)
    if (key !== day) {
      sites = new Map(SITES.map((site) => [site.id, transform(buildSiteContent(site.id, date, timeZone))]))
      day = key
    }
    return sites
  }
  return {
    site(siteId) {
      const content = current().get(siteId)
      if (!content) throw notFound(`site ${siteId} does not exist (known sites: ${SITES.map((s) => s.id).join(', ')})`)
      return content
    },
    siteOfEntity(id, what) {
      const content = current().get(siteOfId(id))
      if (!content) throw notFound(`${what} ${id} does not exist`)
      return content
    },
    all() {
      return [...current().values()]
    },
    timeZone,
  }
}
