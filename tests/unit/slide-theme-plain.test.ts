// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { applySlideTheme, slideToneImages } from '../../ui/static-slide-theme'
import { configureImageService, NO_IMAGE_SERVICE } from '../../runtime/media/image-url'
import { installHeaderLook } from '../../site/shell/header-look'
import { imageTone } from '../../runtime/media/image-tone'

vi.mock('../../runtime/media/image-tone', () => ({ imageTone: vi.fn(() => Promise.resolve('light')) }))

// Issue 21: a banner slide without a picture shows the plain banner background, whose tone is known, so a
// carousel moving onto it (ui/carousel/mount-carousel.ts) sets its text tone without measuring anything.
describe('applySlideTheme on a slide without a picture', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }))
  })

  it('marks the banner plain and dark, and names the next picture again when the carousel moves on', () => {
    const banner = document.createElement('section')
    banner.dataset.toneImage = '/a.svg'
    banner.dataset.textTone = 'light'

    applySlideTheme(banner, {})
    expect(banner.dataset.tonePlain).toBe('dark')
    expect(banner.dataset.toneImage).toBeUndefined()
    expect(banner.dataset.textTone).toBe('dark')

    applySlideTheme(banner, { image: '/b.svg', mobileImage: '/b-m.svg' })
    expect(banner.dataset.tonePlain).toBeUndefined()
    expect(banner.dataset.toneImage).toBe('/b.svg')
    expect(banner.dataset.toneMobileImage).toBe('/b-m.svg')
  })
})

// Issue 26: on a phone a carousel's white text sits on one scrim from the top of the slide, behind the
// header: the header over it is white whatever the picture, and the picture is not measured.
describe('applySlideTheme for a carousel on a phone', () => {
  it('reports the scrim tone to the header without measuring the picture', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }))
    vi.mocked(imageTone).mockClear()
    const header = document.createElement('header')
    const stop = installHeaderLook(header)
    const carousel = document.createElement('section')
    carousel.dataset.toneReportsHeader = 'true'
    applySlideTheme(carousel, { image: '/light.svg', mobileImage: '/light-m.svg' })
    expect(header.dataset.bannerTheme).toBe('dark')
    expect(header.dataset.theme).toBe('dark')
    expect(imageTone).not.toHaveBeenCalled()
    expect(carousel.dataset.textTone).toBeUndefined()
    stop()
  })
})

// Issue 26: with an image service, a banner's tone is read from a thumbnail of its shape, so the browser does
// not fetch a second, whole copy of the picture to measure it; without one, from the picture as given.
describe('slideToneImages', () => {
  afterEach(() => configureImageService(NO_IMAGE_SERVICE))

  it('names thumbnails of the banner (desktop) and of the phone banner when an image service is configured', () => {
    configureImageService({ template: '{src}?w={width}&h={height}&f={format}' })
    expect(slideToneImages({ image: 'https://cms.example.com/d.png' })).toEqual({
      image: 'https://cms.example.com/d.png?w=96&h=23&f=png',
      mobileImage: 'https://cms.example.com/d.png?w=96&h=38&f=png',
    })
    expect(
      slideToneImages({ image: 'https://cms.example.com/d.png', mobileImage: 'https://cms.example.com/m.jpg' }),
    ).toEqual({
      image: 'https://cms.example.com/d.png?w=96&h=23&f=png',
      mobileImage: 'https://cms.example.com/m.jpg?w=96&h=38&f=jpg',
    })
  })

  it('names the pictures themselves without one, and no phone picture when there is none', () => {
    expect(slideToneImages({ image: 'https://cms.example.com/d.png' })).toEqual({
      image: 'https://cms.example.com/d.png',
      mobileImage: undefined,
    })
    expect(slideToneImages({ image: '/d.svg', mobileImage: '/m.svg' })).toEqual({
      image: '/d.svg',
      mobileImage: '/m.svg',
    })
    expect(slideToneImages({})).toEqual({ image: undefined, mobileImage: undefined })
  })
})
