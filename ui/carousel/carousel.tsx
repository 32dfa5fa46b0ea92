import type { ReactNode } from 'react'
import { plainIslandName } from '../../runtime/islands/island-data'
import { Island } from '../../runtime/islands/Island'
import { ON_DEMAND_ATTRIBUTE } from '../../runtime/media/lazy-images'
import { useT } from '../../site/i18n'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import carouselControlsCss from './carousel-controls.css?inline'
import {
  CAROUSEL_COUNTER_ATTRIBUTE,
  CAROUSEL_GO_ATTRIBUTE,
  CAROUSEL_STEP_ATTRIBUTE,
  MAX_DOTS,
  type CarouselSettings,
} from './carousel-settings'

export interface CarouselSlide {
  key: string | number
  className?: string
  content: ReactNode
}

export interface CarouselProps {
  slides: readonly CarouselSlide[]
  settings: CarouselSettings
  /** Added to the `.swiper` element's class. */
  className?: string
  /** Dots under the slides (default true). */
  dots?: boolean
  /** The dots sit on the slides' pictures (a banner): they get a halo that reads on any picture. */
  dotsOnImage?: boolean
  /** Controls before the slides that belong to the carousel (a solution carousel's tabs). */
  before?: ReactNode
  /**
   * Wraps the carousel inside its island with what else belongs to it (the solution explorer's stage, and
   * its panels marked with `CAROUSEL_PANEL_ATTRIBUTE`, which follow the slide on screen).
   */
  frame?: (carousel: ReactNode) => ReactNode
  /** In the first screen: its code is preloaded with the page (runtime/blocks/block-index.ts). */
  nearTop: boolean
}

/**
 * The site's carousel (SPEC §4 Carousels), server HTML in Swiper's own structure with its arrows and dots
 * already drawn, so nothing moves when it starts. With more than one slide it is a plain island: the
 * browser wires it when it comes near the view and builds Swiper on this HTML after the first paint, in
 * idle slices (ui/carousel/mount-carousel.ts), without React. One slide stands still and is HTML only.
 * A carousel of one slide a view loads the pictures of its other slides when it is about to show them,
 * not on arrival (`ON_DEMAND_ATTRIBUTE`); cards, several of which are in view, load as they near it.
 */
export function Carousel({
  slides,
  settings,
  className,
  dots = true,
  dotsOnImage = false,
  before,
  frame,
  nearTop,
}: CarouselProps) {
  const t = useT()
  const several = slides.length > 1
  const onDemand = (index: number) => several && !settings.cards && index > 0
  const carousel = (
    <>
      {several && <Stylesheets css={[carouselControlsCss]} />}
      {before}
      <div className={className ? `swiper ${className}` : 'swiper'}>
        <div className="swiper-wrapper" aria-live={several ? 'off' : undefined}>
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              className={slide.className ? `swiper-slide ${slide.className}` : 'swiper-slide'}
              role="group"
              aria-label={`${index + 1} / ${slides.length}`}
              {...(onDemand(index) ? { [ON_DEMAND_ATTRIBUTE]: '' } : {})}
            >
              {slide.content}
            </div>
          ))}
        </div>
        {several && (
          <>
            <Arrow direction="prev" label={t('blocks.carousel.previous')} />
            <Arrow direction="next" label={t('blocks.carousel.next')} />
          </>
        )}
        {several && dots && !settings.cards && slides.length > MAX_DOTS && (
          <Counter count={slides.length} onImage={dotsOnImage} />
        )}
        {several && dots && (settings.cards || slides.length <= MAX_DOTS) && (
          <div
            className={`swiper-pagination swiper-pagination-clickable swiper-pagination-bullets swiper-pagination-horizontal${dotsOnImage ? ' carousel-dots--on-image' : ''}`}
          >
            {/* A card carousel has a dot per stop, which depends on the width: the browser draws those. */}
            {!settings.cards &&
              slides.map((slide, index) => (
                <span
                  key={slide.key}
                  className={
                    index === 0
                      ? 'swiper-pagination-bullet swiper-pagination-bullet-active'
                      : 'swiper-pagination-bullet'
                  }
                  role="button"
                  tabIndex={0}
                  aria-label={t('blocks.carousel.goTo', { index: index + 1 })}
                  aria-current={index === 0 ? 'true' : undefined}
                  {...{ [CAROUSEL_GO_ATTRIBUTE]: index }}
                />
              ))}
          </div>
        )}
      </div>
    </>
  )
  if (!several) return frame ? frame(carousel) : carousel
  return (
    <Island
      name={plainIslandName('carousel')}
      props={settings.cards ? { ...settings, goToLabel: t('blocks.carousel.goTo', { index: '{{index}}' }) } : settings}
      when="visible"
      preload={nearTop}
    >
      <>{frame ? frame(carousel) : carousel}</>
    </Island>
  )
}

/**
 * Where the dots would be, the number of the slide on screen and how many there are (`MAX_DOTS`). The
 * slides name their place themselves (`aria-label` "3 / 40"), so the counter is for the eye only.
 */
function Counter({ count, onImage }: { count: number; onImage: boolean }) {
  return (
    <div
      className={`swiper-pagination swiper-pagination-fraction swiper-pagination-horizontal carousel-counter${onImage ? ' carousel-dots--on-image' : ''}`}
      aria-hidden="true"
    >
      <span {...{ [CAROUSEL_COUNTER_ATTRIBUTE]: '' }}>1</span>
      {` / ${count}`}
    </div>
  )
}

/** Swiper's arrow, drawn as its Navigation module draws it (the icon points right; CSS turns the previous one). */
function Arrow({ direction, label }: { direction: 'prev' | 'next'; label: string }) {
  return (
    <div
      className={`swiper-button-${direction} carousel-arrow`}
      role="button"
      tabIndex={0}
      aria-label={label}
      {...{ [CAROUSEL_STEP_ATTRIBUTE]: direction }}
    >
      <svg
        className="swiper-navigation-icon"
        width="11"
        height="20"
        viewBox="0 0.28 11 20"
        fill="none"
        xmlns="http://www.w3.org/2000/svg"
      >
        <path
          d="M0.38296 20.0762C0.111788 19.805 0.111788 19.3654 0.38296 19.0942L9.19758 10.2796L0.38296 1.46497C0.111788 1.19379 0.111788 0.754138 0.38296 0.482966C0.654131 0.211794 1.09379 0.211794 1.36496 0.482966L10.4341 9.55214C10.8359 9.9539 10.8359 10.6053 10.4341 11.007L1.36496 20.0762C1.09379 20.3474 0.654131 20.3474 0.38296 20.0762Z"
          fill="currentColor"
        />
      </svg>
    </div>
  )
}
