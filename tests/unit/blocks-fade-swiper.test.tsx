import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { describe, expect, it } from 'vitest'
import { buildI18nPayload } from '../../site/i18n/server'
import { useFadeSwiper, type FadeSwiper, type FadeSwiperOptions } from '../../ui/use-fade-swiper'

/** The hook's answer in a server render of a page in `lang`. */
function fadeSwiper(options: FadeSwiperOptions, lang: 'zh' | 'en' = 'en'): FadeSwiper {
  let result: FadeSwiper | undefined
  function Probe() {
    result = useFadeSwiper(options)
    return null
  }
  const pageContext = { urlPathname: '/', i18n: buildI18nPayload(lang) } as unknown as PageContext
  renderToString(
    <VikeReactProviderPageContext pageContext={pageContext}>
      <Probe />
    </VikeReactProviderPageContext>,
  )
  if (!result) throw new Error('the probe did not render')
  return result
}

// SPEC §4 Carousels: fade, loop, dots and arrows; auto-advance only when more than one item. §9 intervals.
describe('useFadeSwiper', () => {
  it('fades, loops and autoplays at the given interval with arrows and clickable dots when there are several slides', () => {
    const { props, several, active, swiper } = fadeSwiper({ count: 3, autoplayMs: 8000 })
    expect({ several, active, swiper }).toEqual({ several: true, active: 0, swiper: null })
    expect(props).toMatchObject({
      effect: 'fade',
      fadeEffect: { crossFade: true },
      loop: true,
      autoplay: { delay: 8000, disableOnInteraction: false },
      navigation: true,
      pagination: { clickable: true },
      allowTouchMove: true,
    })
    expect(props).not.toHaveProperty('speed')
  })

  it('stands still with one slide: no loop, autoplay, arrows, dots or swiping', () => {
    const { props, several } = fadeSwiper({ count: 1, autoplayMs: 5000 })
    expect(several).toBe(false)
    expect(props).toMatchObject({
      loop: false,
      autoplay: false,
      navigation: false,
      pagination: false,
      allowTouchMove: false,
    })
  })

  it('takes a fade duration, leaves the dots out or slides instead of fading when asked', () => {
    expect(fadeSwiper({ count: 2, autoplayMs: 5000, speed: 500 }).props.speed).toBe(500)
    expect(fadeSwiper({ count: 2, autoplayMs: 8000, dots: false }).props.pagination).toBe(false)
    const sliding = fadeSwiper({ count: 2, autoplayMs: 8000, fade: false }).props
    expect(sliding).not.toHaveProperty('effect')
    expect(sliding.loop).toBe(true)
  })

  it('labels arrows and dots in the page language', () => {
    expect(fadeSwiper({ count: 2, autoplayMs: 8000 }, 'en').props.a11y).toMatchObject({
      nextSlideMessage: 'Next slide',
      paginationBulletMessage: 'Go to slide {{index}}',
    })
    expect(fadeSwiper({ count: 2, autoplayMs: 8000 }, 'zh').props.a11y).toMatchObject({
      paginationBulletMessage: '第 {{index}} 张',
    })
  })
})
