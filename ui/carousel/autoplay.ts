import type Swiper from 'swiper'

/** What pausing and the tests need of a carousel's autoplay (`swiper.autoplay`). */
export interface AutoplayControl {
  readonly running: boolean
  start: () => void
  stop: () => void
}

/**
 * Autoplay as one timer per slide, not Swiper's Autoplay module: that module runs a requestAnimationFrame
 * loop for as long as it plays, to report the time left, so a page with a playing carousel did a frame of
 * main-thread work 60 times a second while the visitor only read it (about 100 ms of a core each second on
 * /activity, measured in Chromium; battery on a phone).
 *
 * Moves on `delay` after the last change of slide, whoever made it (Swiper's `disableOnInteraction: false`);
 * waits while a finger holds the carousel and while the page is hidden; cards that do not loop start over
 * at their end, as Swiper's autoplay does. Installed as `swiper.autoplay`, where Swiper's module would be.
 */
export function startAutoplay(swiper: Swiper, delay: number): AutoplayControl {
  let timer: ReturnType<typeof setTimeout> | undefined
  let running = false
  let held = false
  const clear = (): void => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  const schedule = (): void => {
    clear()
    if (running && !held && !document.hidden && !swiper.destroyed) timer = setTimeout(advance, delay)
  }
  const advance = (): void => {
    timer = undefined
    if (swiper.destroyed) return
    if (!swiper.params.loop && swiper.isEnd) swiper.slideTo(0)
    else swiper.slideNext()
    // A move schedules the next one (slideChange); cards that all fit in view do not move: try again later.
    if (timer === undefined) schedule()
  }
  swiper.on('slideChange', schedule)
  swiper.on('touchStart', () => {
    held = true
    clear()
  })
  swiper.on('touchEnd', () => {
    held = false
    schedule()
  })
  document.addEventListener('visibilitychange', schedule)
  const control: AutoplayControl = {
    get running() {
      return running
    },
    start: () => {
      running = true
      schedule()
    },
    stop: () => {
      running = false
      clear()
    },
  }
  Object.defineProperty(swiper, 'autoplay', { value: control, configurable: true })
  control.start()
  return control
}
