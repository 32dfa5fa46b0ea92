/** A slide's images, whose tone the carousel's text and the header follow (SPEC §2 Navigation behaviour). */
export interface SlideImages {
  image: string
  mobileImage?: string
}

/**
 * How a carousel plays (SPEC §4 Carousels, §9 intervals), written beside its HTML for the browser's code
 * (ui/carousel/mount-carousel.ts). It only ever plays with more than one slide: fade (or slide), loop,
 * arrows, dots, swiping and autoplay that does not stop when the visitor takes a hand.
 */
export interface CarouselSettings {
  autoplayMs: number
  /** Transition duration; Swiper's own default when absent. */
  speed?: number
  /** Cross-fade between slides; `false` slides them instead. */
  fade: boolean
  /**
   * The slides' images, when the tone of the one on screen sets the text and the header: the carousel's
   * element outside it carries `staticSlideThemeAttributes` (ui/static-slide-theme.ts) for the first.
   */
  tones?: SlideImages[]
}

/** Marks the controls that go to a slide (dots, tabs): the slide's index among the slides as rendered. */
export const CAROUSEL_GO_ATTRIBUTE = 'data-carousel-go'
/** Marks the arrows. */
export const CAROUSEL_STEP_ATTRIBUTE = 'data-carousel-step'
