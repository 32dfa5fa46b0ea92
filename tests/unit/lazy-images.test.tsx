// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { buildI18nPayload } from '../../site/i18n/server'
import { loadLazyImages, loadPicturesIn, ON_DEMAND_ATTRIBUTE } from '../../runtime/media/lazy-images'
import { Carousel } from '../../ui/carousel/carousel'

// SPEC §9 lazy images, issue 26: a carousel's slides off screen wait for the carousel, not for the view.

const pending = (name: string) =>
  `<picture><source data-lazy-srcset="/${name}-m.svg"><img data-lazy="pending" data-lazy-src="/${name}.svg"></picture>`

afterEach(() => {
  document.body.innerHTML = ''
})

describe('loadLazyImages and loadPicturesIn', () => {
  it('leaves the images of an on-demand part to its owner, and loads them, sources too, once it asks', () => {
    document.body.innerHTML = `${pending('page')}<div class="slide" ${ON_DEMAND_ATTRIBUTE}>${pending('slide')}</div>`
    // jsdom has no IntersectionObserver: every image the loader watches gets its URLs at once.
    loadLazyImages(document, '[data-island]')
    const [page, slide] = [...document.querySelectorAll('img')]
    expect(page!.getAttribute('src')).toBe('/page.svg')
    expect(slide!.hasAttribute('src')).toBe(false)
    expect(slide!.dataset.lazy).toBe('pending')

    const part = document.querySelector('.slide')!
    loadPicturesIn(part)
    expect(slide!.getAttribute('src')).toBe('/slide.svg')
    expect(part.querySelector('source')!.getAttribute('srcset')).toBe('/slide-m.svg')
    expect(slide!.dataset.lazy).toBe('loaded')
    expect(part.hasAttribute(ON_DEMAND_ATTRIBUTE)).toBe(false)
  })

  it('does not load a part that is not on demand: its images are the loader’s, near the view', () => {
    document.body.innerHTML = `<div class="card">${pending('card')}</div>`
    loadPicturesIn(document.querySelector('.card')!)
    expect(document.querySelector('img')!.hasAttribute('src')).toBe(false)
  })
})

/** Server HTML of `node` on an English page. */
function render(node: ReactNode): string {
  const pageContext = { urlPathname: '/', i18n: buildI18nPayload('en') } as unknown as PageContext
  return renderToStaticMarkup(
    <VikeReactProviderPageContext pageContext={pageContext}>{node}</VikeReactProviderPageContext>,
  )
}

describe('<Carousel>', () => {
  const slides = [1, 2, 3].map((n) => ({ key: n, content: <img alt="" data-lazy="pending" /> }))
  const onDemand = (html: string) =>
    [...html.matchAll(/<div class="swiper-slide"[^>]*>/g)].map((match) => match[0].includes(ON_DEMAND_ATTRIBUTE))

  it('puts the slides after the first of a one-a-view carousel on demand', () => {
    const html = render(<Carousel slides={slides} settings={{ fade: true, autoplayMs: 5000 }} nearTop />)
    expect(onDemand(html)).toEqual([false, true, true])
  })

  it('leaves cards, several of which are in view, and a single slide to the lazy loader', () => {
    const cards = { slidesPerView: 1.2, spaceBetween: 16, breakpoints: { 768: { slidesPerView: 3, spaceBetween: 24 } } }
    expect(onDemand(render(<Carousel slides={slides} settings={{ fade: false, cards }} nearTop />))).toEqual([
      false,
      false,
      false,
    ])
    expect(onDemand(render(<Carousel slides={slides.slice(0, 1)} settings={{ fade: true }} nearTop />))).toEqual([
      false,
    ])
  })
})
