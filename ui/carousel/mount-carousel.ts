import Swiper from 'swiper'
import { Autoplay, EffectFade } from 'swiper/modules'
import type { SwiperModule, SwiperOptions } from 'swiper/types'
import { modalsStore } from '../../site/shell/modal-store'
import { applySlideTheme } from '../static-slide-theme'
import { CAROUSEL_GO_ATTRIBUTE, CAROUSEL_STEP_ATTRIBUTE, type CarouselSettings } from './carousel-settings'

/**
 * The browser's half of a carousel (ui/carousel/carousel.tsx): Swiper's core, with autoplay and fade when
 * it uses them, on the server's HTML; the server-drawn arrows, dots and tabs wired to it; autoplay paused
 * while a video mask shows (SPEC §4); for a banner carousel, the text and header following the tone of
 * the slide on screen (SPEC §2). Its lazy images load as the page's others do (+client.ts). Swiper's own
 * navigation, pagination and a11y modules are not needed: the HTML has the controls, labelled in the
 * page's language (a card carousel's dots, which depend on the width, are drawn here from its label).
 */
export function mountCarousel(island: HTMLElement, settings: CarouselSettings): Swiper | undefined {
  const root = island.querySelector<HTMLElement>('.swiper')
  if (!root) return undefined
  const cards = settings.cards
  const toneTarget = settings.tones
    ? island.parentElement?.closest<HTMLElement>('[data-tone-image], [data-tone-plain]')
    : null
  const dotsBox = cards ? root.querySelector<HTMLElement>('.swiper-pagination') : null
  const arrows = [...root.querySelectorAll<HTMLElement>(`[${CAROUSEL_STEP_ATTRIBUTE}]`)]
  const goToControls = () => [...island.querySelectorAll<HTMLElement>(`[${CAROUSEL_GO_ATTRIBUTE}]`)]

  const showActive = (swiper: Swiper): void => {
    const active = cards ? swiper.snapIndex : swiper.realIndex
    root.dataset.activeIndex = String(active)
    for (const control of goToControls()) {
      const current = Number(control.getAttribute(CAROUSEL_GO_ATTRIBUTE)) === active
      if (control.getAttribute('role') === 'tab') control.setAttribute('aria-selected', String(current))
      else if (current) control.setAttribute('aria-current', 'true')
      else control.removeAttribute('aria-current')
      control.classList.toggle('swiper-pagination-bullet-active', current)
    }
    if (cards) showEdges(swiper, arrows)
    const slide = settings.tones?.[active]
    if (toneTarget && slide) applySlideTheme(toneTarget, slide)
  }
  // Cards that all fit in the view have nothing to move: arrows and dots hide (Swiper's watchOverflow).
  const showLock = (locked: boolean): void => {
    for (const arrow of arrows) arrow.classList.toggle('swiper-button-lock', locked)
  }
  const drawDots = (swiper: Swiper): void => {
    if (!dotsBox) return
    dotsBox.replaceChildren(...swiper.snapGrid.map((_, index) => dot(index, settings.goToLabel ?? '')))
    dotsBox.classList.toggle('swiper-pagination-lock', swiper.isLocked)
    showLock(swiper.isLocked)
    showActive(swiper)
  }

  const modules: SwiperModule[] = []
  if (settings.autoplayMs !== undefined) modules.push(Autoplay)
  if (settings.fade) modules.push(EffectFade)
  const options: SwiperOptions = {
    modules,
    ...(settings.fade ? { effect: 'fade' as const, fadeEffect: { crossFade: true } } : {}),
    ...(settings.speed === undefined ? {} : { speed: settings.speed }),
    ...(settings.autoplayMs === undefined
      ? {}
      : { autoplay: { delay: settings.autoplayMs, disableOnInteraction: false } }),
    ...(cards ? { ...cards, watchOverflow: true } : { loop: true }),
    on: {
      init: cards ? drawDots : showActive,
      slideChange: showActive,
      snapGridLengthChange: drawDots,
      lock: () => showLock(true),
      unlock: () => showLock(false),
    },
  }
  const swiper = new Swiper(root, options)

  const act = (control: Element): void => {
    const step = control.getAttribute(CAROUSEL_STEP_ATTRIBUTE)
    if (step === 'prev') swiper.slidePrev()
    else if (step === 'next') swiper.slideNext()
    else if (control.hasAttribute(CAROUSEL_GO_ATTRIBUTE)) {
      const index = Number(control.getAttribute(CAROUSEL_GO_ATTRIBUTE))
      if (cards) swiper.slideTo(index)
      else swiper.slideToLoop(index)
    }
  }
  const controlOf = (target: EventTarget | null): Element | null =>
    target instanceof Element ? target.closest(`[${CAROUSEL_STEP_ATTRIBUTE}], [${CAROUSEL_GO_ATTRIBUTE}]`) : null
  island.addEventListener('click', (event) => {
    const control = controlOf(event.target)
    if (control && island.contains(control)) act(control)
  })
  // The arrows and dots are elements with role="button": Enter and Space press them, as on a button.
  island.addEventListener('keydown', (event) => {
    const control = controlOf(event.target)
    if (!control || control.tagName === 'BUTTON' || (event.key !== 'Enter' && event.key !== ' ')) return
    event.preventDefault()
    act(control)
  })

  if (settings.autoplayMs !== undefined) pauseWhileVideoShows(swiper)
  return swiper
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
function pauseWhileVideoShows(swiper: Swiper): void {
  let videoShowing = modalsStore.get().video !== null
  if (videoShowing) swiper.autoplay.stop()
  modalsStore.subscribe(() => {
    const showing = modalsStore.get().video !== null
    if (showing === videoShowing || swiper.destroyed) return
    videoShowing = showing
    if (showing) swiper.autoplay.stop()
    else swiper.autoplay.start()
  })
}
