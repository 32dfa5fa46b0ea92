/**
 * The public pages that show a CMS item (SPEC §2), by the item's type: its detail page, and the list
 * pages that list it. The sitemap names detail pages with the same routes (`seo/sitemap-items.ts`), and a
 * revalidation (issue 23) maps an item to the pages to drop with them.
 */
export interface ItemPages {
  /** The detail route: the item's page is `${detail}/${id}`; `null` for an item shown on fixed pages only. */
  detail: string | null
  /** The same page under another spelling the CMS links to (`/Media/{id}`). */
  detailAliases?: readonly string[]
  /** The list pages (and single pages) that show it, each with whatever query they are asked with. */
  lists: readonly string[]
  /** Listed in the sitemap (a detail page of it, or a list whose entries change). */
  inSitemap: boolean
}

/**
 * By the type the CMS gives its items (the preview routes' `{type}` and the form sources of SPEC §7).
 * Cases are shown with their industry's solutions too; news on the news page with and without `?type=AI`,
 * and the newest on the introduction page (issue 26).
 */
export const ITEM_PAGES = {
  product: { detail: '/product', lists: ['/product'], inSitemap: true },
  'product-category': { detail: '/product-category', lists: ['/product'], inSitemap: true },
  solution: { detail: '/solution', lists: ['/solution'], inSitemap: true },
  case: { detail: '/case-detail', lists: ['/cases', '/solution'], inSitemap: true },
  news: { detail: '/article-detail/news', lists: ['/about-us/news', '/about-us', '/about_us'], inSitemap: true },
  periodical: { detail: '/periodical', lists: ['/periodical'], inSitemap: true },
  activity: { detail: '/activity', lists: ['/activity'], inSitemap: true },
  media: { detail: '/media', detailAliases: ['/Media'], lists: ['/media'], inSitemap: true },
  introduction: { detail: null, lists: ['/about-us', '/about_us'], inSitemap: false },
  services: { detail: null, lists: ['/services'], inSitemap: false },
  'join-us': { detail: null, lists: ['/join-us'], inSitemap: false },
  form: { detail: '/form', lists: [], inSitemap: false },
  homepage: { detail: null, lists: [], inSitemap: false },
} as const satisfies Record<string, ItemPages>

export type ItemType = keyof typeof ITEM_PAGES

export const ITEM_TYPES = Object.keys(ITEM_PAGES) as ItemType[]

export function isItemType(value: string): value is ItemType {
  return Object.hasOwn(ITEM_PAGES, value)
}

/** The home page: its modules (banners, news block, solution carousel, case wall) may show any item. */
export const HOME_PATH = '/'
export const SITEMAP_PATH = '/sitemap.xml'

/**
 * Every page that shows item `id` of `type`, on each site: its detail page (every spelling), the lists
 * that include it, the home page, and the sitemap when the item is in it. A page of a list with all its
 * queries (`/about-us/news?type=AI`, `/activity?page=2`) is the one path: the caches drop them together.
 */
export function pagesShowingItem(type: ItemType, id: number): string[] {
  const pages: ItemPages = ITEM_PAGES[type]
  const details = pages.detail === null ? [] : [pages.detail, ...(pages.detailAliases ?? [])]
  const paths = [
    ...details.map((route) => `${route}/${id}`),
    ...pages.lists,
    HOME_PATH,
    ...(pages.inSitemap ? [SITEMAP_PATH] : []),
  ]
  return [...new Set(paths)]
}
