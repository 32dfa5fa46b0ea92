import type Swiper from 'swiper'
import type { SwiperModule, SwiperOptions } from 'swiper/types'
import { loadPicturesIn } from '../../runtime/media/lazy-images'
import { modalsStore } from '../../site/shell/modal-store'
import { applySlideTheme } from '../static-slide-theme'
import { inIdleSlice } from './after-paint'
import { startAutoplay, type AutoplayControl } from './autoplay'
import {
  CAROUSEL_COUNTER_ATTRIBUTE,
  CAROUSEL_GO_ATTRIBUTE,
  CAROUSEL_MARKS,
  CAROUSEL_PANEL_ATTRIBUTE,
  CAROUSEL_STEP_ATTRIBUTE,
  MAX_DOTS,
  type CarouselSettings,
} from './carousel-settings'
import { slideIndexOfHash, writeSlideHash } from './slide-hash'
import type * as SwiperCore from './swiper-core'

/** How far in from each edge a scroll strip fades its items (site/shell/scroll-strip.css). */
const STRIP_FADE_PX = 40

type SwiperCode = typeof SwiperCore

/** How long before autoplay first moves the carousel the pictures of the slides beside the first load. */
const PICTURES_LEAD_MS = 2000

/** What wakes a carousel's set-up at once: the visitor reaching for it. */
const REACHING_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const

/**
 * The browser's half of a carousel (ui/carousel/carousel.tsx): Swiper's core, with its fade and our autoplay when
 * it uses them, on the server's HTML; the server-drawn arrows, dots and tabs wired to it; autoplay paused
 * while a video mask shows (SPEC §4); for a banner carousel, the text and header following the tone of
 * the slide on screen (SPEC §2); the panels that follow the slide (the solution explorer's solutions and
 * cases) and, with `hash`, the slide index in the URL hash (SPEC §2 /solution). A card carousel's lazy images
 * load as the page's others do (+client.ts); the other slides of a carousel of one slide a view load their
 * pictures when it is about to show them (ui/carousel/carousel.tsx): beside the slide on screen once the
 * visitor reaches for it, it moves, or autoplay is two seconds from its first move, and the one a dot, tab
 * or deep link names at once. Swiper's own navigation, pagination and a11y modules are not needed: the
 * HTML has the controls, labelled in the page's language (a card carousel's dots, which depend on the
 * width, are drawn here from its label).
 *
 * No long task on arrival (issue 26): the server HTML already shows the first slide as Swiper lays it out,
 * so Swiper is loaded and evaluated in a task of its own, then built in two idle slices after the first
 * paint (constructed, then laid out and started). The visitor reaching for the carousel (pointer, touch,
 * focus) or a deep link to another slide builds it at once; a press before then acts once it is built.
 */
export function mountCarousel(island: HTMLElement, settings: CarouselSettings): void {
  const root = island.querySelector<HTMLElement>('.swiper')
  if (!root) return
  performance.mark(CAROUSEL_MARKS.wake)
  const cards = settings.cards
  // In the server's order, which is the slides' index: Swiper's loop moves them in the DOM later.
  const slides = [...root.querySelectorAll<HTMLElement>('.swiper-slide')]
  const slideCount = slides.length
  const toneTarget = settings.tones
    ? island.parentElement?.closest<HTMLElement>('[data-tone-image], [data-tone-plain]')
    : null
  const dotsBox = cards ? root.querySelector<HTMLElement>('.swiper-pagination') : null
  const arrows = [...root.querySelectorAll<HTMLElement>(`[${CAROUSEL_STEP_ATTRIBUTE}]`)]
  const goToControls = () => [...island.querySelectorAll<HTMLElement>(`[${CAROUSEL_GO_ATTRIBUTE}]`)]
  const panels = [...island.querySelectorAll<HTMLElement>(`[${CAROUSEL_PANEL_ATTRIBUTE}]`)]
  // The slide a deep link names shows at once (SPEC §2 /solution), as far as the HTML can show it.
  let shown = settings.hash ? slideIndexOfHash(window.location.hash, slideCount) : 0

  const loadSlidePictures = (index: number): void => {
    const slide = slides[(index + slideCount) % slideCount]
    if (slide) loadPicturesIn(slide)
  }
  // The slide on screen and those either side of it: whichever comes next is loaded before it shows.
  const loadPicturesAround = (index: number): void => {
    for (const near of [index, index + 1, index - 1]) loadSlidePictures(near)
  }

  // The controls and panels of the slide on screen: its dot or tab marked, its panel the one shown.
  const mark = (active: number): void => {
    root.dataset.activeIndex = String(active)
    for (const control of goToControls()) {
      const current = Number(control.getAttribute(CAROUSEL_GO_ATTRIBUTE)) === active
      if (control.getAttribute('role') === 'tab') control.setAttribute('aria-selected', String(current))
      else if (current) control.setAttribute('aria-current', 'true')
      else control.removeAttribute('aria-current')
      control.classList.toggle('swiper-pagination-bullet-active', current)
    }
    for (const panel of panels) panel.hidden = Number(panel.getAttribute(CAROUSEL_PANEL_ATTRIBUTE)) !== active
    const counter = root.querySelector(`[${CAROUSEL_COUNTER_ATTRIBUTE}]`)
    if (counter) counter.textContent = String(active + 1)
  }
  // A tab strip that scrolls (long names, phones) brings the slide's tab into its view, sideways only: the
  // page itself never moves under the visitor.
  const revealTab = (active: number): void => {
    const tab = goToControls().find(
      (control) =>
        control.getAttribute('role') === 'tab' && Number(control.getAttribute(CAROUSEL_GO_ATTRIBUTE)) === active,
    )
    const strip = tab?.parentElement
    if (!tab || !strip || strip.scrollWidth <= strip.clientWidth) return
    const view = strip.getBoundingClientRect()
    const box = tab.getBoundingClientRect()
    // Clear of the strip's faded edges (site/shell/scroll-strip.css), not just inside it.
    const by =
      box.left < view.left + STRIP_FADE_PX
        ? box.left - view.left - STRIP_FADE_PX
        : box.right > view.right - STRIP_FADE_PX
          ? box.right - view.right + STRIP_FADE_PX
          : 0
    if (by !== 0) strip.scrollBy({ left: by, behavior: 'smooth' })
  }
  // A move: its marks, its tone and its hash.
  const show = (active: number): void => {
    mark(active)
    if (active === shown) return
    shown = active
    loadPicturesAround(active)
    revealTab(active)
    const slide = settings.tones?.[active]
    if (toneTarget && slide) applySlideTheme(toneTarget, slide)
    if (settings.hash) writeSlideHash(active)
  }
  const showActive = (swiper: Swiper): void => {
    show(cards ? swiper.snapIndex : swiper.realIndex)
    if (cards) showEdges(swiper, arrows)
  }
  // Cards that all fit in the view have nothing to move: arrows and dots hide (Swiper's watchOverflow).
  const showLock = (locked: boolean): void => {
    for (const arrow of arrows) arrow.classList.toggle('swiper-button-lock', locked)
  }
  const drawDots = (swiper: Swiper): void => {
    if (!dotsBox) return
    const stops = swiper.snapGrid.length
    const counted = stops > MAX_DOTS
    dotsBox.classList.toggle('carousel-counter', counted)
    dotsBox.classList.toggle('swiper-pagination-fraction', counted)
    dotsBox.classList.toggle('swiper-pagination-bullets', !counted)
    if (counted) dotsBox.setAttribute('aria-hidden', 'true')
    else dotsBox.removeAttribute('aria-hidden')
    dotsBox.replaceChildren(
      ...(counted ? counterParts(stops) : swiper.snapGrid.map((_, index) => dot(index, settings.goToLabel ?? ''))),
    )
    dotsBox.classList.toggle('swiper-pagination-lock', swiper.isLocked)
    showLock(swiper.isLocked)
    showActive(swiper)
  }

  const options: SwiperOptions = {
    init: false,
    ...(settings.fade ? { effect: 'fade' as const, fadeEffect: { crossFade: true } } : {}),
    ...(settings.speed === undefined ? {} : { speed: settings.speed }),
    // A fade shows one slide at a time, so going back to the first from the last (`rewind`) looks as a loop
    // does, without the loop's moving of slides in the DOM on every change and at start, which made its
    // start the page's longest task on arrival (issue 26). Sliding slides need the loop to move on as one.
    ...(cards ? { ...cards, watchOverflow: true } : settings.fade ? { rewind: true } : { loop: true }),
    on: {
      // The HTML already shows the slide (the first, or a deep link's): a loop's init reports none of its own.
      ...(cards ? { init: drawDots } : {}),
      slideChange: (swiper) => {
        if (swiper.initialized) showActive(swiper)
      },
      snapGridLengthChange: drawDots,
      lock: () => showLock(true),
      unlock: () => showLock(false),
    },
  }

  const linked = shown
  loadSlidePictures(linked)
  mark(linked)
  if (linked !== 0) revealTab(linked)
  if (linked !== 0 && toneTarget && settings.tones?.[linked]) applySlideTheme(toneTarget, settings.tones[linked])

  let code: SwiperCode | undefined
  let swiper: Swiper | undefined
  const construct = (): void => {
    if (swiper || !code) return
    const modules: SwiperModule[] = []
    if (settings.fade) modules.push(code.EffectFade)
    swiper = new code.Swiper(root, { ...options, modules })
    performance.mark(CAROUSEL_MARKS.construct)
  }
  const start = (): void => {
    construct()
    if (!swiper || swiper.initialized) return
    swiper.init()
    if (!cards && swiper.realIndex !== shown) swiper.slideToLoop(shown, 0)
    if (settings.autoplayMs !== undefined) {
      pauseWhileVideoShows(startAutoplay(swiper, settings.autoplayMs))
      setTimeout(() => loadPicturesAround(shown), Math.max(0, settings.autoplayMs - PICTURES_LEAD_MS))
    }
    performance.mark(CAROUSEL_MARKS.start)
  }
  let urgent = linked !== 0
  // Fetched now; evaluated when it arrives, in a task of its own.
  const loaded = import('./swiper-core').then((module) => {
    code = module
    if (urgent) start()
    else {
      inIdleSlice(construct)
      inIdleSlice(start)
    }
  })
  const startNow = async (): Promise<Swiper | undefined> => {
    urgent = true
    await loaded
    start()
    return swiper
  }
  const reach = (): void => {
    for (const type of REACHING_EVENTS) island.removeEventListener(type, reach, true)
    loadPicturesAround(shown)
    void startNow()
  }
  for (const type of REACHING_EVENTS) island.addEventListener(type, reach, { capture: true, passive: true })

  const act = (control: Element, built: Swiper): void => {
    const step = control.getAttribute(CAROUSEL_STEP_ATTRIBUTE)
    if (step === 'prev') built.slidePrev()
    else if (step === 'next') built.slideNext()
    else if (control.hasAttribute(CAROUSEL_GO_ATTRIBUTE)) {
      const index = Number(control.getAttribute(CAROUSEL_GO_ATTRIBUTE))
      if (cards) built.slideTo(index)
      else built.slideToLoop(index)
    }
  }
  const press = (control: Element): void => {
    const goTo = control.getAttribute(CAROUSEL_GO_ATTRIBUTE)
    if (goTo !== null) loadSlidePictures(Number(goTo))
    else loadPicturesAround(shown)
    if (swiper?.initialized) act(control, swiper)
    else void startNow().then((built) => built && act(control, built))
  }
  const controlOf = (target: EventTarget | null): Element | null =>
    target instanceof Element ? target.closest(`[${CAROUSEL_STEP_ATTRIBUTE}], [${CAROUSEL_GO_ATTRIBUTE}]`) : null
  island.addEventListener('click', (event) => {
    const control = controlOf(event.target)
    if (control && island.contains(control)) press(control)
  })
  // The arrows and dots are elements with role="button": Enter and Space press them, as on a button.
  island.addEventListener('keydown', (event) => {
    const control = controlOf(event.target)
    if (!control || control.tagName === 'BUTTON' || (event.key !== 'Enter' && event.key !== ' ')) return
    event.preventDefault()
    press(control)
  })
  if (settings.hash) {
    window.addEventListener('hashchange', () => {
      const index = slideIndexOfHash(window.location.hash, slideCount)
      if (index === shown) return
      loadSlidePictures(index)
      void startNow().then((built) => built?.slideToLoop(index, 0))
    })
  }
}

/** A card carousel's counter in place of more than MAX_DOTS dots (ui/carousel/carousel.tsx `Counter`). */
function counterParts(stops: number): Node[] {
  const current = document.createElement('span')
  current.setAttribute(CAROUSEL_COUNTER_ATTRIBUTE, '')
  current.textContent = '1'
  return [current, document.createTextNode(` / ${stops}`)]
}

/** A card carousel's dot: the element Swiper's pagination would draw, labelled and reachable by keyboard. */
function dot(index: number, labelTemplate: string): HTMLElement {
  const element = document.createElement('span')
  element.className = 'swiper-pagination-bullet'
  element.setAttribute('role', 'button')
  element.tabIndex = 0
  element.setAttribute('aria-label', labelTemplate.replace('{{index}}', String(index + 1)))
  element.setAttribute(CAROUSEL_GO_ATTRIBUTE, String(index))
  return element
}

/** A card carousel does not loop: its arrows are disabled at either end. */
function showEdges(swiper: Swiper, arrows: readonly HTMLElement[]): void {
  for (const arrow of arrows) {
    const atEdge = arrow.getAttribute(CAROUSEL_STEP_ATTRIBUTE) === 'prev' ? swiper.isBeginning : swiper.isEnd
    arrow.classList.toggle('swiper-button-disabled', atEdge)
    arrow.setAttribute('aria-disabled', String(atEdge))
  }
}

/** SPEC §4: carousels pause while a video mask shows, and play on once it closes. */
export function pauseWhileVideoShows(autoplay: Pick<AutoplayControl, 'start' | 'stop'>): void {
  let videoShowing = modalsStore.get().video !== null
  if (videoShowing) autoplay.stop()
  modalsStore.subscribe(() => {
    const showing = modalsStore.get().video !== null
    if (showing === videoShowing) return
    videoShowing = showing
    if (showing) autoplay.stop()
    else autoplay.start()
  })
}
