// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { Image } from '../../runtime/media/image'
import { configureImageService } from '../../runtime/media/image-url'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// A controllable IntersectionObserver: records its options and lets the test bring elements into range.
const observers: FakeObserver[] = []
class FakeObserver {
  elements: Element[] = []
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    observers.push(this)
  }
  observe(element: Element) {
    this.elements.push(element)
  }
  disconnect() {
    this.elements = []
  }
  enter() {
    const entries = this.elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry)
    act(() => this.callback(entries, this as unknown as IntersectionObserver))
  }
}
globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver

afterEach(() => {
  observers.length = 0
  configureImageService({ template: null })
})

function mount(element: React.ReactElement) {
  const container = document.createElement('div')
  act(() => createRoot(container).render(element))
  return container
}

describe('<Image> (SPEC §9 images)', () => {
  it('loads lazily, starting 100 px before the image enters the view', () => {
    const container = mount(<Image src="/demo-assets/cover-1.svg" alt="Cover" size="list" />)
    const img = container.querySelector('img')!
    expect(img.getAttribute('src')).toBeNull()
    expect(observers).toHaveLength(1)
    expect(observers[0].options.rootMargin).toBe('100px')

    observers[0].enter()
    expect(img.getAttribute('src')).toBe('/demo-assets/cover-1.svg')
    expect(img.getAttribute('width')).toBe('434')
    expect(img.getAttribute('height')).toBe('244')
  })

  it('loads a priority image at once, also in the server HTML', () => {
    const html = renderToString(<Image src="/demo-assets/banner-dark-1.svg" alt="" size="banner" priority />)
    expect(html).toContain('src="/demo-assets/banner-dark-1.svg"')
    expect(html).toContain('fetchPriority="high"')
  })

  it('with an image service, offers webp at 1.5x and keeps the original format as fallback', () => {
    configureImageService({ template: '{src}?w={width}&h={height}&q={quality}&f={format}' })
    const html = renderToString(<Image src="https://cms.example.com/p.png" alt="" size="cover" priority />)
    expect(html).toContain(
      '<source type="image/webp" srcSet="https://cms.example.com/p.png?w=1200&amp;h=675&amp;q=100&amp;f=webp"/>',
    )
    expect(html).toContain('src="https://cms.example.com/p.png?w=1200&amp;h=675&amp;q=100&amp;f=png"')
  })

  it('switches to the mobile image below 768 px', () => {
    const html = renderToString(<Image src="/d.svg" mobileSrc="/m.svg" alt="" size="banner" priority />)
    expect(html).toContain('<source media="(max-width: 767.98px)" srcSet="/m.svg"/>')
  })

  it('with an image service, sends phones a banner cut for 768 × 300 (SPEC §9), of the mobile image or else the image', () => {
    configureImageService({ template: '{src}?w={width}&h={height}&f={format}' })
    const withMobile = renderToString(
      <Image
        src="https://cms.example.com/d.png"
        mobileSrc="https://cms.example.com/m.png"
        alt=""
        size="banner"
        priority
      />,
    )
    expect(withMobile).toContain(
      '<source media="(max-width: 767.98px)" type="image/webp" srcSet="https://cms.example.com/m.png?w=1152&amp;h=450&amp;f=webp"/>',
    )
    expect(withMobile).toContain(
      '<source type="image/webp" srcSet="https://cms.example.com/d.png?w=2880&amp;h=675&amp;f=webp"/>',
    )
    const alone = renderToString(<Image src="https://cms.example.com/d.png" alt="" size="banner" priority />)
    expect(alone).toContain(
      '<source media="(max-width: 767.98px)" type="image/webp" srcSet="https://cms.example.com/d.png?w=1152&amp;h=450&amp;f=webp"/>',
    )
    expect(alone).toContain(
      '<source media="(max-width: 767.98px)" srcSet="https://cms.example.com/d.png?w=1152&amp;h=450&amp;f=png"/>',
    )
    // A size that is the same on phones has no phone source of its own.
    const card = renderToString(<Image src="https://cms.example.com/d.png" alt="" size="list" priority />)
    expect(card).not.toContain('max-width')
  })

  it('without an image service, a banner without a mobile image has no phone source', () => {
    const html = renderToString(<Image src="https://cms.example.com/d.png" alt="" size="banner" priority />)
    expect(html).not.toContain('<source')
  })
})
