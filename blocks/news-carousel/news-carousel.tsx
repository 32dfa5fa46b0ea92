import swiperCss from 'swiper/css?inline'
import swiperEffectFadeCss from 'swiper/css/effect-fade?inline'
import swiperNavigationCss from 'swiper/css/navigation?inline'
import swiperPaginationCss from 'swiper/css/pagination?inline'
import carouselDotsCss from '../../ui/carousel-dots.css?inline'
import type { NewsCarouselBlock } from '../../schemas/blocks.gen'
import { BlockSection } from '../../ui/block-section'
import { useIsNearTop } from '../../runtime/blocks/block-index'
import { Carousel } from '../../ui/carousel/carousel'
import { useLang, useT } from '../../site/i18n'
import { Image } from '../../runtime/media'
import { formatNewsDate } from '../../ui/format-date'
import newsCarouselCss from './news-carousel.css?inline'

const stylesheets = [
  swiperCss,
  swiperEffectFadeCss,
  swiperNavigationCss,
  swiperPaginationCss,
  carouselDotsCss,
  newsCarouselCss,
]

/** SPEC §9: news carousel autoplay. */
export const NEWS_AUTOPLAY_MS = 8000

/** Fixed news of the news page: cover beside date, title and summary; each slide links to its article. */
export function NewsCarousel({ items }: NewsCarouselBlock) {
  const t = useT()
  const lang = useLang()
  // In the first screen, the first cover loads at once (LCP), not lazily.
  const nearTop = useIsNearTop()
  return (
    <BlockSection
      className="news-carousel"
      css={stylesheets}
      attributes={{ 'aria-roledescription': t('blocks.carousel.label') }}
    >
      <Carousel
        settings={{ autoplayMs: NEWS_AUTOPLAY_MS, fade: true }}
        nearTop={nearTop}
        slides={items.map((item, index) => ({
          key: item.id,
          content: (
            <a className="news-carousel__slide" href={item.href}>
              <div className="news-carousel__cover">
                {item.image && <Image src={item.image} alt="" size="cover" priority={nearTop && index === 0} />}
              </div>
              <div className="news-carousel__text">
                {item.date && <time dateTime={item.date}>{formatNewsDate(item.date, lang)}</time>}
                <h2>{item.title}</h2>
                {item.desc && <p>{item.desc}</p>}
              </div>
            </a>
          ),
        }))}
      />
    </BlockSection>
  )
}
