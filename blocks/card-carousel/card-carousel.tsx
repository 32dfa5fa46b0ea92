import { useState } from 'react'
import { A11y, Navigation, Pagination } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import swiperCss from 'swiper/css?inline'
import swiperNavigationCss from 'swiper/css/navigation?inline'
import swiperPaginationCss from 'swiper/css/pagination?inline'
import carouselDotsCss from '../../ui/carousel-dots.css?inline'
import type { CardCarouselBlock } from '../../schemas/blocks.gen'
import { SectionHeading } from '../../ui/section-heading'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import { useT } from '../../runtime/i18n'
import { Image } from '../../runtime/media'
import cardCarouselCss from './card-carousel.css?inline'

// Rendered by the block so they arrive with the server HTML (see runtime/blocks/stylesheets.tsx).
const stylesheets = [swiperCss, swiperNavigationCss, swiperPaginationCss, carouselDotsCss, cardCarouselCss]

/** Image cards in a carousel with arrows and dots: 3 per view on desktop, 1 (and a peek) on mobile. */
export function CardCarousel({ title, desc, items }: CardCarouselBlock) {
  const t = useT()
  const [active, setActive] = useState(0)
  return (
    <section className="block-section card-carousel">
      <Stylesheets css={stylesheets} />
      <div className="block-container">
        {title && <SectionHeading title={title} desc={desc} />}
        <Swiper
          className="card-carousel__swiper"
          data-active-index={active}
          modules={[A11y, Navigation, Pagination]}
          slidesPerView={1.15}
          spaceBetween={12}
          breakpoints={{ 768: { slidesPerView: 2, spaceBetween: 20 }, 1024: { slidesPerView: 3, spaceBetween: 24 } }}
          navigation
          pagination={{ clickable: true }}
          watchOverflow
          a11y={{
            prevSlideMessage: t('blocks.carousel.previous'),
            nextSlideMessage: t('blocks.carousel.next'),
            paginationBulletMessage: t('blocks.carousel.goTo', { index: '{{index}}' }),
          }}
          onSlideChange={(instance) => setActive(instance.activeIndex)}
        >
          {items.map((item) => (
            <SwiperSlide key={item.id} className="card-carousel__slide">
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
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
    </section>
  )
}
