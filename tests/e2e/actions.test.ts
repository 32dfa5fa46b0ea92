import { describe, expect } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { isScrollLocked, test, visit, waitForHydration } from './support/fixture'
import { siteOrigin } from './support/hosts'

// SPEC §3 jumpBO and §4 "Modals": a block's button acts through the one shared jump handler. The home
// carousel's demo content has a FORM slide (opens the contact modal) and a VIDEO slide (opens the
// video modal), so the home page exercises both in a real browser.

/**
 * Shows the carousel slide holding a button of the given jump type, with autoplay stopped so the
 * slide cannot change under the click (Swiper keeps its instance on the `.swiper` element).
 */
async function showSlideWith(page: Page, jumpType: string): Promise<Locator> {
  const carousel = page.locator('[data-block="heroCarousel"]').first()
  await waitForHydration(page, `[data-block="heroCarousel"] button[data-jump="${jumpType}"]`)
  await page.waitForFunction(() => {
    const element = document.querySelector('[data-block="heroCarousel"] .swiper') as
      (Element & { swiper?: unknown }) | null
    return element?.swiper !== undefined
  })
  const slideIndex = await carousel.evaluate((root, type) => {
    type SwiperElement = Element & {
      swiper: { autoplay: { stop(): void }; slideToLoop(index: number, speed: number): void }
    }
    const swiperElement = root.querySelector('.swiper') as SwiperElement
    swiperElement.swiper.autoplay.stop()
    const slides = [...root.querySelectorAll('.swiper-slide:not(.swiper-slide-duplicate)')]
    const index = slides.findIndex((slide) => slide.querySelector(`button[data-jump="${type}"]`) !== null)
    const realIndex = Number(slides[index]?.getAttribute('data-swiper-slide-index') ?? index)
    swiperElement.swiper.slideToLoop(realIndex, 0)
    return realIndex
  }, jumpType)
  expect(slideIndex, `a carousel slide with a ${jumpType} button`).toBeGreaterThanOrEqual(0)
  const button = carousel.locator(`button[data-jump="${jumpType}"]`).filter({ visible: true }).first()
  await button.waitFor({ state: 'visible' })
  return button
}

describe('jump actions from a block (SPEC §3 jumpBO, §4)', () => {
  test.for(['desktop', 'mobile'] as const)(
    '%s: a FORM button opens the contact modal',
    async (viewport, { openPage, problems }) => {
      const { page } = await openPage(viewport)
      await visit(page, problems, `${siteOrigin('zh')}/`)
      const button = await showSlideWith(page, 'FORM')
      await button.click()
      const modal = page.locator('[data-testid="contact-modal"]')
      await modal.waitFor({ state: 'visible' })
      expect(await isScrollLocked(page)).toBe(true)
      await modal.locator('[data-testid="modal-close"]').click()
      await modal.waitFor({ state: 'hidden' })
    },
  )

  test('a VIDEO button opens the video modal with the video; Escape closes it', async ({ openPage, problems }) => {
    const { page } = await openPage('desktop')
    await visit(page, problems, `${siteOrigin('en')}/`)
    const button = await showSlideWith(page, 'VIDEO')
    await button.click()
    const modal = page.locator('[data-testid="video-modal"]')
    await modal.waitFor({ state: 'visible' })
    const source = await modal
      .locator('video')
      .evaluate((video: HTMLVideoElement) => video.currentSrc || video.querySelector('source')?.src || video.src)
    expect(source).toMatch(/\/demo-assets\/.+\.(mp4|webm)$/)
    expect(await isScrollLocked(page)).toBe(true)

    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'hidden' })
    expect(await isScrollLocked(page)).toBe(false)
  })
})
