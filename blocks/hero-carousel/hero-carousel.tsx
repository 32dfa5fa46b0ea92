import swiperCss from 'swiper/css?inline'
import swiperEffectFadeCss from 'swiper/css/effect-fade?inline'
import swiperNavigationCss from 'swiper/css/navigation?inline'
import swiperPaginationCss from 'swiper/css/pagination?inline'
import carouselDotsCss from '../../ui/carousel-dots.css?inline'
import type { HeroCarouselBlock } from '../../schemas/blocks.gen'
import { useBlockIndex, useIsNearTop } from '../../runtime/blocks/block-index'
import { JumpButton } from '../../ui/jump-button'
import { Carousel } from '../../ui/carousel/carousel'
import { slideToneImages, staticSlideThemeAttributes } from '../../ui/static-slide-theme'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import { useT } from '../../site/i18n'
import { Image } from '../../runtime/media'
import heroCarouselCss from './hero-carousel.css?inline'

// Rendered by the block so they arrive with the server HTML (see runtime/blocks/stylesheets.tsx).
const stylesheets = [
  swiperCss,
  swiperEffectFadeCss,
  swiperNavigationCss,
  swiperPaginationCss,
  carouselDotsCss,
  heroCarouselCss,
]

/** SPEC §9: home carousel autoplay 5000 ms with a 500 ms fade. */
export const HERO_AUTOPLAY_MS = 5000
export const HERO_FADE_MS = 500

/**
 * Full-width banner carousel (SPEC §4 Carousels): fade, loop, dots and arrows; autoplay only with several
 * slides. The tone of the slide on screen sets the text on desktop and, at the top of the page, the
 * header (SPEC §2).
 */
export function HeroCarousel({ slides, autoplayMs = HERO_AUTOPLAY_MS, size = 'banner' }: HeroCarouselBlock) {
  const t = useT()
  // The first image of a banner in the first screen loads at once (LCP), not lazily.
  const nearTop = useIsNearTop()
  const isTopBlock = useBlockIndex() === 0
  const tones = slides.map(slideToneImages)

  return (
    <section
      className={`hero-carousel hero-carousel--${size}`}
      aria-roledescription={t('blocks.carousel.label')}
      {...(slides[0] ? staticSlideThemeAttributes(slides[0], { isTopBlock, textOnPhones: false }) : {})}
    >
      <Stylesheets css={stylesheets} />
      <Carousel
        settings={{ autoplayMs, speed: HERO_FADE_MS, fade: true, tones }}
        dotsOnImage
        nearTop={nearTop}
        slides={slides.map((slide, index) => ({
          key: slide.id,
          // Without a picture, the plain banner background behind the slide's title (issue 21).
          className: slide.image ? 'hero-carousel__slide' : 'hero-carousel__slide hero-carousel__slide--plain',
          content: (
            <>
              {slide.image && (
                <Image
                  className="hero-carousel__image"
                  src={slide.image}
                  mobileSrc={slide.mobileImage}
                  alt={slide.title ?? ''}
                  size="banner"
                  priority={nearTop && index === 0}
                />
              )}
              {(slide.title || slide.desc || slide.jump) && (
                <div className="hero-carousel__content">
                  {slide.title && <h2 className="hero-carousel__title">{slide.title}</h2>}
                  {slide.desc && <p className="hero-carousel__desc">{slide.desc}</p>}
                  {slide.jump && <JumpButton jump={slide.jump} fallbackLabel={t('blocks.consult.button')} />}
                </div>
              )}
            </>
          ),
        }))}
      />
    </section>
  )
}
