import type { Lang } from '../lang'

/** One `<meta>` of a link preview: Open Graph tags use `property`, Twitter card tags `name`. */
export interface PreviewMeta {
  attribute: 'property' | 'name'
  key: string
  content: string
}

export interface PreviewInput {
  title: string
  description: string | null
  /** Absolute URL of the page's lead image (vike-react writes `og:image` and `twitter:card` from it). */
  image: string | undefined
  /** The canonical URL. */
  url: string | undefined
  siteName: string
  lang: Lang
  /** The languages of the other sites. */
  alternateLangs: readonly Lang[]
  type: 'article' | 'website'
}

/** `og:locale` values (Open Graph wants `language_TERRITORY`). */
export const OG_LOCALES: Record<Lang, string> = { zh: 'zh_CN', en: 'en_US' }

/**
 * The link-preview tags the head writes besides vike-react's own (`og:title`, `og:description`,
 * `og:image` and `twitter:card` come from the `title`, `description` and `image` settings).
 */
export function previewMeta(input: PreviewInput): PreviewMeta[] {
  const og = (key: string, content: string | undefined | null): PreviewMeta[] =>
    content ? [{ attribute: 'property', key, content }] : []
  const twitter = (key: string, content: string | undefined | null): PreviewMeta[] =>
    content ? [{ attribute: 'name', key, content }] : []
  const ownLocale = OG_LOCALES[input.lang]
  const alternates = [...new Set(input.alternateLangs.map((lang) => OG_LOCALES[lang]))].filter(
    (locale) => locale !== ownLocale,
  )
  return [
    ...og('og:type', input.type),
    ...og('og:url', input.url),
    ...og('og:site_name', input.siteName),
    ...og('og:locale', ownLocale),
    ...alternates.flatMap((locale) => og('og:locale:alternate', locale)),
    ...twitter('twitter:title', input.title),
    ...twitter('twitter:description', input.description),
    ...twitter('twitter:image', input.image),
  ]
}
