/* eslint-disable */
// GENERATED FILE, DO NOT EDIT. Source: blocks/*/schema.json, schemas/blocks/shared/*.schema.json
// Regenerate with `npm run codegen`; `npm run codegen:check` fails when this file is stale.

// schemas/blocks/shared/jump.schema.json
/**
 * What a block's button does: the backend jumpBO (schemas/common/jump-target.schema.json) reduced to the fields the shared action handler reads (SPEC §3 Jump target; runtime/blocks/from-backend.ts toBlockJump). Block schemas share it by $ref.
 */
export interface BlockJump {
  jumpContentType: 'FORM' | 'DOCUMENT' | 'URL' | 'VIDEO'
  buttonTitle?: string
  buttonLink?: string
  attachmentUrl?: string
  formBOId?: number
}

// blocks/action-bar/schema.json
/**
 * One centred button closing a page (SPEC §2 white paper footer button): its action goes through the shared jump handler; without a jump target it opens the consult form.
 */
export interface ActionBarBlock {
  /**
   * Label when the jump target has no buttonTitle (e.g. 下载白皮书).
   */
  label: string
  jump?: BlockJump
}

// blocks/activity-banner/schema.json
/**
 * SPEC §2 Activity detail: the activity's title and time string. `banner`: on its cover, with the place, the live-now badge (today between the start and end days) and the live button (reserve live while the start is ahead, else go to live room); `heading`: the title and time alone (the free rich-text layout).
 */
export interface ActivityBannerBlock {
  layout: 'banner' | 'heading'
  name: string
  /**
   * activityTimeStr as the backend writes it.
   */
  timeText?: string
  place?: string
  /**
   * Banner background image.
   */
  cover?: string
  /**
   * The live button's link; no link, no button.
   */
  liveAddress?: string
  /**
   * Backend YYYY-MM-DD HH:mm:ss (site-local).
   */
  startDate?: string
  /**
   * Backend YYYY-MM-DD HH:mm:ss (site-local).
   */
  endDate?: string
  /**
   * Epoch ms of the server render: the clock of the date rules until the page runs in the browser (a cached page hydrates without a mismatch); the browser's clock takes over after mount.
   */
  renderedAt?: number
}

// blocks/activity-reviews/schema.json
/**
 * Review items with cover, title, description and an optional button (SPEC §2 Activity detail, §4 Review button: a FORM jump opens the form first; then playType URL navigates to buttonLink and UPLOAD opens attachmentUrl, through the shared action handler).
 */
export interface ActivityReviewsBlock {
  /**
   * Shown as one section of a detail page: the anchor a section nav points at (the element id) and its h2 title. Without it, the block is a page section of its own.
   */
  section?: {
    anchor?: string
    title?: string
  }
  /**
   * @minItems 1
   */
  reviews: {
    id: number
    title: string
    desc?: string
    image?: string
    playType?: 'URL' | 'UPLOAD'
    /**
     * The review's jumpBO: a FORM jump is the form that comes first (SPEC §4 Review button); buttonLink is the URL, attachmentUrl the upload.
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

// blocks/agenda-timeline/schema.json
/**
 * A timeline of time slots. `side`: a sticky side column beside the blocks that follow it (hidden on phones; SPEC §2 side agenda timeline); `list`: the full agenda with each slot's speakers, or `emptyText` when there is none yet.
 */
export interface AgendaTimelineBlock {
  layout: 'side' | 'list'
  /**
   * Accessible name of the side timeline.
   */
  label?: string
  /**
   * Shown as one section of a detail page: the anchor a section nav points at (the element id) and its h2 title. Without it, the block is a page section of its own.
   */
  section?: {
    anchor?: string
    title?: string
  }
  items: {
    time?: string
    title?: string
    speakers: {
      name: string
      position?: string
      avatar?: string
    }[]
  }[]
  /**
   * Shown by the list when it has no items.
   */
  emptyText?: string
}

// blocks/ai-frame/schema.json
/**
 * A same-origin static page shown in a frame that grows to its content height, and may ask the host page to play or close a video by postMessage (SPEC §2 AI landing page, §8).
 */
export interface AiFrameBlock {
  /**
   * Same-origin path of the static page (e.g. /ai/ai-native.html).
   */
  src: string
  /**
   * Accessible name of the frame.
   */
  title: string
  /**
   * Height before the content height is known, or when it cannot be read; 500 when absent (SPEC §9).
   */
  defaultHeight?: number
}

// blocks/ai-story/schema.json
/**
 * The AI landing page's story (SPEC §2 AI landing page, §3 AI story, Employee): one row per employee, in `order`, pairing the person with their AI adviser. Dark theme.
 */
export interface AiStoryBlock {
  title: string
  desc?: string
  /**
   * Employees paired with their AI advisers; empty when the story names none, and the story keeps its title and description.
   */
  rows: {
    id: number
    department?: string
    employee: {
      name: string
      position?: string
      /**
       * Avatar image URL.
       */
      avatar?: string
    }
    adviser: {
      /**
       * The AI adviser's role (aiPosition).
       */
      position: string
      /**
       * The AI adviser's avatar URL (aiAvatar).
       */
      avatar?: string
    }
  }[]
}

// blocks/anchored-rich-text/schema.json
/**
 * Backend rich text with a side anchor list built from its H2 and H3 headings (SPEC §2 Navigation behaviour; side nav 280 px wide on desktop). Sanitized before render.
 */
export interface AnchoredRichTextBlock {
  title?: string
  /**
   * Backend HTML; sanitized before render.
   */
  html: string
}

// blocks/article-header/schema.json
/**
 * The head of an article (SPEC §2 /article-detail): title, labels, date, description, author and editor, media coverage links. The body follows as its own block.
 */
export interface ArticleHeaderBlock {
  title: string
  labels?: string[]
  /**
   * YYYY-MM-DD, shown as YYYY/MM/DD.
   */
  date?: string
  desc?: string
  author?: string
  editor?: string
  coverage?: {
    name: string
    /**
     * URL of the report.
     */
    href: string
  }[]
}

// blocks/banner/schema.json
/**
 * One static banner: image, title, description and an optional button (SPEC §9: 450 px desktop, 300 px mobile). Without an image it is the same banner on the site's plain banner background (issue 21).
 */
export interface BannerBlock {
  title: string
  desc?: string
  /**
   * Desktop image URL; absent, the banner's plain branded background.
   */
  image?: string
  /**
   * Image URL below 768 px.
   */
  mobileImage?: string
  jump?: BlockJump
}

// blocks/card-carousel/schema.json
/**
 * A carousel of image cards with arrows and dots (product advantages, application scenes, business scenes): 3 per view on desktop, 1 on mobile.
 */
export interface CardCarouselBlock {
  title?: string
  desc?: string
  /**
   * @minItems 1
   */
  items: {
    id: number
    title: string
    desc?: string
    /**
     * Icon URL.
     */
    icon?: string
    /**
     * Image URL.
     */
    image?: string
  }[]
}

// blocks/case-cards/schema.json
/**
 * Customer case cards linking to their detail pages, 3 per row desktop and 2 mobile (SPEC §9), in groups; several titled groups get an anchor navigation (SPEC §2 /cases).
 */
export interface CaseCardsBlock {
  title?: string
  desc?: string
  /**
   * @minItems 1
   */
  groups: {
    /**
     * Element id of the group (anchor target).
     */
    anchor: string
    title?: string
    /**
     * @minItems 1
     */
    cards: {
      id: number
      title: string
      desc?: string
      /**
       * Cover image URL (SPEC §9 list size).
       */
      image?: string
      customerName?: string
      /**
       * Customer logo URL.
       */
      logo?: string
      /**
       * Case detail path, /case-detail/{id}.
       */
      href: string
    }[]
  }[]
}

// blocks/company-intro/schema.json
/**
 * The company introduction (SPEC §2 /about-us, §3 Introduce): title, main title, logo and the rich description.
 */
export interface CompanyIntroBlock {
  title?: string
  mainTitle?: string
  /**
   * Logo URL.
   */
  logo?: string
  /**
   * Backend HTML; sanitized before render.
   */
  html?: string
}

// blocks/consult-banner/schema.json
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
  jump?: BlockJump
}

// blocks/customer-wall/schema.json
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

// blocks/detail-banner/schema.json
/**
 * Banner of a detail page (product, category, solution, case): background image, optional label, title, description, customer logo, play button for a video (video modal) and buttons (SPEC §2 /product/{id}, /case-detail/{id}; 450 px desktop, 300 px mobile). Without an image it is the same banner on the site's plain banner background (issue 21: an optional image never costs the page its title).
 */
export interface DetailBannerBlock {
  /**
   * Small label above the title (e.g. Case detail).
   */
  label?: string
  title: string
  desc?: string
  /**
   * Desktop background image URL; absent, the banner's plain branded background.
   */
  image?: string
  /**
   * Background image URL below 768 px.
   */
  mobileImage?: string
  /**
   * Customer logo URL.
   */
  logo?: string
  /**
   * Video URL, played in the video modal.
   */
  video?: string
  actions?: {
    /**
     * Which default label the button shows when its jump target has no buttonTitle; without a jump target the button opens the default consult form.
     */
    fallback: 'consult' | 'consultCase' | 'download' | 'demo' | 'solution'
    jump?: BlockJump
  }[]
}

// blocks/enrol-bar/schema.json
/**
 * The footer enrol button of an activity whose enrolment is enabled (SPEC §2). Its status, label and click follow SPEC §4 (blocks/enrol-bar/status.ts); the click goes through the shared action handler.
 */
export interface EnrolBarBlock {
  /**
   * enrollTypeDict: FORM, or anything else (a link).
   */
  type: 'FORM' | 'LINK'
  /**
   * enrollDetail.id
   */
  formId?: number
  thirdLink?: string
  /**
   * enrollButtonTitle: overrides the status label.
   */
  buttonTitle?: string
  /**
   * Backend YYYY-MM-DD HH:mm:ss (site-local).
   */
  endDate?: string
  /**
   * Epoch ms of the server render: the clock of the date rules until the page runs in the browser (a cached page hydrates without a mismatch); the browser's clock takes over after mount.
   */
  renderedAt?: number
}

// blocks/feature-grid/schema.json
/**
 * A grid of items with icon or image, title and description (enterprise demands, business values, industry insights, a category's products). An item with href links there.
 */
export interface FeatureGridBlock {
  title?: string
  desc?: string
  /**
   * Show only the descriptions (SPEC §2 isShowEnterpriseDemandTitle false).
   */
  hideItemTitles?: boolean
  /**
   * icons: small icon above the text; cards: image cards.
   */
  variant?: 'icons' | 'cards'
  /**
   * @minItems 1
   */
  items: {
    id: number
    title: string
    desc?: string
    /**
     * Icon URL.
     */
    icon?: string
    /**
     * Image URL.
     */
    image?: string
    /**
     * Where the item links.
     */
    href?: string
  }[]
}

// blocks/featured-media/schema.json
/**
 * A page's video, with its image as the poster, or the image alone when there is no video (SPEC §2 Activity detail: a video if one exists, otherwise a cover image).
 */
export interface FeaturedMediaBlock {
  video?: string
  image?: string
}

// blocks/guest-grid/schema.json
/**
 * Guests with avatar, name and position, in 1, 2 or 3 columns by their count (SPEC §2 guest grid).
 */
export interface GuestGridBlock {
  /**
   * Shown as one section of a detail page: the anchor a section nav points at (the element id) and its h2 title. Without it, the block is a page section of its own.
   */
  section?: {
    anchor?: string
    title?: string
  }
  /**
   * @minItems 1
   */
  guests: {
    name: string
    position?: string
    avatar?: string
  }[]
}

// blocks/hero-carousel/schema.json
/**
 * Full-width banner carousel (home CAROUSEL module, SPEC §2/§4/§9): fade, loop, dots and arrows, 5000 ms autoplay with a 500 ms fade when more than one slide.
 */
export interface HeroCarouselBlock {
  /**
   * banner (default): 450 px desktop, 300 px phone; ai: the AI landing carousel, 530 px desktop, 320 px phone (SPEC §9).
   */
  size?: 'banner' | 'ai'
  /**
   * Autoplay delay; 5000 ms (the home carousel) when absent. Activity and media carousels use 8000 ms (SPEC §9).
   */
  autoplayMs?: number
  /**
   * @minItems 1
   */
  slides: {
    id: number
    title?: string
    desc?: string
    /**
     * Desktop image URL; without one the slide shows the plain banner background with its title (issue 21).
     */
    image?: string
    /**
     * Image URL below 768 px; the desktop image when absent.
     */
    mobileImage?: string
    jump?: BlockJump
  }[]
}

// blocks/list-filters/schema.json
/**
 * SPEC §2 /activity and /media filter bar with the card/list toggle: a `<form method="get">` whose named inputs (from, to as YYYY-MM-DD, place, type, q, view) are the URL query, so it filters without JavaScript; the toggle is two links. Submitting goes to the list's first page. A plain island, woken by the visitor's first touch, applies a select or a date range as it changes. SPEC §5: a date range applies only when both ends are chosen; it can be cleared.
 */
export interface ListFiltersBlock {
  kind: 'activities' | 'media'
  /**
   * Place options (activities).
   */
  places?: string[]
  /**
   * Type options: value sent to the backend and its label.
   */
  types?: {
    value: string
    label: string
  }[]
  values: {
    from?: string
    to?: string
    place?: string
    type?: string
    q?: string
    view?: 'cards' | 'rows'
  }
  /**
   * The list's path: the form's action and the toggle's links.
   */
  path: string
}

// blocks/media-detail/schema.json
/**
 * SPEC §2 /media/{id}: title, creation date (Chinese year-month-day), cover with a play button (Play / 立即播放) when a video exists, then the rich-text description. SPEC §4 Media play: when contact is required and the jump is a form, the form comes first, then the video.
 */
export interface MediaDetailBlock {
  id: number
  title: string
  date?: string
  cover?: string
  video?: string
  /**
   * Rich text.
   */
  desc?: string
  /**
   * The form to fill in before the video (isNeedContact with a FORM jump).
   */
  gate?: BlockJump
}

// blocks/news-carousel/schema.json
/**
 * Fixed news of the news page (SPEC §2 News page): one slide per item with cover, date, title and summary, linking to the article; fade, loop, dots and arrows, 8000 ms autoplay when more than one (SPEC §4, §9).
 */
export interface NewsCarouselBlock {
  /**
   * @minItems 1
   */
  items: {
    id: number
    title: string
    desc?: string
    /**
     * Cover image URL (SPEC §9 cover 800x450).
     */
    image?: string
    /**
     * YYYY-MM-DD.
     */
    date?: string
    /**
     * Article page path.
     */
    href: string
  }[]
}

// blocks/news-showcase/schema.json
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

// blocks/page-heading/schema.json
/**
 * The title and description that open a list page (SPEC §3 Page header settings: news title block, publications).
 */
export interface PageHeadingBlock {
  title: string
  desc?: string
}

// blocks/paged-list/schema.json
/**
 * A paged list of cards (SPEC §2 news, publications, activities, media; §9 page sizes and per-row counts), one page of it as the server rendered it for the URL's `?page=N`. The pager is links to the other pages (hidden when there is one page), so the list works without JavaScript; on phones (below 768 px) a small plain island hides the pager and appends the next pages' items as the end of the list nears (infinite loading).
 */
export interface PagedListBlock {
  /**
   * Which backend list the page comes from; also picks the card renderer (mapping/list-sources.ts and cards.tsx).
   */
  source: {
    kind: 'news' | 'publications' | 'activities' | 'media'
    siteId: number
    /**
     * Further request parameters of the list (news type, filters).
     */
    query?: {
      [k: string]: string | number | boolean | (string | number)[]
    }
  }
  /**
   * The items of the page on show (`pageNo`), at most `pageSize`.
   */
  items: PagedListItem[]
  total: number
  /**
   * The page on show (default 1).
   */
  pageNo?: number
  /**
   * Where the pager's links lead: the list's path and the query they keep (the filters, `type=AI`); `page` is added for pages after the first.
   */
  links: {
    path: string
    query?: {
      [k: string]: string
    }
  }
  /**
   * Items a desktop page.
   */
  pageSize: number
  /**
   * Items each phone request adds (default: pageSize); pageSize must be a multiple of it.
   */
  mobilePageSize?: number
  /**
   * Cards in rows of perRow (default), or one wide row per item (the activity/media card/list toggle).
   */
  view?: 'cards' | 'rows'
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
   * Plain-text excerpt of the item's description, shown in the list view of the card/list toggle (activities, media).
   */
  summary?: string
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

// blocks/product-directory/schema.json
/**
 * Products grouped by category with a side anchor list (SPEC §2 /product; side list 280 px on desktop).
 */
export interface ProductDirectoryBlock {
  title?: string
  desc?: string
  /**
   * @minItems 1
   */
  groups: {
    /**
     * Element id of the category (anchor target).
     */
    anchor: string
    title: string
    desc?: string
    /**
     * Category icon URL.
     */
    icon?: string
    /**
     * Category page path.
     */
    href?: string
    /**
     * The category's products; empty when the backend sent none, and the group keeps its heading and link.
     */
    products: {
      id: number
      title: string
      desc?: string
      /**
       * Product page path.
       */
      href: string
    }[]
  }[]
}

// blocks/product-showcase/schema.json
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
    image?: string
    /**
     * Image URL below 768 px.
     */
    mobileImage?: string
    jump?: BlockJump
  }[]
}

// blocks/publication-detail/schema.json
/**
 * A journal (SPEC §2 /periodical/{id}, type PUBLICATION): cover, name, introduction and an optional button through the shared jump handler, then its rich description (summary, contents) and other issues.
 */
export interface PublicationDetailBlock {
  name: string
  /**
   * Cover image URL (SPEC §9 detail 368x442).
   */
  cover?: string
  introduction?: string
  /**
   * Rich description (summary, table of contents), sanitized when rendered.
   */
  html?: string
  /**
   * Other issues, each linking to its page.
   */
  more?: {
    title: string
    /**
     * @minItems 1
     */
    items: {
      id: number
      name: string
      cover?: string
      href: string
    }[]
  }
  jump?: BlockJump
}

// blocks/related-cases/schema.json
/**
 * Case cards 320 px wide linking to /case-detail/{id}, under a heading (SPEC §2 white paper).
 */
export interface RelatedCasesBlock {
  title: string
  cards: {
    id: number
    title: string
    desc?: string
    /**
     * Cover image URL.
     */
    image?: string
    /**
     * Case detail path.
     */
    href: string
  }[]
}

// blocks/rich-text/schema.json
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
  /**
   * Shown as one section of a detail page: the anchor a section nav points at (the element id) and its h2 title. Without it, the block is a page section of its own.
   */
  section?: {
    anchor?: string
    title?: string
  }
}

// blocks/section-nav/schema.json
/**
 * A sticky bar of links to the sections of a page, highlighting the one in view (SPEC §2 Activity detail tab bar). The sections are the blocks with these anchors.
 */
export interface SectionNavBlock {
  /**
   * Accessible name of the navigation.
   */
  label: string
  /**
   * @minItems 1
   */
  items: {
    anchor: string
    label: string
  }[]
}

// blocks/solution-carousel/schema.json
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
    image?: string
    /**
     * Image URL below 768 px.
     */
    mobileImage?: string
    /**
     * Where the slide's link leads when it has no jump target.
     */
    href?: string
    jump?: BlockJump
  }[]
}

// blocks/solution-explorer/schema.json
/**
 * SPEC §2 /solution: an industry carousel (8000 ms autoplay, SPEC §9) whose slide index is kept in the URL hash (#2 is the third slide), up to 3 example logos per slide; below it the current industry's solutions and related cases.
 */
export interface SolutionExplorerBlock {
  title?: string
  desc?: string
  /**
   * @minItems 1
   */
  industries: {
    id: number
    name: string
    desc?: string
    /**
     * Industry icon URL.
     */
    icon?: string
    /**
     * Slide background image URL; absent, the slide shows on the plain banner background (issue 21).
     */
    image?: string
    /**
     * Slide image URL below 768 px.
     */
    mobileImage?: string
    /**
     * @maxItems 3
     */
    logos?: {
      id: number
      name: string
      /**
       * Customer logo URL.
       */
      logo: string
    }[]
    jump?: BlockJump
    solutions: {
      id: number
      title: string
      desc?: string
      /**
       * Image URL.
       */
      image?: string
      /**
       * Solution page path.
       */
      href: string
    }[]
    cases: {
      id: number
      title: string
      desc?: string
      /**
       * Cover image URL (SPEC §9 list size).
       */
      image?: string
      customerName?: string
      /**
       * Customer logo URL.
       */
      logo?: string
      /**
       * Case detail path, /case-detail/{id}.
       */
      href: string
    }[]
  }[]
}

// blocks/tabs/schema.json
/**
 * Tabs, each with an image and/or a list of items (product core functions, business blueprints).
 */
export interface TabsBlock {
  title?: string
  desc?: string
  /**
   * @minItems 1
   */
  tabs: {
    id: number
    title: string
    /**
     * Icon URL.
     */
    icon?: string
    /**
     * Image shown in the panel.
     */
    image?: string
    items?: {
      id: number
      title: string
      desc?: string
      /**
       * Icon URL.
       */
      icon?: string
    }[]
  }[]
}

/** Block type key (codegen/block-names.ts) → props of that block. */
export interface BlockPropsMap {
  actionBar: ActionBarBlock
  activityBanner: ActivityBannerBlock
  activityReviews: ActivityReviewsBlock
  agendaTimeline: AgendaTimelineBlock
  aiFrame: AiFrameBlock
  aiStory: AiStoryBlock
  anchoredRichText: AnchoredRichTextBlock
  articleHeader: ArticleHeaderBlock
  banner: BannerBlock
  cardCarousel: CardCarouselBlock
  caseCards: CaseCardsBlock
  companyIntro: CompanyIntroBlock
  consultBanner: ConsultBannerBlock
  customerWall: CustomerWallBlock
  detailBanner: DetailBannerBlock
  enrolBar: EnrolBarBlock
  featureGrid: FeatureGridBlock
  featuredMedia: FeaturedMediaBlock
  guestGrid: GuestGridBlock
  heroCarousel: HeroCarouselBlock
  listFilters: ListFiltersBlock
  mediaDetail: MediaDetailBlock
  newsCarousel: NewsCarouselBlock
  newsShowcase: NewsShowcaseBlock
  pageHeading: PageHeadingBlock
  pagedList: PagedListBlock
  productDirectory: ProductDirectoryBlock
  productShowcase: ProductShowcaseBlock
  publicationDetail: PublicationDetailBlock
  relatedCases: RelatedCasesBlock
  richText: RichTextBlock
  sectionNav: SectionNavBlock
  solutionCarousel: SolutionCarouselBlock
  solutionExplorer: SolutionExplorerBlock
  tabs: TabsBlock
}
