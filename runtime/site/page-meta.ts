import type { Lang } from './lang'

/** What a page's `+data.ts` may return for the document head (DESIGN: `{ blocks, title?, description? }`). */
interface PageData {
  title?: unknown
  description?: unknown
}

interface MetaSource {
  data?: unknown
  site?: { title?: string | null } | null
  i18n?: { lang: Lang; resources: Record<string, string> } | null
}

/** `<title>`: "Page – Site", or the site's title alone when the page has none (or the same one). */
export function pageTitle(pageContext: MetaSource): string {
  const siteTitle = text(pageContext.site?.title) ?? text(pageContext.i18n?.resources['common.siteName']) ?? ''
  const title = text(dataOf(pageContext).title)
  if (!title || title === siteTitle) return siteTitle
  return siteTitle ? `${title} - ${siteTitle}` : title
}

/** `<meta name="description">`: the page's own, else the site's description string. */
export function pageDescription(pageContext: MetaSource): string | null {
  return text(dataOf(pageContext).description) ?? text(pageContext.i18n?.resources['common.siteDescription']) ?? null
}

function dataOf(pageContext: MetaSource): PageData {
  const data = pageContext.data
  return data !== null && typeof data === 'object' ? (data as PageData) : {}
}

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const trimmed = value.replace(/\s+/g, ' ').trim()
  return trimmed || undefined
}
