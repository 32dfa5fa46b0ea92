import { useEffect, useRef } from 'react'
import { Swiper, SwiperSlide } from 'swiper/react'
import swiperCss from 'swiper/css?inline'
import swiperNavigationCss from 'swiper/css/navigation?inline'
import swiperPaginationCss from 'swiper/css/pagination?inline'
import carouselDotsCss from '../../ui/carousel-dots.css?inline'
import type { SolutionExplorerBlock } from '../../schemas/blocks.gen'
import { useBlockIndex, useIsNearTop } from '../../runtime/blocks/block-index'
import { JumpButton } from '../../ui/jump-button'
import { SectionHeading } from '../../ui/section-heading'
import { useSlideTheme } from '../../ui/slide-theme'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import { useFadeSwiper } from '../../ui/use-fade-swiper'
import { useT } from '../../site/i18n'
import { Image } from '../../runtime/media'
import blockUiCss from '../../ui/block-ui.css?inline'
import { CaseCardGrid } from '../../ui/case-card-grid'
import caseCardGridCss from '../../ui/case-card-grid.css?inline'
import { slideIndexOfHash, writeSlideHash } from './slide-hash'
import solutionExplorerCss from './solution-explorer.css?inline'
import { CoverImage } from '../../ui/cover-image'

// Rendered by the block so they arrive with the server HTML (see runtime/blocks/stylesheets.tsx).
const stylesheets = [
  swiperCss,
  swiperNavigationCss,
  swiperPaginationCss,
  carouselDotsCss,
  blockUiCss,
  caseCardGridCss,
  solutionExplorerCss,
]

/** SPEC §9: solution carousel autoplay 8000 ms. */
export const SOLUTION_EXPLORER_AUTOPLAY_MS = 8000

/**
 * SPEC §2 /solution: the industry carousel (its slide index kept in the URL hash) and, below it, the
 * current industry's solutions and related cases.
 */
export function SolutionExplorer({ title, industries }: SolutionExplorerBlock) {
  const t = useT()
  const isTopBlock = useBlockIndex() === 0
  // The first image of a banner in the first screen loads at once (LCP), not lazily.
  const nearTop = useIsNearTop()
  const hashRead = useRef(false)
  // The server cannot see the hash: every render starts on the first slide, the browser then moves.
  // This carousel slides rather than fades, as it always has.
  const { swiper, active, several, props } = useFadeSwiper({
    count: industries.length,
    autoplayMs: SOLUTION_EXPLORER_AUTOPLAY_MS,
    fade: false,
    onSlideChange: (instance) => {
      if (hashRead.current) writeSlideHash(instance.realIndex)
    },
  })
  const current = industries[active] ?? industries[0]
  const { textTone } = useSlideTheme(current)

  useEffect(() => {
    if (!swiper) return
    const followHash = () => {
      const index = slideIndexOfHash(window.location.hash, industries.length)
      if (index !== swiper.realIndex) swiper.slideToLoop(index, 0)
    }
    followHash()
    hashRead.current = true
    window.addEventListener('hashchange', followHash)
    return () => window.removeEventListener('hashchange', followHash)
  }, [swiper, industries.length])

  return (
    <div className="solution-explorer" data-active-index={active} data-header-overlay="">
      <Stylesheets css={stylesheets} />
      <section className="solution-explorer__stage" data-text-tone={textTone ?? undefined}>
        {several && (
          <div className="solution-explorer__tabs" role="tablist">
            {industries.map((industry, index) => (
              <button
                key={industry.id}
                type="button"
                role="tab"
                aria-selected={index === active}
                className="solution-explorer__tab"
                onClick={() => swiper?.slideToLoop(index)}
              >
                {industry.name}
              </button>
            ))}
          </div>
        )}
        <Swiper className="solution-explorer__swiper" {...props}>
          {industries.map((industry, index) => (
            <SwiperSlide
              key={industry.id}
              className={
                industry.image ? 'solution-explorer__slide' : 'solution-explorer__slide solution-explorer__slide--plain'
              }
            >
              {industry.image && (
                <Image
                  className="solution-explorer__image"
                  src={industry.image}
                  mobileSrc={industry.mobileImage}
                  alt=""
                  size="banner"
                  priority={nearTop && index === 0}
                />
              )}
              <div className="solution-explorer__content">
                {index === 0 && isTopBlock && title ? <h1 className="solution-explorer__page-title">{title}</h1> : null}
                <h2 className="solution-explorer__title">
                  {industry.icon && <img src={industry.icon} alt="" width={36} height={36} />}
                  {industry.name}
                </h2>
                {industry.desc && <p className="solution-explorer__desc">{industry.desc}</p>}
                {industry.logos && industry.logos.length > 0 && (
                  <ul className="solution-explorer__logos">
                    {industry.logos.map((logo) => (
                      <li key={logo.id}>
                        <img src={logo.logo} alt={logo.name} title={logo.name} height={32} loading="lazy" />
                      </li>
                    ))}
                  </ul>
                )}
                {industry.jump && <JumpButton jump={industry.jump} fallbackLabel={t('products.action.solution')} />}
              </div>
            </SwiperSlide>
          ))}
        </Swiper>
      </section>
      {current.solutions.length > 0 && (
        <section className="block-section solution-explorer__solutions">
          <div className="block-container">
            <SectionHeading title={t('products.solution.solutions')} desc={current.name} />
            <ul className="solution-explorer__solution-grid">
              {current.solutions.map((solution) => (
                <li key={solution.id}>
                  <a className="solution-explorer__solution" href={solution.href}>
                    <CoverImage className="solution-explorer__solution-image" src={solution.image} size="list" />
                    <strong>{solution.title}</strong>
                    {solution.desc && <span>{solution.desc}</span>}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      {current.cases.length > 0 && (
        <section className="block-section solution-explorer__cases">
          <div className="block-container">
            <SectionHeading title={t('products.cases.related')} desc={current.name} />
            <CaseCardGrid cards={current.cases} />
          </div>
        </section>
      )}
    </div>
  )
}
