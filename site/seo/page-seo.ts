/**
 * What a page's `+data.ts` tells the document head about itself for link previews (Open Graph, Twitter
 * card) and structured data (schema.org JSON-LD). URLs may be as the backend gives them (absolute, or a
 * path on this site): the head writes them on the site's configured origin.
 */
export interface PageSeo {
  /** The page's lead image (banner, cover); the site's logo when absent. */
  image?: string
  /** `og:type`: `article` for news, AI news, articles and publications; `website` otherwise. */
  ogType?: 'article' | 'website'
  /** Detail pages: the trail from the home page to this page (the page itself last). */
  breadcrumbs?: Crumb[]
  /** The main entity of the page, when schema.org has a type for it. */
  entity?: PageEntity
}

export interface Crumb {
  name: string
  /** Path on this site (`/product/1401`). */
  path: string
}

export type PageEntity = ArticleEntity | EventEntity | VideoEntity

export interface ArticleEntity {
  kind: 'Article' | 'NewsArticle'
  headline: string
  description?: string
  image?: string
  /** Backend date, `YYYY-MM-DD HH:mm:ss` (site-local). */
  datePublished?: string
  author?: string
}

export interface EventEntity {
  kind: 'Event'
  name: string
  description?: string
  image?: string
  startDate?: string
  endDate?: string
  /** Where it takes place (the activity's place). */
  place?: string
  /** The live stream, for an event that can be followed online. */
  onlineUrl?: string
  /** Where to register (a third-party link); the page itself otherwise. */
  registrationUrl?: string
}

export interface VideoEntity {
  kind: 'VideoObject'
  name: string
  description?: string
  thumbnailUrl?: string
  uploadDate?: string
  contentUrl: string
}

/** A URL as the backend or a page gives it, on `origin` when it is a path; `undefined` for anything else. */
export function absoluteUrl(url: string | null | undefined, origin: string | undefined): string | undefined {
  const trimmed = url?.trim()
  if (!trimmed) return undefined
  try {
    const resolved = origin ? new URL(trimmed, origin) : new URL(trimmed)
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : undefined
  } catch {
    return undefined
  }
}

/** Plain text of a rich-text or multi-line value, for descriptions (tags removed, whitespace folded). */
export function plainText(value: string | null | undefined, maxLength = 300): string | undefined {
  const text = (value ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (!text) return undefined
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text
}
