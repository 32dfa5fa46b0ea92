/** A language of the demo: `zh` on the Chinese site (id 1), `en` on the English site (id 2). */
export type SiteLang = 'zh' | 'en'

export interface PageType {
  /** Short name, as the benchmark prints it. */
  name: string
  /** Path of one demo page of this type on the given site. */
  path: (lang: SiteLang) => string
}

/** Demo ids are siteId * 1000 + n (content/README.md). */
export const demoId = (lang: SiteLang, n: number) => (lang === 'zh' ? 1000 : 2000) + n

/**
 * One demo page of every page type of SPEC §2, in the order of its table, for checks that must cover
 * the whole site (the English crawl, the benchmark's JavaScript and Lighthouse figures).
 */
export const pageTypes: readonly PageType[] = [
  { name: 'home', path: () => '/' },
  { name: 'product category', path: (lang) => `/product-category/${demoId(lang, 301)}` },
  { name: 'product detail', path: (lang) => `/product/${demoId(lang, 401)}` },
  { name: 'solution', path: () => '/solution' },
  { name: 'cases', path: () => '/cases' },
  { name: 'case detail', path: (lang) => `/case-detail/${demoId(lang, 201)}` },
  { name: 'news', path: () => '/about-us/news' },
  { name: 'article detail', path: (lang) => `/article-detail/news/${demoId(lang, 601)}` },
  { name: 'publications', path: () => '/periodical' },
  { name: 'media list', path: () => '/media' },
  { name: 'media detail', path: (lang) => `/media/${demoId(lang, 801)}` },
  { name: 'activity list', path: () => '/activity' },
  { name: 'activity detail', path: (lang) => `/activity/${demoId(lang, 701)}` },
  { name: 'services', path: () => '/services' },
  { name: 'join-us', path: () => '/join-us' },
  { name: 'form', path: (lang) => `/form/${lang === 'zh' ? 1 : 2}` },
  { name: 'ai', path: () => '/ai' },
  { name: 'go1688', path: () => '/go1688' },
]
