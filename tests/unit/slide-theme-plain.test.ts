// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { applySlideTheme } from '../../ui/static-slide-theme'
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
