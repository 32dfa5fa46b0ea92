import swiperCss from 'swiper/css?inline'
import swiperNavigationCss from 'swiper/css/navigation?inline'
import swiperPaginationCss from 'swiper/css/pagination?inline'
import carouselDotsCss from '../../ui/carousel-dots.css?inline'
import scrollStripCss from '../../site/shell/scroll-strip.css?inline'
import carouselTabsCss from '../../ui/carousel/carousel-tabs.css?inline'
import type { SolutionExplorerBlock } from '../../schemas/blocks.gen'
import { useBlockIndex, useIsNearTop } from '../../runtime/blocks/block-index'
import { JumpButton } from '../../ui/jump-button'
import { SectionHeading } from '../../ui/section-heading'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import { Carousel } from '../../ui/carousel/carousel'
import { CAROUSEL_PANEL_ATTRIBUTE } from '../../ui/carousel/carousel-settings'
import { CarouselTabs } from '../../ui/carousel/carousel-tabs'
import { slideToneImages, staticSlideThemeAttributes } from '../../ui/static-slide-theme'
import { useT } from '../../site/i18n'
import { Image, LazyImg } from '../../runtime/media'
import blockUiCss from '../../ui/block-ui.css?inline'
import { CaseCardGrid } from '../../ui/case-card-grid'
import caseCardGridCss from '../../ui/case-card-grid.css?inline'
import solutionExplorerCss from './solution-explorer.css?inline'
import { CoverImage } from '../../ui/cover-image'

// Rendered by the block so they arrive with the server HTML (see runtime/blocks/stylesheets.tsx).
const stylesheets = [
  swiperCss,
  swiperNavigationCss,
  swiperPaginationCss,
  carouselDotsCss,
  scrollStripCss,
  carouselTabsCss,
  blockUiCss,
  caseCardGridCss,
  solutionExplorerCss,
]

/** SPEC §9: solution carousel autoplay 8000 ms. */
export const SOLUTION_EXPLORER_AUTOPLAY_MS = 8000

type Industry = SolutionExplorerBlock['industries'][number]

/**
 * SPEC §2 /solution: the industry carousel (its slide index kept in the URL hash) and, below it, the
 * current industry's solutions and related cases. HTML only: the site's plain carousel (ui/carousel)
 * moves the slides, marks the industry's tab, shows the industry's panel and keeps the hash, without
 * React. The server cannot see the hash: the HTML shows the first industry, the browser then moves.
 * This carousel slides rather than fades, as it always has.
 */
export function SolutionExplorer({ title, industries }: SolutionExplorerBlock) {
  const t = useT()
  const isTopBlock = useBlockIndex() === 0
  // The first image of a banner in the first screen loads at once (LCP), not lazily.
  const nearTop = useIsNearTop()
  const tones = industries.map(slideToneImages)

  const tabs = industries.length > 1 && (
    <div className="solution-explorer__tabs">
      <CarouselTabs
        className="solution-explorer__tab-strip"
        tabClassName="solution-explorer__tab"
        tabs={industries.map((industry) => ({ id: industry.id, label: industry.name }))}
      />
    </div>
  )

  return (
    <div
      className="solution-explorer"
      data-header-overlay=""
      {...(industries[0] ? staticSlideThemeAttributes(industries[0], { isTopBlock, textOnPhones: false }) : {})}
    >
      <Stylesheets css={stylesheets} />
      <Carousel
        className="solution-explorer__swiper"
        settings={{ autoplayMs: SOLUTION_EXPLORER_AUTOPLAY_MS, fade: false, tones, hash: true }}
        dotsOnImage
        nearTop={nearTop}
        before={tabs}
        frame={(carousel) => (
          <>
            <section className="solution-explorer__stage">{carousel}</section>
            {industries.map((industry, index) => (
              <IndustryPanel key={industry.id} industry={industry} index={index} />
            ))}
          </>
        )}
        slides={industries.map((industry, index) => ({
          key: industry.id,
          className: industry.image
            ? 'solution-explorer__slide'
            : 'solution-explorer__slide solution-explorer__slide--plain',
          content: (
            <>
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
                  <span className="solution-explorer__name">{industry.name}</span>
                </h2>
                {industry.desc && <p className="solution-explorer__desc">{industry.desc}</p>}
                {industry.logos && industry.logos.length > 0 && (
                  <ul className="solution-explorer__logos">
                    {industry.logos.map((logo) => (
                      <li key={logo.id}>
                        <LazyImg src={logo.logo} alt={logo.name} title={logo.name} height={32} />
                      </li>
                    ))}
                  </ul>
                )}
                {industry.jump && <JumpButton jump={industry.jump} fallbackLabel={t('products.action.solution')} />}
              </div>
            </>
          ),
        }))}
      />
    </div>
  )
}

/** An industry's solutions and related cases, shown while its slide is on screen (the first in the HTML). */
function IndustryPanel({ industry, index }: { industry: Industry; index: number }) {
  const t = useT()
  if (industry.solutions.length === 0 && industry.cases.length === 0) return null
  return (
    <div className="solution-explorer__panel" hidden={index !== 0} {...{ [CAROUSEL_PANEL_ATTRIBUTE]: index }}>
      {industry.solutions.length > 0 && (
        <section className="block-section solution-explorer__solutions">
          <div className="block-container">
            <SectionHeading title={t('products.solution.solutions')} desc={industry.name} />
            <ul className="solution-explorer__solution-grid">
              {industry.solutions.map((solution) => (
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
      {industry.cases.length > 0 && (
        <section className="block-section solution-explorer__cases">
          <div className="block-container">
            <SectionHeading title={t('products.cases.related')} desc={industry.name} />
            <CaseCardGrid cards={industry.cases} />
          </div>
        </section>
      )}
    </div>
  )
}
