import { demoId, type PageType } from './page-types'

// The pages the screenshot test (visual.test.ts) loads in both languages at both widths; the English
// crawl (english.test.ts) leaves those to it.

export interface VisualPage extends PageType {
  status?: number
  /** What the page shows once its client code has run, waited for before the screenshot. */
  shown?: string
}

/** One page of every type SPEC §2 lists. */
export const visualPages: readonly VisualPage[] = [
  { name: 'home', path: () => '/' },
  { name: 'products', path: () => '/product' },
  { name: 'product-category', path: (lang) => `/product-category/${demoId(lang, 301)}` },
  { name: 'product-detail', path: (lang) => `/product/${demoId(lang, 401)}` },
  { name: 'solutions', path: () => '/solution' },
  { name: 'solution-detail', path: (lang) => `/solution/${demoId(lang, 501)}` },
  { name: 'cases', path: () => '/cases' },
  { name: 'case-detail', path: (lang) => `/case-detail/${demoId(lang, 201)}` },
  { name: 'about-us', path: () => '/about-us' },
  { name: 'news', path: () => '/about-us/news' },
  { name: 'article-detail', path: (lang) => `/article-detail/news/${demoId(lang, 601)}` },
  // The page opens its form in a modal once it runs in the browser (SPEC §2).
  { name: 'form', path: (lang) => `/form/${lang === 'zh' ? 1 : 2}`, shown: '.contact-modal[data-state="ready"]' },
  { name: 'services', path: () => '/services' },
  { name: 'join-us', path: () => '/join-us' },
  { name: 'publications', path: () => '/periodical' },
  { name: 'journal', path: (lang) => `/periodical/${demoId(lang, 902)}` },
  { name: 'white-paper', path: (lang) => `/periodical/${demoId(lang, 901)}` },
  { name: 'activities', path: () => '/activity' },
  { name: 'activity-detail', path: (lang) => `/activity/${demoId(lang, 703)}` },
  { name: 'media', path: () => '/media' },
  { name: 'media-detail', path: (lang) => `/media/${demoId(lang, 801)}` },
  { name: 'ai', path: () => '/ai' },
  { name: 'go1688', path: () => '/go1688' },
  { name: 'go1688-purchaser', path: () => '/go1688/purchaser' },
  { name: 'go1688-supplier', path: () => '/go1688/supplier' },
  { name: 'not-found', path: () => '/this/page/does-not-exist', status: 404 },
]
