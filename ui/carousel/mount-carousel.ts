import Swiper from 'swiper'
import { Autoplay, EffectFade } from 'swiper/modules'
import { modalsStore } from '../../runtime/shell/modal-store'
import { applySlideTheme } from '../static-slide-theme'
import { CAROUSEL_GO_ATTRIBUTE, CAROUSEL_STEP_ATTRIBUTE, type CarouselSettings } from './carousel-settings'

/**
 * The browser's half of a carousel (ui/carousel/carousel.tsx): Swiper's core with autoplay and fade on the
 * server's HTML, the server-drawn arrows, dots and tabs wired to it, autoplay paused while a video mask
 * shows (SPEC §4), and, for a banner carousel, the text and header following the tone of the slide on
 * screen (SPEC §2). Its lazy images load as the page's others do (+client.ts). Swiper's own navigation, pagination and a11y modules are not needed: the HTML already
 * has the controls, labelled in the page's language.
 */
export function mountCarousel(island: HTMLElement, settings: CarouselSettings): Swiper | undefined {
  const root = island.querySelector<HTMLElement>('.swiper')
  if (!root) return undefined
  const goTo = [...island.querySelectorAll<HTMLElement>(`[${CAROUSEL_GO_ATTRIBUTE}]`)]
  const toneTarget = settings.tones ? island.parentElement?.closest<HTMLElement>('[data-tone-image]') : null

  const showActive = (swiper: Swiper): void => {
    const active = swiper.realIndex
    for (const control of goTo) {
      const current = Number(control.getAttribute(CAROUSEL_GO_ATTRIBUTE)) === active
      if (control.getAttribute('role') === 'tab') control.setAttribute('aria-selected', String(current))
      else if (current) control.setAttribute('aria-current', 'true')
      else control.removeAttribute('aria-current')
      control.classList.toggle('swiper-pagination-bullet-active', current)
    }
    const slide = settings.tones?.[active]
    if (toneTarget && slide) applySlideTheme(toneTarget, slide)
  }

  const swiper = new Swiper(root, {
    modules: settings.fade ? [Autoplay, EffectFade] : [Autoplay],
    ...(settings.fade ? { effect: 'fade' as const, fadeEffect: { crossFade: true } } : {}),
    ...(settings.speed === undefined ? {} : { speed: settings.speed }),
    loop: true,
    autoplay: { delay: settings.autoplayMs, disableOnInteraction: false },
    on: { slideChange: showActive },
  })

  const act = (control: Element): void => {
    const step = control.getAttribute(CAROUSEL_STEP_ATTRIBUTE)
    if (step === 'prev') swiper.slidePrev()
    else if (step === 'next') swiper.slideNext()
    else if (control.hasAttribute(CAROUSEL_GO_ATTRIBUTE)) {
      swiper.slideToLoop(Number(control.getAttribute(CAROUSEL_GO_ATTRIBUTE)))
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

  let videoShowing = modalsStore.get().video !== null
  if (videoShowing) swiper.autoplay.stop()
  modalsStore.subscribe(() => {
    const showing = modalsStore.get().video !== null
    if (showing === videoShowing || swiper.destroyed) return
    videoShowing = showing
    if (showing) swiper.autoplay.stop()
    else swiper.autoplay.start()
  })
  return swiper
}
