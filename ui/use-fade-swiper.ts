import { useState } from 'react'
import type { Swiper as SwiperInstance } from 'swiper'
import { A11y, Autoplay, EffectFade, Navigation, Pagination } from 'swiper/modules'
import type { SwiperProps } from 'swiper/react'
import { useT } from '../site/i18n'
import { usePauseWhileVideoShows } from './use-pause-while-video'

export interface FadeSwiperOptions {
  /** How many slides the carousel has. */
  count: number
  /** Autoplay delay (SPEC §9 intervals). */
  autoplayMs: number
  /** Transition duration; Swiper's own default when absent. */
  speed?: number
  /** Dots under the slides (default true). */
  dots?: boolean
  /** Cross-fade between slides (default true); `false` slides them instead. */
  fade?: boolean
  /** Called after the slide changed, once the active index is updated. */
  onSlideChange?: (swiper: SwiperInstance) => void
}

export interface FadeSwiper {
  /** The Swiper instance once it exists (after hydration). */
  swiper: SwiperInstance | null
  /** The real index of the slide showing (0 in the server render). */
  active: number
  /** More than one slide: loop, arrows, dots, swiping and autoplay are on. */
  several: boolean
  /** To spread on `<Swiper>`. */
  props: SwiperProps
}

/**
 * The one set-up of the site's carousels (SPEC §4 Carousels): fade, loop, arrows and dots, autoplay
 * without stopping on interaction, all only with more than one slide; paused while a video mask shows;
 * arrows and dots labelled in the page's language.
 */
export function useFadeSwiper({
  count,
  autoplayMs,
  speed,
  dots = true,
  fade = true,
  onSlideChange,
}: FadeSwiperOptions): FadeSwiper {
  const t = useT()
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const [active, setActive] = useState(0)
  const several = count > 1
  usePauseWhileVideoShows(swiper, several)

  const props: SwiperProps = {
    modules: [A11y, Autoplay, EffectFade, Navigation, Pagination],
    ...(fade ? { effect: 'fade', fadeEffect: { crossFade: true } } : {}),
    ...(speed === undefined ? {} : { speed }),
    loop: several,
    autoplay: several ? { delay: autoplayMs, disableOnInteraction: false } : false,
    navigation: several,
    pagination: several && dots ? { clickable: true } : false,
    allowTouchMove: several,
    a11y: {
      prevSlideMessage: t('blocks.carousel.previous'),
      nextSlideMessage: t('blocks.carousel.next'),
      paginationBulletMessage: t('blocks.carousel.goTo', { index: '{{index}}' }),
    },
    onSwiper: setSwiper,
    onSlideChange: (instance) => {
      setActive(instance.realIndex)
      onSlideChange?.(instance)
    },
  }
  return { swiper, active, several, props }
}
