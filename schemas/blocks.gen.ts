/* eslint-disable */
// GENERATED FILE, DO NOT EDIT. Source: schemas/blocks/*.schema.json
// Regenerate with `npm run codegen`; `npm run codegen:check` fails when this file is stale.

// schemas/blocks/banner.schema.json
/**
 * One static banner: image, title, description and an optional button (SPEC §9: 450 px desktop, 300 px mobile).
 */
export interface BannerBlock {
  title: string
  desc?: string
  /**
   * Desktop image URL.
   */
  image: string
  /**
   * Image URL below 768 px.
   */
  mobileImage?: string
  /**
   * What the button does: the backend jumpBO reduced to the fields the shared action handler reads (SPEC §3 Jump target).
   */
  jump?: {
    jumpContentType: 'FORM' | 'DOCUMENT' | 'URL' | 'VIDEO'
    buttonTitle?: string
    buttonLink?: string
    attachmentUrl?: string
    formBOId?: number
  }
}

// schemas/blocks/consult-banner.schema.json
/**
 * Business-consulting call to action (home BUSINESS_CONSULTING module): the button runs its jump target, or opens the default consult form.
 */
export interface ConsultBannerBlock {
  title: string
  desc?: string
  /**
   * Desktop background image URL.
   */
  image?: string
  /**
   * Background image URL below 768 px.
   */
  mobileImage?: string
  /**
   * What the button does: the backend jumpBO reduced to the fields the shared action handler reads (SPEC §3 Jump target).
   */
  jump?: {
    jumpContentType: 'FORM' | 'DOCUMENT' | 'URL' | 'VIDEO'
    buttonTitle?: string
    buttonLink?: string
    attachmentUrl?: string
    formBOId?: number
  }
}

// schemas/blocks/customer-wall.schema.json
/**
 * Customer wall (home Example module): a globe animation and a logo wall (SPEC §9 columns 6/5/4/3/2, rows 2 desktop, 4 mobile).
 */
export interface CustomerWallBlock {
  title: string
  desc?: string
  logos: {
    id: number
    name: string
    /**
     * Customer logo URL.
     */
    logo: string
  }[]
  /**
   * Path of the case list.
   */
  moreHref?: string
}

// schemas/blocks/hero-carousel.schema.json
/**
 * Full-width banner carousel (home CAROUSEL module, SPEC §2/§4/§9): fade, loop, dots and arrows, 5000 ms autoplay with a 500 ms fade when more than one slide.
 */
export interface HeroCarouselBlock {
  /**
   * @minItems 1
   */
  slides: {
    id: number
    title?: string
    desc?: string
    /**
     * Desktop image URL.
     */
    image: string
    /**
     * Image URL below 768 px; the desktop image when absent.
     */
    mobileImage?: string
    /**
     * What the button does: the backend jumpBO reduced to the fields the shared action handler reads (SPEC §3 Jump target).
     */
    jump?: {
      jumpContentType: 'FORM' | 'DOCUMENT' | 'URL' | 'VIDEO'
      buttonTitle?: string
      buttonLink?: string
      attachmentUrl?: string
      formBOId?: number
    }
  }[]
}

// schemas/blocks/news-showcase.schema.json
/**
 * Latest news of the home NEWS module: cards linking to the article page.
 */
export interface NewsShowcaseBlock {
  title: string
  desc?: string
  items: {
    id: number
    title: string
    desc?: string
    /**
     * Cover image URL (SPEC §9 list size 434x244).
     */
    image?: string
    /**
     * Publication date, YYYY-MM-DD.
     */
    date?: string
    /**
     * Article page path.
     */
    href: string
  }[]
  /**
   * Path of the full news list.
   */
  moreHref?: string
}

// schemas/blocks/paged-list.schema.json
/**
 * A paged list of cards (SPEC §2 news, publications, activities, media; §9 page sizes and per-row counts): the first page comes from the server; further pages are fetched in the browser, by a pager on desktop (hidden when there is one page) and by infinite loading on phones (below 768 px). Changing `source` (a filter) resets the list to its first page.
 */
export interface PagedListBlock {
  /**
   * Which backend list to page through; also picks the card renderer (blocks/paged-list/sources.ts and cards.tsx).
   */
  source: {
    kind: 'news' | 'publications'
    siteId: number
    /**
     * Further request parameters of the list (news type, filters).
     */
    query?: {
      [k: string]: string | number | boolean | (string | number)[]
    }
  }
  /**
   * The first page (desktop page size).
   */
  items: PagedListItem[]
  total: number
  /**
   * Items a desktop page.
   */
  pageSize: number
  /**
   * Items each phone request adds (default: pageSize); pageSize must be a multiple of it.
   */
  mobilePageSize?: number
  perRow: {
    desktop: number
    mobile: number
  }
}
export interface PagedListItem {
  id: number
  title: string
  /**
   * Detail page path.
   */
  href: string
  desc?: string
  /**
   * Cover image URL.
   */
  image?: string
  /**
   * YYYY-MM-DD.
   */
  date?: string
  tags?: string[]
}

// schemas/blocks/product-showcase.schema.json
/**
 * Product showcase (home PRODUCT module): product cards with image, text and an optional button.
 */
export interface ProductShowcaseBlock {
  title: string
  desc?: string
  items: {
    id: number
    title: string
    desc?: string
    /**
     * Desktop image URL (SPEC §9 cover size 800x450).
     */
    image: string
    /**
     * Image URL below 768 px.
     */
    mobileImage?: string
    /**
     * What the button does: the backend jumpBO reduced to the fields the shared action handler reads (SPEC §3 Jump target).
     */
    jump?: {
      jumpContentType: 'FORM' | 'DOCUMENT' | 'URL' | 'VIDEO'
      buttonTitle?: string
      buttonLink?: string
      attachmentUrl?: string
      formBOId?: number
    }
  }[]
}

// schemas/blocks/rich-text.schema.json
/**
 * Rich HTML from the backend, sanitized on the server and in the browser before it renders.
 */
export interface RichTextBlock {
  /**
   * Backend HTML; sanitized before render.
   */
  html: string
  /**
   * Give H2/H3 headings ids for a side anchor list.
   */
  anchors?: boolean
}

// schemas/blocks/solution-carousel.schema.json
/**
 * Industry solution carousel (home SOLUTION module, 8000 ms autoplay, SPEC §9): one slide per industry with tabs.
 */
export interface SolutionCarouselBlock {
  title: string
  desc?: string
  /**
   * @minItems 1
   */
  slides: {
    id: number
    title: string
    desc?: string
    /**
     * Desktop image URL.
     */
    image: string
    /**
     * Image URL below 768 px.
     */
    mobileImage?: string
    /**
     * Where the slide's link leads when it has no jump target.
     */
    href?: string
    /**
     * What the button does: the backend jumpBO reduced to the fields the shared action handler reads (SPEC §3 Jump target).
     */
    jump?: {
      jumpContentType: 'FORM' | 'DOCUMENT' | 'URL' | 'VIDEO'
      buttonTitle?: string
      buttonLink?: string
      attachmentUrl?: string
      formBOId?: number
    }
  }[]
}

/** Block type key (camelCase of the schema file name) → props of that block. */
export interface BlockPropsMap {
  banner: BannerBlock
  consultBanner: ConsultBannerBlock
  customerWall: CustomerWallBlock
  heroCarousel: HeroCarouselBlock
  newsShowcase: NewsShowcaseBlock
  pagedList: PagedListBlock
  productShowcase: ProductShowcaseBlock
  richText: RichTextBlock
  solutionCarousel: SolutionCarouselBlock
}
