import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { MAX_DOTS } from '../../ui/carousel/carousel-settings'
import { MANY_SLIDES } from './support/fake-backend'
import { crosswiseSwapped } from './support/coverage'
import { test, visit } from './support/fixture'
import { backendSiteOrigin, setBackendMode, type Lang } from './support/hosts'

// A CMS may send up to 100 slides a carousel (docs/contract.md: a list’s "at most"). Past MAX_DOTS stops, dots
// wrapped into rows over the banner's title; a counter ("1 / 40") stands in for them, follows the slide on
// screen, and the page stays as wide as the view. The fake backend's `many-slides` mode sends MANY_SLIDES
// slides in every home carousel and as many advantages on a product page (a card carousel, whose stops the
// browser counts).

const products: Record<Lang, string> = { zh: '/product/1401', en: '/product/2401' }
/** Builds the carousel now (the visitor reaching for it) and waits for Swiper. */
async function started(page: Page, carousel: Locator): Promise<void> {
  await carousel.scrollIntoViewIfNeeded()
  await carousel.dispatchEvent('pointerover')
  await carousel.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const swiperOf = () =>
          element.querySelector('.swiper') as (Element & { swiper?: { initialized?: boolean } }) | null
        const check = () => (swiperOf()?.swiper?.initialized ? resolve() : requestAnimationFrame(check))
        check()
      }),
  )
}

const counterText = (carousel: Locator) => carousel.locator('.carousel-counter').textContent()

async function next(carousel: Locator): Promise<void> {
  await carousel.evaluate((element) =>
    (element.querySelector('.swiper') as Element & { swiper: { slideNext(speed: number): void } }).swiper.slideNext(0),
  )
}

describe('a carousel with more slides than dots fit (docs/contract.md: a list’s "at most")', () => {
  beforeAll(() => setBackendMode('many-slides'))
  afterAll(() => setBackendMode('proxy'))

  test.for(crosswiseSwapped)(
    "%s %s: the home banner and a product's advantages count their slides",
    async ([lang, viewport], { openPage, problems }) => {
      const { page } = await openPage(viewport)
      await visit(page, problems, `${backendSiteOrigin(lang)}/`)
      const hero = page.locator('[data-block="heroCarousel"]').first()
      expect(await hero.locator('.swiper-slide').count()).toBe(MANY_SLIDES)
      expect(await hero.locator('.swiper-pagination-bullet').count()).toBe(0)
      expect((await counterText(hero))?.trim()).toBe(`1 / ${MANY_SLIDES}`)
      // On the banner, over its lower edge, in one line.
      const counterBox = await hero.locator('.carousel-counter').boundingBox()
      const heroBox = await hero.boundingBox()
      expect(counterBox!.height).toBeLessThanOrEqual(24)
      expect(counterBox!.y + counterBox!.height).toBeLessThanOrEqual(heroBox!.y + heroBox!.height)
      await started(page, hero)
      await next(hero)
      await expect.poll(() => counterText(hero)).toBe(`2 / ${MANY_SLIDES}`)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()!.width)

      await visit(page, problems, `${backendSiteOrigin(lang)}${products[lang]}`)
      const cards = page.locator('[data-block="cardCarousel"]').first()
      await started(page, cards)
      const stops = await cards.evaluate(
        (element) =>
          (element.querySelector('.swiper') as Element & { swiper: { snapGrid: unknown[] } }).swiper.snapGrid.length,
      )
      expect(stops).toBeGreaterThan(MAX_DOTS)
      await expect.poll(() => counterText(cards)).toBe(`1 / ${stops}`)
      expect(await cards.locator('.swiper-pagination-bullet').count()).toBe(0)
      await next(cards)
      await expect.poll(() => counterText(cards)).toBe(`2 / ${stops}`)
    },
  )
})
