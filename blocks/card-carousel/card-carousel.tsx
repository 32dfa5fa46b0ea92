import swiperCss from 'swiper/css?inline'
import swiperNavigationCss from 'swiper/css/navigation?inline'
import swiperPaginationCss from 'swiper/css/pagination?inline'
import carouselDotsCss from '../../ui/carousel-dots.css?inline'
import type { CardCarouselBlock } from '../../schemas/blocks.gen'
import { BlockSection } from '../../ui/block-section'
import { useIsNearTop } from '../../runtime/blocks/block-index'
import { Carousel } from '../../ui/carousel/carousel'
import type { CardsLayout } from '../../ui/carousel/carousel-settings'
import { Image } from '../../runtime/media'
import cardCarouselCss from './card-carousel.css?inline'

// The block's own styles; BlockSection delivers them with the server HTML.
const stylesheets = [swiperCss, swiperNavigationCss, swiperPaginationCss, carouselDotsCss, cardCarouselCss]

/** 1 card (and a peek of the next) on phones, 2 from 768 px, 3 from 1024 px. */
const CARDS: CardsLayout = {
  slidesPerView: 1.15,
  spaceBetween: 12,
  breakpoints: { 768: { slidesPerView: 2, spaceBetween: 20 }, 1024: { slidesPerView: 3, spaceBetween: 24 } },
}

/** Image cards in a carousel with arrows and dots: 3 per view on desktop, 1 (and a peek) on mobile. */
export function CardCarousel({ title, desc, items }: CardCarouselBlock) {
  const nearTop = useIsNearTop()
  return (
    <BlockSection className="card-carousel" css={stylesheets} heading={{ title, desc }}>
      <Carousel
        className="card-carousel__swiper"
        settings={{ fade: false, cards: CARDS }}
        nearTop={nearTop}
        slides={items.map((item) => ({
          key: item.id,
          className: 'card-carousel__slide',
          content: (
            <article className="card-carousel__card">
              {item.image ? (
                <Image className="card-carousel__image" src={item.image} alt="" size="list" />
              ) : (
                item.icon && (
                  <img className="card-carousel__icon" src={item.icon} alt="" width={48} height={48} loading="lazy" />
                )
              )}
              <div className="card-carousel__text">
                <h3 className="card-carousel__title">{item.title}</h3>
                {item.desc && <p className="card-carousel__desc">{item.desc}</p>}
              </div>
            </article>
          ),
        }))}
      />
    </BlockSection>
  )
}
