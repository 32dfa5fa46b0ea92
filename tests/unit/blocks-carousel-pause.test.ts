// @vitest-environment jsdom
import type Swiper from 'swiper'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { modalsStore } from '../../site/shell/modal-store'
import { startAutoplay } from '../../ui/carousel/autoplay'
import { pauseWhileVideoShows } from '../../ui/carousel/mount-carousel'

const showVideo = (shown: boolean) =>
  modalsStore.set((current) => ({ ...current, video: shown ? { url: '/demo-assets/film.mp4' } : null }))

describe('carousels pause while a video mask shows (SPEC §4)', () => {
  it('stops autoplay when the video opens and starts it again when it closes', () => {
    showVideo(false)
    const autoplay = { start: vi.fn(), stop: vi.fn() }
    pauseWhileVideoShows(autoplay)
    showVideo(true)
    expect(autoplay.stop).toHaveBeenCalledTimes(1)
    showVideo(false)
    expect(autoplay.start).toHaveBeenCalledTimes(1)
  })

  it('starts paused when a video already shows', () => {
    showVideo(true)
    const autoplay = { start: vi.fn(), stop: vi.fn() }
    pauseWhileVideoShows(autoplay)
    expect(autoplay.stop).toHaveBeenCalledTimes(1)
    expect(autoplay.start).not.toHaveBeenCalled()
    showVideo(false)
  })
})

/** The part of Swiper autoplay uses: its events, moves, end and loop. */
function fakeSwiper({ loop = true, slides = 3 } = {}) {
  const handlers = new Map<string, Array<() => void>>()
  const swiper = {
    destroyed: false,
    params: { loop },
    activeIndex: 0,
    get isEnd() {
      return swiper.activeIndex === slides - 1
    },
    on(event: string, handler: () => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler])
    },
    emit(event: string) {
      for (const handler of handlers.get(event) ?? []) handler()
    },
    slideTo(index: number) {
      swiper.activeIndex = index
      swiper.emit('slideChange')
    },
    slideNext() {
      swiper.slideTo(loop ? (swiper.activeIndex + 1) % slides : Math.min(swiper.activeIndex + 1, slides - 1))
    },
  }
  return swiper
}
const asSwiper = (fake: ReturnType<typeof fakeSwiper>) => fake as unknown as Swiper

describe("carousel autoplay: a timer per slide, not Swiper's requestAnimationFrame loop (SPEC §9 autoplay)", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('moves on after the delay, again and again, with no animation frame in between', () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame')
    const swiper = fakeSwiper()
    startAutoplay(asSwiper(swiper), 5000)
    vi.advanceTimersByTime(4999)
    expect(swiper.activeIndex).toBe(0)
    vi.advanceTimersByTime(1)
    expect(swiper.activeIndex).toBe(1)
    vi.advanceTimersByTime(5000)
    expect(swiper.activeIndex).toBe(2)
    expect(frames).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(1)
  })

  it("counts the delay from the visitor's own move, and waits while a finger holds the carousel", () => {
    const swiper = fakeSwiper()
    startAutoplay(asSwiper(swiper), 5000)
    vi.advanceTimersByTime(4000)
    swiper.slideTo(2)
    vi.advanceTimersByTime(4000)
    expect(swiper.activeIndex).toBe(2)
    swiper.emit('touchStart')
    vi.advanceTimersByTime(20_000)
    expect(swiper.activeIndex).toBe(2)
    swiper.emit('touchEnd')
    vi.advanceTimersByTime(5000)
    expect(swiper.activeIndex).toBe(0)
  })

  it('stops and starts (the video mask), is swiper.autoplay, and cards that do not loop start over at their end', () => {
    const swiper = fakeSwiper({ loop: false, slides: 2 })
    const autoplay = startAutoplay(asSwiper(swiper), 1000)
    expect((swiper as unknown as { autoplay: unknown }).autoplay).toBe(autoplay)
    autoplay.stop()
    vi.advanceTimersByTime(10_000)
    expect(swiper.activeIndex).toBe(0)
    expect(autoplay.running).toBe(false)
    autoplay.start()
    vi.advanceTimersByTime(1000)
    expect(swiper.activeIndex).toBe(1)
    vi.advanceTimersByTime(1000)
    expect(swiper.activeIndex).toBe(0)
  })

  it('does not move while the page is hidden, and plays on when it shows again', () => {
    const swiper = fakeSwiper()
    startAutoplay(asSwiper(swiper), 1000)
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true)
    document.dispatchEvent(new Event('visibilitychange'))
    vi.advanceTimersByTime(5000)
    expect(swiper.activeIndex).toBe(0)
    hidden.mockReturnValue(false)
    document.dispatchEvent(new Event('visibilitychange'))
    vi.advanceTimersByTime(1000)
    expect(swiper.activeIndex).toBe(1)
  })
})
