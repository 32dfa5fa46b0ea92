/** A slide's images, whose tone the carousel's text and the header follow (SPEC §2 Navigation behaviour). */
export interface SlideImages {
  /** Absent: the slide shows the plain banner background (issue 21). */
  image?: string
  mobileImage?: string
}

/** Cards a view and the gap between them (px), as Swiper lays them out. */
export interface CardsPerView {
  slidesPerView: number
  spaceBetween: number
}

/**
 * Several cards a view (the card carousel): the layout on phones, and from each minimum width (px) up.
 * Such a carousel does not loop or play by itself; it has a dot per stop, which depends on the width, so
 * the browser draws its dots.
 */
export interface CardsLayout extends CardsPerView {
  breakpoints: Record<number, CardsPerView>
}

/**
 * How a carousel plays (SPEC §4 Carousels, §9 intervals), written beside its HTML for the browser's code
 * (ui/carousel/mount-carousel.ts). It only ever moves with more than one slide: fade (or slide), arrows,
 * dots and swiping; one slide a view loops and plays by itself without stopping when the visitor takes a
 * hand.
 */
export interface CarouselSettings {
  /** Autoplay delay; absent: only the visitor moves it. */
  autoplayMs?: number
  /** Transition duration; Swiper's own default when absent. */
  speed?: number
  /** Cross-fade between slides; `false` slides them instead. */
  fade: boolean
  /**
   * The slides' images, when the tone of the one on screen sets the text and the header: the carousel's
   * element outside it carries `staticSlideThemeAttributes` (ui/static-slide-theme.ts) for the first.
   */
  tones?: SlideImages[]
  /** Several cards a view instead of one looping slide. */
  cards?: CardsLayout
  /** A dot's label, `{{index}}` for its number: the browser draws a card carousel's dots (set by `<Carousel>`). */
  goToLabel?: string
  /** The slide index lives in the URL hash, `#2` the third slide (SPEC §2 /solution). */
  hash?: boolean
}

/** Marks the controls that go to a slide (dots, tabs): the slide's index among the slides as rendered. */
export const CAROUSEL_GO_ATTRIBUTE = 'data-carousel-go'
/** Marks the arrows. */
export const CAROUSEL_STEP_ATTRIBUTE = 'data-carousel-step'
/**
 * The most stops a carousel shows as dots. Past it, the dots would wrap into rows over the slides (a
 * CMS may send up to 100 slides, docs/contract.md): a counter, "3 / 40", stands in for them.
 */
export const MAX_DOTS = 12
/** Marks the counter's number of the stop on screen. */
export const CAROUSEL_COUNTER_ATTRIBUTE = 'data-carousel-counter'
/** Marks what follows the slide on screen (the solution explorer's solutions and cases): shown only with its slide's index. */
export const CAROUSEL_PANEL_ATTRIBUTE = 'data-carousel-panel'

/** User timing marks of a carousel's start (a performance trace shows where its set-up ran; issue 26). */
export const CAROUSEL_MARKS = {
  /** The island woke: its controls are wired, Swiper is on its way. */
  wake: 'carousel:wake',
  /** Swiper constructed, without laying anything out. */
  construct: 'carousel:construct',
  /** Swiper laid out and started. */
  start: 'carousel:start',
} as const
