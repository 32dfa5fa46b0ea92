import swiperCss from 'swiper/css?inline'
import swiperEffectFadeCss from 'swiper/css/effect-fade?inline'
import swiperNavigationCss from 'swiper/css/navigation?inline'
import type { SolutionCarouselBlock } from '../../schemas/blocks.gen'
import { BlockSection } from '../../ui/block-section'
import { useIsNearTop } from '../../runtime/blocks/block-index'
import { JumpButton } from '../../ui/jump-button'
import { Carousel } from '../../ui/carousel/carousel'
import { CarouselTabs } from '../../ui/carousel/carousel-tabs'
import { useT } from '../../site/i18n'
import scrollStripCss from '../../site/shell/scroll-strip.css?inline'
import carouselTabsCss from '../../ui/carousel/carousel-tabs.css?inline'
import solutionCarouselCss from './solution-carousel.css?inline'
import { CoverImage } from '../../ui/cover-image'

// The block's own styles; BlockSection delivers them with the server HTML.
const stylesheets = [
  swiperCss,
  swiperEffectFadeCss,
  swiperNavigationCss,
  scrollStripCss,
  carouselTabsCss,
  solutionCarouselCss,
]

/** SPEC §9: solution tab carousel autoplay 8000 ms. */
export const SOLUTION_AUTOPLAY_MS = 8000

/** Industry solutions (home SOLUTION module): industry tabs over a fading carousel, one slide per industry. */
export function SolutionCarousel({ title, desc, slides }: SolutionCarouselBlock) {
  const t = useT()
  const nearTop = useIsNearTop()
  // The tabs go to their slide; the carousel marks the one on screen (ui/carousel/mount-carousel.ts).
  const tabs = slides.length > 1 && (
    <CarouselTabs
      className="solution-carousel__tabs"
      tabClassName="solution-carousel__tab"
      tabs={slides.map((slide) => ({ id: slide.id, label: slide.title }))}
    />
  )

  return (
    <BlockSection className="solution-carousel" css={stylesheets} heading={{ title, desc, tone: 'on-dark' }}>
      <Carousel
        className="solution-carousel__swiper"
        settings={{ autoplayMs: SOLUTION_AUTOPLAY_MS, fade: true }}
        dots={false}
        nearTop={nearTop}
        before={tabs}
        slides={slides.map((slide) => ({
          key: slide.id,
          className: 'solution-carousel__slide',
          content: (
            <>
              <CoverImage
                className="solution-carousel__image"
                src={slide.image}
                mobileSrc={slide.mobileImage}
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
            </>
          ),
        }))}
      />
    </BlockSection>
  )
}
