/** What a page's `+data.ts` may return for the document head (docs/architecture.md: `{ blocks, title?, description? }`). */
interface PageData {
  title?: unknown
  description?: unknown
}

interface MetaSource {
  data?: unknown
  renderedData?: unknown
  site?: { title?: string | null } | null
  i18n?: { resources: Record<string, string> } | null
}

/**
 * `<title>`: "Page - Site name", or the site name alone when the page has none (or the same one). The
 * site name is the `common.siteName` string (the language pack sets the company's name); a site's own
 * `title` is its switcher label (e.g. 简体中文) and only the last resort.
 */
export function pageTitle(pageContext: MetaSource): string {
  const siteTitle = text(pageContext.i18n?.resources['common.siteName']) ?? text(pageContext.site?.title) ?? ''
  const title = text(dataOf(pageContext).title)
  if (!title || title === siteTitle) return siteTitle
  return siteTitle ? `${title} - ${siteTitle}` : title
}

/** `<meta name="description">`: the page's own, else the site's description string. */
export function pageDescription(pageContext: MetaSource): string | null {
  return text(dataOf(pageContext).description) ?? text(pageContext.i18n?.resources['common.siteDescription']) ?? null
}

function dataOf(pageContext: MetaSource): PageData {
  const data = pageDataOf(pageContext)
  return data !== null && typeof data === 'object' ? (data as PageData) : {}
}

/**
 * The page's `+data` result on the server, whether or not `data` was already taken off the page context for
 * the browser (`renderedData`, pages/island-page-context.ts).
 */
export function pageDataOf(pageContext: Pick<MetaSource, 'data' | 'renderedData'>): unknown {
  return pageContext.data ?? pageContext.renderedData
}

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const trimmed = value.replace(/\s+/g, ' ').trim()
  return trimmed || undefined
}
