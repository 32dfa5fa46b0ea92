import { Swiper, SwiperSlide } from 'swiper/react'
import swiperCss from 'swiper/css?inline'
import swiperEffectFadeCss from 'swiper/css/effect-fade?inline'
import swiperNavigationCss from 'swiper/css/navigation?inline'
import type { SolutionCarouselBlock } from '../../schemas/blocks.gen'
import { JumpButton } from '../../ui/jump-button'
import { SectionHeading } from '../../ui/section-heading'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import { useFadeSwiper } from '../../ui/use-fade-swiper'
import { useT } from '../../runtime/i18n'
import { Image } from '../../runtime/media'
import solutionCarouselCss from './solution-carousel.css?inline'

// Rendered by the block so they arrive with the server HTML (see runtime/blocks/stylesheets.tsx).
const stylesheets = [swiperCss, swiperEffectFadeCss, swiperNavigationCss, solutionCarouselCss]

/** SPEC §9: solution tab carousel autoplay 8000 ms. */
export const SOLUTION_AUTOPLAY_MS = 8000

/** Industry solutions (home SOLUTION module): industry tabs over a fading carousel, one slide per industry. */
export function SolutionCarousel({ title, desc, slides }: SolutionCarouselBlock) {
  const t = useT()
  const { swiper, active, several, props } = useFadeSwiper({
    count: slides.length,
    autoplayMs: SOLUTION_AUTOPLAY_MS,
    dots: false,
  })

  return (
    <section className="block-section solution-carousel">
      <Stylesheets css={stylesheets} />
      <div className="block-container">
        <SectionHeading title={title} desc={desc} tone="on-dark" />
        {several && (
          <div className="solution-carousel__tabs" role="tablist">
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                role="tab"
                aria-selected={index === active}
                className="solution-carousel__tab"
                onClick={() => swiper?.slideToLoop(index)}
              >
                {slide.title}
              </button>
            ))}
          </div>
        )}
        <Swiper className="solution-carousel__swiper" {...props}>
          {slides.map((slide) => (
            <SwiperSlide key={slide.id} className="solution-carousel__slide">
              <Image
                className="solution-carousel__image"
                src={slide.image}
                mobileSrc={slide.mobileImage}
                alt=""
                size="cover"
              />
              <div className="solution-carousel__text">
                <h3>{slide.title}</h3>
                {slide.desc && <p>{slide.desc}</p>}
                {slide.jump ? (
                  <JumpButton jump={slide.jump} fallbackLabel={t('blocks.solution.learnMore')} />
                ) : (
                  slide.href && (
                    <a className="block-button block-button--primary" href={slide.href}>
                      {t('blocks.solution.learnMore')}
                    </a>
                  )
                )}
              </div>
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
    </section>
  )
}
