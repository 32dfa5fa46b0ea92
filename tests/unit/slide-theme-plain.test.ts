// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { applySlideTheme } from '../../ui/static-slide-theme'

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
