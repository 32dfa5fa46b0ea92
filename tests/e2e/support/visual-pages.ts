import type { Lang } from './hosts'

// The pages the screenshot test (visual.test.ts) loads in both languages at both widths; the English
// crawl (english.test.ts) leaves those to it.

/** Demo ids are siteId * 1000 + n (content/README.md). */
const idOf = (lang: Lang, n: number) => (lang === 'zh' ? 1000 : 2000) + n

export interface VisualPage {
  name: string
  path: (lang: Lang) => string
  status?: number
  /** What the page shows once its client code has run, waited for before the screenshot. */
  shown?: string
}

/** One page of every type SPEC §2 lists. */
export const visualPages: readonly VisualPage[] = [
  { name: 'home', path: () => '/' },
  { name: 'products', path: () => '/product' },
  { name: 'product-category', path: (lang) => `/product-category/${idOf(lang, 301)}` },
  { name: 'product-detail', path: (lang) => `/product/${idOf(lang, 401)}` },
  { name: 'solutions', path: () => '/solution' },
  { name: 'solution-detail', path: (lang) => `/solution/${idOf(lang, 501)}` },
  { name: 'cases', path: () => '/cases' },
  { name: 'case-detail', path: (lang) => `/case-detail/${idOf(lang, 201)}` },
  { name: 'about-us', path: () => '/about-us' },
  { name: 'news', path: () => '/about-us/news' },
  { name: 'article-detail', path: (lang) => `/article-detail/news/${idOf(lang, 601)}` },
  // The page opens its form in a modal once it runs in the browser (SPEC §2).
  { name: 'form', path: (lang) => `/form/${lang === 'zh' ? 1 : 2}`, shown: '.contact-modal[data-state="ready"]' },
  { name: 'services', path: () => '/services' },
  { name: 'join-us', path: () => '/join-us' },
  { name: 'publications', path: () => '/periodical' },
  { name: 'journal', path: (lang) => `/periodical/${idOf(lang, 902)}` },
  { name: 'white-paper', path: (lang) => `/periodical/${idOf(lang, 901)}` },
  { name: 'activities', path: () => '/activity' },
  { name: 'activity-detail', path: (lang) => `/activity/${idOf(lang, 703)}` },
  { name: 'media', path: () => '/media' },
  { name: 'media-detail', path: (lang) => `/media/${idOf(lang, 801)}` },
  { name: 'ai', path: () => '/ai' },
  { name: 'go1688', path: () => '/go1688' },
  { name: 'go1688-purchaser', path: () => '/go1688/purchaser' },
  { name: 'go1688-supplier', path: () => '/go1688/supplier' },
  { name: 'not-found', path: () => '/this/page/does-not-exist', status: 404 },
]
