import { PNG } from 'pngjs'
import { describe, type ExpectStatic } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { test, visit, waitForHydration } from './support/fixture'
import { siteOrigin, type Lang } from './support/hosts'

// SPEC §4 Carousels and §9 intervals: the banner, news and solution carousels are plain islands (issue 13):
// Swiper started on the server's HTML, without React. Arrows, dots, tabs, the keyboard, autoplay, the pause
// while a video shows and the banner's tone must work as they did.

type SwiperElement = HTMLElement & {
  swiper: { realIndex: number; animating: boolean; autoplay?: { running: boolean; stop(): void } }
}

/** The carousel of the first block of `type`, started, with its autoplay stopped unless `keepPlaying`. */
async function startedCarousel(page: Page, type: string, keepPlaying = false): Promise<Locator> {
  const block = page.locator(`[data-block="${type}"]`).first()
  await waitForHydration(page, `[data-block="${type}"] .swiper`)
  await block.locator('.swiper-initialized').waitFor()
  if (!keepPlaying)
    await block.locator('.swiper').evaluate((element) => (element as SwiperElement).swiper.autoplay?.stop())
  return block
}

const activeIndex = (block: Locator): Promise<number> =>
  block.locator('.swiper').evaluate((element) => (element as SwiperElement).swiper.realIndex)

/** Waits for slide `index` to be on screen and its transition over (a loop ignores a step while moving). */
async function expectActive(expect: ExpectStatic, block: Locator, index: number): Promise<void> {
  await expect.poll(() => activeIndex(block)).toBe(index)
  await expect
    .poll(() => block.locator('.swiper').evaluate((element) => (element as SwiperElement).swiper.animating))
    .toBe(false)
}

describe.concurrent('carousels without React (SPEC §4, issue 13)', () => {
  for (const lang of ['zh', 'en'] as Lang[]) {
    test(`${lang} desktop: the home banner's arrows, dots and keyboard move it, and its text follows the slide's tone`, async ({
      openPage,
      problems,
      expect,
    }) => {
      const { page } = await openPage('desktop')
      await visit(page, problems, `${siteOrigin(lang)}/`)
      const hero = await startedCarousel(page, 'heroCarousel')
      const section = hero.locator('section.hero-carousel')
      const dots = hero.locator('.swiper-pagination-bullet')
      const slideCount = await hero.locator('.swiper-slide').count()
      expect(slideCount).toBeGreaterThan(2)
      expect(await dots.count()).toBe(slideCount)
      // The demo's first slide is dark, its second light (content/demo/home.ts: art/banner-banner-711-dark.svg,
      // art/banner-banner-712-light.svg); the tone is measured from the picture, so this also checks the art.
      await expect.poll(() => section.getAttribute('data-text-tone')).toBe('dark')

      await hero.locator('.swiper-button-next').click()
      await expectActive(expect, hero, 1)
      expect(await dots.nth(1).getAttribute('aria-current')).toBe('true')
      expect(await dots.nth(0).getAttribute('aria-current')).toBeNull()
      await expect.poll(() => section.getAttribute('data-text-tone')).toBe('light')

      await dots.nth(slideCount - 1).click()
      await expectActive(expect, hero, slideCount - 1)
      await hero.locator('.swiper-button-next').click()
      await expectActive(expect, hero, 0)
      // A fade goes from the last slide back to the first by rewinding, not as Swiper's loop, which numbers
      // the slides and moves them around in the DOM at start and on every change (issue 26: its start was
      // the page's longest task on arrival): the slides stay in the server's order, the first on screen.
      expect(await hero.locator('.swiper-slide').first().getAttribute('class')).toContain('swiper-slide-active')
      expect(await hero.locator('.swiper-slide[data-swiper-slide-index]').count()).toBe(0)

      await hero.locator('.swiper-button-prev').focus()
      await page.keyboard.press('Enter')
      await expectActive(expect, hero, slideCount - 1)
      await dots.nth(1).focus()
      await page.keyboard.press(' ')
      await expectActive(expect, hero, 1)
      expect(await hero.locator('.swiper-button-prev').getAttribute('aria-label')).toBe(
        lang === 'zh' ? '上一张' : 'Previous slide',
      )
    })

    test(`${lang} mobile: the industry tabs of the home page select their slide`, async ({
      openPage,
      problems,
      expect,
    }) => {
      const { page } = await openPage('mobile')
      await visit(page, problems, `${siteOrigin(lang)}/`)
      const solutions = await startedCarousel(page, 'solutionCarousel')
      const tabs = solutions.locator('[role="tab"]')
      expect(await tabs.count()).toBeGreaterThan(2)
      expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('true')

      await tabs.nth(2).click()
      await expectActive(expect, solutions, 2)
      expect(await tabs.nth(2).getAttribute('aria-selected')).toBe('true')
      expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('false')
      const shown = solutions.locator('.swiper-slide-active h3')
      expect(await shown.innerText()).toBe(await tabs.nth(2).innerText())
    })
  }

  test('zh desktop: a raster banner is measured from a bitmap decoded off the main thread, not from an <img>', async ({
    openPage,
    problems,
    expect,
  }) => {
    // Issue 26: a 1600×900 PNG drawn from an <img> into the tone canvas decoded on the main thread, a long
    // task on a phone. The demo's first banner (dark art, SVG) is answered here with a light PNG of that size.
    const { page } = await openPage('desktop')
    const light = new PNG({ width: 1600, height: 900 })
    light.data.fill(236)
    const lightPng = PNG.sync.write(light)
    await page.route('**/demo-assets/art/banner-banner-711-dark.svg', (route) =>
      route.fulfill({ contentType: 'image/png', body: lightPng, headers: { 'Access-Control-Allow-Origin': '*' } }),
    )
    await page.addInitScript(() => {
      const drawn: string[] = []
      const draw = CanvasRenderingContext2D.prototype.drawImage
      CanvasRenderingContext2D.prototype.drawImage = function (this: CanvasRenderingContext2D, ...args: unknown[]) {
        drawn.push((args[0] as object).constructor.name)
        return (draw as (...all: unknown[]) => void).apply(this, args)
      }
      ;(window as unknown as { drawnSources: string[] }).drawnSources = drawn
    })
    await visit(page, problems, `${siteOrigin('zh')}/`)
    const section = page.locator('[data-block="heroCarousel"] section.hero-carousel').first()
    await expect.poll(() => section.getAttribute('data-text-tone')).toBe('light')
    const drawn = await page.evaluate(() => (window as unknown as { drawnSources: string[] }).drawnSources)
    expect(drawn).toContain('ImageBitmap')
  })

  test('zh desktop: the banner plays by itself, stops while a video shows and plays on once it closes', async ({
    openPage,
    problems,
    expect,
  }) => {
    const { page } = await openPage('desktop')
    await visit(page, problems, `${siteOrigin('zh')}/`)
    const hero = await startedCarousel(page, 'heroCarousel', true)
    const running = () =>
      hero.locator('.swiper').evaluate((element) => (element as SwiperElement).swiper.autoplay?.running)
    expect(await running()).toBe(true)
    // SPEC §9: 5000 ms a slide.
    await expect.poll(() => activeIndex(hero), { timeout: 12_000 }).not.toBe(0)

    const videoSlide = hero.locator('.swiper-slide', { has: page.locator('button[data-jump="VIDEO"]') })
    // The banner does not loop (its slides carry no data-swiper-slide-index): a slide's index is its place.
    const index = await videoSlide.evaluate((slide) => [...slide.parentElement!.children].indexOf(slide))
    expect(index).toBeGreaterThan(0) // not the slide shown first, or the dot would prove nothing
    await hero.locator('.swiper-pagination-bullet').nth(index).click()
    await expectActive(expect, hero, index)
    await videoSlide.locator('button[data-jump="VIDEO"]').click()
    const modal = page.locator('[data-testid="video-modal"]')
    await modal.waitFor({ state: 'visible' })
    await expect.poll(running).toBe(false)
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'hidden' })
    await expect.poll(running).toBe(true)
  })

  test('zh: the card carousel has a dot per stop at each width and its arrows stop at either end', async ({
    openPage,
    problems,
    expect,
  }) => {
    const dotsAt = async (viewport: 'desktop' | 'mobile') => {
      const { page } = await openPage(viewport)
      await visit(page, problems, `${siteOrigin('zh')}/product/1401`)
      const cards = await startedCarousel(page, 'cardCarousel')
      const slides = await cards.locator('.swiper-slide').count()
      const dots = cards.locator('.swiper-pagination-bullet')
      return {
        page,
        cards,
        slides,
        dots: await dots.count(),
        firstLabel: await dots.first().getAttribute('aria-label'),
      }
    }
    const desktop = await dotsAt('desktop')
    // Three cards a view from 1024 px: the last stop shows the last three.
    expect(desktop.dots).toBe(desktop.slides - 2)
    expect(desktop.firstLabel).toBe('第 1 张')
    const prev = desktop.cards.locator('.swiper-button-prev')
    const next = desktop.cards.locator('.swiper-button-next')
    expect(await prev.getAttribute('aria-disabled')).toBe('true')
    for (let stop = 1; stop < desktop.dots; stop++) {
      await next.click()
      await expectActive(expect, desktop.cards, stop)
    }
    expect(await next.getAttribute('aria-disabled')).toBe('true')
    expect(await prev.getAttribute('aria-disabled')).toBe('false')
    expect(await desktop.cards.locator('.swiper-pagination-bullet').last().getAttribute('aria-current')).toBe('true')

    const mobile = await dotsAt('mobile')
    expect(mobile.dots).toBeGreaterThan(desktop.dots)
  })

  test('en mobile: the news carousel moves with its dots and each slide links to its article', async ({
    openPage,
    problems,
    expect,
  }) => {
    const { page } = await openPage('mobile')
    await visit(page, problems, `${siteOrigin('en')}/about-us/news`)
    const news = await startedCarousel(page, 'newsCarousel')
    const dots = news.locator('.swiper-pagination-bullet')
    expect(await dots.count()).toBeGreaterThan(1)
    await dots.nth(1).click()
    await expectActive(expect, news, 1)
    const link = news.locator('.swiper-slide-active a.news-carousel__slide')
    expect(await link.getAttribute('href')).toMatch(/^\/article-detail\/news\/\d+$/)
  })
})
