import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { PNG } from 'pngjs'
import { describe, type ExpectStatic } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { test, visit } from './support/fixture'
import { siteOrigin, type Lang } from './support/hosts'
import { crosswise, crosswiseSwapped } from './support/coverage'
import { CAROUSEL_MARKS } from '../../ui/carousel/carousel-settings'

// Issue 26: carousels start without a long task on arrival (Swiper built after the first paint, in idle
// slices), the solution explorer runs on the plain carousel without React, and the carousels' arrows and
// dots read on any picture and sit beside, not on, the cards.

const langs: Lang[] = ['zh', 'en']
const idOf = (lang: Lang, n: number) => (lang === 'zh' ? 1000 : 2000) + n
const dist = resolve(import.meta.dirname, '../../dist/client')

type SwiperElement = HTMLElement & { swiper?: { realIndex: number; autoplay?: { stop(): void } } }

/** What the page recorded of a carousel's start: user timing marks, each noted as made in an idle callback or not. */
interface StartRecord {
  marks: Array<{ name: string; startTime: number; inIdleCallback: boolean }>
  firstContentfulPaint: number | undefined
}

/**
 * Before the page's own code: notes which `performance.mark` calls run inside a `requestIdleCallback`
 * callback (a task of their own, after the wake that scheduled them).
 */
function recordMarks(): void {
  const record: StartRecord['marks'] = []
  let idleDepth = 0
  const idle = window.requestIdleCallback.bind(window)
  window.requestIdleCallback = (callback, options) =>
    idle((deadline) => {
      idleDepth++
      try {
        callback(deadline)
      } finally {
        idleDepth--
      }
    }, options)
  const mark = performance.mark.bind(performance)
  performance.mark = (name, options) => {
    const entry = mark(name, options)
    record.push({ name, startTime: entry.startTime, inIdleCallback: idleDepth > 0 })
    return entry
  }
  ;(window as unknown as { carouselMarks: typeof record }).carouselMarks = record
}

/**
 * The page's record once every carousel constructed so far has started: the hero may be built while another
 * carousel's start is still queued, and a later carousel may be constructed at any moment, so the record
 * is taken in the same turn as the check.
 */
async function wholeStartRecord(page: Page): Promise<StartRecord> {
  const handle = await page.waitForFunction(
    ({ construct, start }) => {
      const marks = (window as unknown as { carouselMarks: StartRecord['marks'] }).carouselMarks
      const count = (name: string) => marks.filter((mark) => mark.name === name).length
      if (count(start) !== count(construct)) return false
      return {
        marks: [...marks],
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      }
    },
    { construct: CAROUSEL_MARKS.construct, start: CAROUSEL_MARKS.start },
    { timeout: 20_000 },
  )
  return (await handle.jsonValue()) as StartRecord
}

describe.concurrent('carousels start after the first paint, in idle slices (issue 26)', () => {
  test.for(langs)(
    '%s: on the home page under a 4× slower CPU, Swiper is built after the first paint, apart from the wake',
    async (lang, { openPage, problems, expect }) => {
      const { page, context } = await openPage('mobile')
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await page.addInitScript(recordMarks)
      await visit(page, problems, `${siteOrigin(lang)}/`)
      // No pointer, touch or focus: only the idle slices start it.
      const hero = page.locator('[data-block="heroCarousel"] .swiper').first()
      await hero.locator('xpath=self::*[contains(@class, "swiper-initialized")]').waitFor({ timeout: 20_000 })

      const { marks, firstContentfulPaint } = await wholeStartRecord(page)
      const of = (name: string) => marks.filter((mark) => mark.name === name)
      const wakes = of(CAROUSEL_MARKS.wake)
      const constructs = of(CAROUSEL_MARKS.construct)
      const starts = of(CAROUSEL_MARKS.start)
      expect(wakes.length).toBeGreaterThan(0)
      expect(constructs.length).toBeGreaterThan(0)
      expect(starts.length).toBe(constructs.length)
      expect(firstContentfulPaint).toBeDefined()
      // The wake only wires the controls; each piece of Swiper's set-up is an idle callback of its own,
      // after the first contentful paint and after the wake that scheduled it.
      for (const wake of wakes) expect(wake.inIdleCallback).toBe(false)
      for (const piece of [...constructs, ...starts]) {
        expect(piece.inIdleCallback, piece.name).toBe(true)
        expect(piece.startTime).toBeGreaterThanOrEqual(firstContentfulPaint!)
        expect(piece.startTime).toBeGreaterThan(wakes[0]!.startTime)
      }
      // Constructed and laid out in two slices: between the construction and the start of one carousel
      // the queue moved on (the marks alternate construct, start, construct, start…).
      const order = marks.filter((mark) => mark.name !== CAROUSEL_MARKS.wake).map((mark) => mark.name)
      expect(order).toEqual(constructs.flatMap(() => [CAROUSEL_MARKS.construct, CAROUSEL_MARKS.start]))
    },
  )

  test('zh: on a page that is never idle, the pointer on the banner builds it at once and its arrow moves it', async ({
    openPage,
    problems,
    expect,
  }) => {
    const { page } = await openPage('desktop')
    await page.addInitScript(() => (window.requestIdleCallback = () => 0))
    await visit(page, problems, `${siteOrigin('zh')}/`)
    await page.waitForFunction(() => document.documentElement.dataset.clientReady === 'true')
    const hero = page.locator('[data-block="heroCarousel"]').first()
    expect(await hero.locator('.swiper-initialized').count()).toBe(0)
    await hero.hover()
    await hero.locator('.swiper-button-next').click()
    await expect
      .poll(() => hero.locator('.swiper').evaluate((element) => (element as SwiperElement).swiper?.realIndex))
      .toBe(1)
  })
})

/** The scripts a page loads at 390 px, scrolled to its end without any interaction, and their size gzipped. */
async function scriptsAtLoad(page: Page, url: string, visitPage: () => Promise<unknown>) {
  const paths: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname)
  })
  await visitPage()
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += 400) await page.evaluate((top) => window.scrollTo(0, top), y)
  await page.waitForLoadState('networkidle')
  const files = [...new Set(paths)].map((path) => readFileSync(resolve(dist, `.${path}`)))
  return {
    react: files.some((file) => file.includes('__reactFiber$')),
    gzipKb: files.reduce((sum, file) => sum + gzipSync(file).length, 0) / 1024,
    url,
  }
}

describe.concurrent('the solution explorer runs on the plain carousel, without React (issue 26, SPEC §2)', () => {
  test.for(langs)(
    '%s: /solution at load loads no React and well under 100 KB of script',
    async (lang, { openPage, problems, expect }) => {
      const { page } = await openPage('mobile')
      const url = `${siteOrigin(lang)}/solution`
      const loaded = await scriptsAtLoad(page, url, () => visit(page, problems, url))
      expect(loaded.react).toBe(false)
      expect(loaded.gzipKb).toBeLessThan(60)
    },
  )

  for (const [lang, viewport] of crosswise) {
    test(`${lang} ${viewport}: tabs select their industry, its panel and the hash; a deep link, a reload and a hash change move it`, async ({
      openPage,
      problems,
      expect,
    }) => {
      const { page } = await openPage(viewport)
      await visit(page, problems, `${siteOrigin(lang)}/solution#2`)
      const explorer = page.locator('[data-block="solutionExplorer"]')
      const tabs = explorer.getByRole('tab')
      expect(await tabs.count()).toBeGreaterThan(2)
      await expectIndustry(expect, page, explorer, 2)

      await tabs.nth(1).click()
      await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#1')
      await expectIndustry(expect, page, explorer, 1)
      // The solutions below the current industry link to their pages.
      const solution = explorer.locator('.solution-explorer__panel:not([hidden]) .solution-explorer__solution').first()
      expect(await solution.getAttribute('href')).toMatch(/^\/solution\/\d+$/)
      // A reload keeps the industry the hash names.
      await page.reload({ waitUntil: 'load' })
      await expectIndustry(expect, page, explorer, 1)

      await page.evaluate(() => (window.location.hash = '#0'))
      await expectIndustry(expect, page, explorer, 0)
      expect(await page.evaluate(() => Boolean(document.querySelector('[data-island^="block:"]')))).toBe(false)
    })
  }
})

/** Industry `index` is on screen: its slide, its tab, and its panel the only one shown. */
async function expectIndustry(expect: ExpectStatic, page: Page, explorer: Locator, index: number): Promise<void> {
  const tab = explorer.getByRole('tab').nth(index)
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true')
  expect(await explorer.locator('[role="tab"][aria-selected="true"]').count()).toBe(1)
  const name = (await tab.innerText()).trim()
  await expect
    .poll(() => explorer.locator('.swiper').evaluate((element) => (element as SwiperElement).swiper?.realIndex))
    .toBe(index)
  expect(await explorer.locator('.swiper-slide-active h2').innerText()).toContain(name)
  const shown = explorer.locator('.solution-explorer__panel:not([hidden])')
  expect(await shown.count()).toBe(1)
  expect(await shown.getAttribute('data-carousel-panel')).toBe(String(index))
  expect(await shown.locator('.block-heading__desc').first().innerText()).toBe(name)
  expect(await page.evaluate(() => document.querySelectorAll('.solution-explorer__panel:not([hidden])').length)).toBe(1)
}

/** WCAG 2 contrast ratio of two sRGB colours. */
function contrast(a: readonly number[], b: readonly number[]): number {
  const luminance = (rgb: readonly number[]) => {
    const [r, g, bl] = rgb.map((v) => {
      const c = v / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

interface Box {
  x: number
  y: number
  width: number
  height: number
}

/**
 * Whether a started carousel holds still: its pagination marks the slide on screen, and no CSS transition
 * runs, nor starts within two frames. The hover and the start fade the arrows in, and the start's idle
 * slices may mark the active dot a moment after Swiper says it is initialized: later on a busy machine,
 * where a dot was once measured half-way (contrast 1.3).
 */
async function isStill(element: Element): Promise<boolean> {
  const transitions = () =>
    element.getAnimations({ subtree: true }).filter((animation) => animation instanceof CSSTransition)
  const running = () => transitions().filter((animation) => animation.playState === 'running').length
  const before = running()
  await Promise.allSettled(transitions().map((animation) => animation.finished))
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  const swiper = (element as SwiperElement).swiper
  const bullets = element.querySelectorAll('.swiper-pagination-bullet')
  const marked =
    bullets.length === 0 ||
    (swiper !== undefined && bullets[swiper.realIndex]?.classList.contains('swiper-pagination-bullet-active') === true)
  return before === 0 && running() === 0 && marked
}

/** The pixels of `clip` on screen, as [r, g, b] with their position relative to the clip. */
async function pixels(page: Page, clip: Box): Promise<Array<{ x: number; y: number; rgb: number[] }>> {
  const png = PNG.sync.read(await page.screenshot({ clip }))
  const out: Array<{ x: number; y: number; rgb: number[] }> = []
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4
      out.push({ x, y, rgb: [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!] })
    }
  return out
}

const median = (values: number[]): number => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/**
 * The contrast of an arrow's chevron with what lies under it: the chevron's colour against the pixels of
 * its box with the chevron hidden (the arrow's disc over the picture).
 */
async function arrowContrast(page: Page, arrow: Locator): Promise<number> {
  const icon = arrow.locator('svg')
  const box = (await icon.boundingBox())!
  const colour = await arrow.evaluate((element) => getComputedStyle(element).color)
  await icon.evaluate((element) => ((element as unknown as HTMLElement).style.visibility = 'hidden'))
  const under = await pixels(page, box)
  await icon.evaluate((element) => ((element as unknown as HTMLElement).style.visibility = ''))
  const glyph = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number)
  return median(under.map(({ rgb }) => contrast(glyph, rgb)))
}

/**
 * The contrast of the active dot with what surrounds it: the painted dot's own pixels (its content box)
 * against the ring of pixels 1–2 px outside it, as the screenshot shows them.
 */
async function dotContrast(page: Page, dot: Locator): Promise<number> {
  const painted = await dot.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const style = getComputedStyle(element)
    const px = (value: string) => Number.parseFloat(value)
    return {
      x: box.x + px(style.paddingLeft),
      y: box.y + px(style.paddingTop),
      width: box.width - px(style.paddingLeft) - px(style.paddingRight),
      height: box.height - px(style.paddingTop) - px(style.paddingBottom),
    }
  })
  const ring = 2
  const clip = {
    x: Math.floor(painted.x) - ring,
    y: Math.floor(painted.y) - ring,
    width: Math.ceil(painted.width) + 2 * ring,
    height: Math.ceil(painted.height) + 2 * ring,
  }
  const all = await pixels(page, clip)
  const inside = (x: number, y: number) =>
    x >= ring + 1 && y >= ring + 1 && x < clip.width - ring - 1 && y < clip.height - ring - 1
  const outside = (x: number, y: number) => x < ring || y < ring || x >= clip.width - ring || y >= clip.height - ring
  const dotPixels = all.filter(({ x, y }) => inside(x, y)).map(({ rgb }) => rgb)
  const around = all.filter(({ x, y }) => outside(x, y)).map(({ rgb }) => rgb)
  const dotColour = [0, 1, 2].map((c) => median(dotPixels.map((rgb) => rgb[c]!)))
  return median(around.map((rgb) => contrast(dotColour, rgb)))
}

describe.concurrent("carousel arrows and dots read on any picture (issue 26: WCAG 1.4.11's 3:1)", () => {
  const pages = (lang: Lang) => ['/solution', '/about-us/news', `/product/${idOf(lang, 401)}`, '/']
  for (const [lang, viewport] of crosswiseSwapped) {
    test(`${lang} ${viewport}`, async ({ openPage, problems, expect }) => {
      const { page } = await openPage(viewport)
      for (const path of pages(lang)) {
        await visit(page, problems, `${siteOrigin(lang)}${path}`)
        const carousels = page.locator('[data-island="plain:carousel"] .swiper')
        const count = await carousels.count()
        expect(count, path).toBeGreaterThan(0)
        let measured = 0
        for (let n = 0; n < count; n++) {
          const carousel = carousels.nth(n)
          await carousel.scrollIntoViewIfNeeded()
          // The home banner shows its arrows under the pointer (which also starts the carousel at once).
          const box = (await carousel.boundingBox())!
          await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
          await carousel.locator('xpath=self::*[contains(@class, "swiper-initialized")]').waitFor({ timeout: 10_000 })
          await carousel.evaluate((element) => (element as SwiperElement).swiper?.autoplay?.stop())
          await expect
            .poll(() => carousel.evaluate(isStill), { message: `${path} carousel ${n} holds still` })
            .toBe(true)
          const arrows = carousel.locator('.carousel-arrow:visible:not(.swiper-button-disabled)')
          for (let a = 0; a < (await arrows.count()); a++) {
            const ratio = await arrowContrast(page, arrows.nth(a))
            expect(ratio, `${path} carousel ${n} arrow ${a}`).toBeGreaterThanOrEqual(3)
            measured++
          }
          const dot = carousel.locator('.swiper-pagination-bullet-active:visible')
          if ((await dot.count()) > 0) {
            expect(await dotContrast(page, dot.first()), `${path} carousel ${n} active dot`).toBeGreaterThanOrEqual(3)
            measured++
          }
        }
        expect(measured, `${path}: controls measured`).toBeGreaterThan(0)
      }
    }, 120_000)
  }
})

describe.concurrent("the product advantages carousel's arrows sit beside the cards (issue 26)", () => {
  test.for(langs)('%s desktop: no arrow overlaps a card', async (lang, { openPage, problems, expect }) => {
    const { page } = await openPage('desktop')
    await visit(page, problems, `${siteOrigin(lang)}/product/${idOf(lang, 401)}`)
    const carousel = page.locator('[data-block="cardCarousel"]').first()
    await carousel.scrollIntoViewIfNeeded()
    await carousel.locator('.swiper-initialized').waitFor()
    const boxes = await carousel.evaluate((element) => {
      const box = (el: Element) => el.getBoundingClientRect().toJSON() as DOMRect
      const view = element.querySelector('.swiper')!.getBoundingClientRect()
      const arrows = [...element.querySelectorAll('.carousel-arrow')]
      return {
        // Nothing lies over an arrow (the row of dots once took its clicks).
        uncovered: arrows
          .filter((arrow) => !arrow.classList.contains('swiper-button-disabled'))
          .map((arrow) => {
            const { x, y, width, height } = arrow.getBoundingClientRect()
            return document.elementFromPoint(x + width / 2, y + height / 2)?.closest('.carousel-arrow') === arrow
          }),
        arrows: arrows.map(box),
        // The cards in view (the swiper clips the others).
        cards: [...element.querySelectorAll('.card-carousel__card')]
          .map(box)
          .filter((card) => card.right > view.left && card.left < view.right),
      }
    })
    expect(boxes.arrows).toHaveLength(2)
    expect(boxes.uncovered.length).toBeGreaterThan(0)
    expect(boxes.uncovered.every(Boolean)).toBe(true)
    expect(boxes.cards.length).toBeGreaterThan(0)
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
    for (const arrow of boxes.arrows) {
      expect(arrow.width).toBeGreaterThan(0)
      for (const card of boxes.cards) expect(overlap(arrow, card), JSON.stringify({ arrow, card })).toBe(false)
    }
  })
})

/** The pictures of each slide of the page's first `type` carousel: every URL its images and sources name. */
function slidePictures(page: Page, type: string): Promise<string[][]> {
  return page
    .locator(`[data-block="${type}"] .swiper`)
    .first()
    .evaluate((swiper) =>
      [...swiper.querySelectorAll('.swiper-slide')].map((slide) =>
        [...slide.querySelectorAll('img, source')].flatMap((element) =>
          ['src', 'srcset', 'data-lazy-src', 'data-lazy-srcset']
            .map((name) => element.getAttribute(name))
            .filter((url): url is string => url !== null && url !== '')
            .map((url) => new URL(url, document.baseURI).pathname),
        ),
      ),
    )
}

/** Every path the page has requested so far. */
function requestedPaths(page: Page): () => Set<string> {
  const seen = new Set<string>()
  page.on('request', (request) => seen.add(new URL(request.url()).pathname))
  return () => seen
}

type PlayingSwiper = HTMLElement & { swiper: { realIndex: number; on(event: string, handler: () => void): void } }

describe.concurrent(
  "a banner carousel loads its other slides' pictures just before it shows them (issue 26, SPEC §9)",
  () => {
    test.for(langs)(
      '%s phone: on arrival only the first slide; autoplay finds the next one loaded when it moves there',
      async (lang, { openPage, problems, expect }) => {
        const { page } = await openPage('mobile')
        const requested = requestedPaths(page)
        await visit(page, problems, `${siteOrigin(lang)}/`)
        const swiper = page.locator('[data-block="heroCarousel"] .swiper').first()
        await swiper.locator('xpath=self::*[contains(@class, "swiper-initialized")]').waitFor()
        await page.waitForLoadState('networkidle')
        const pictures = await slidePictures(page, 'heroCarousel')
        expect(pictures.length).toBeGreaterThan(2)
        const loaded = (index: number) => pictures[index]!.filter((path) => requested().has(path))
        // The first slide's picture (its phone source) is on screen; the others, faded out on it, wait.
        expect(loaded(0).length).toBeGreaterThan(0)
        for (let index = 1; index < pictures.length; index++) expect(loaded(index), `slide ${index}`).toEqual([])

        // Autoplay (SPEC §9: 5000 ms on the home banner): the second slide's picture is there when it shows.
        const atMove = await swiper.evaluate(
          (element) =>
            new Promise<{ index: number; complete: boolean; width: number }>((resolve) => {
              const built = (element as PlayingSwiper).swiper
              built.on('slideChange', () => {
                const slide = element.querySelectorAll('.swiper-slide')[built.realIndex]
                const image = slide?.querySelector('img')
                resolve({ index: built.realIndex, complete: image?.complete ?? false, width: image?.naturalWidth ?? 0 })
              })
            }),
        )
        expect(atMove.index).toBe(1)
        expect(atMove.complete).toBe(true)
        expect(atMove.width).toBeGreaterThan(0)
      },
    )

    test.for(langs)(
      '%s desktop: reaching for /solution loads the industries either side; a tab loads its own at once',
      async (lang, { openPage, problems, expect }) => {
        const { page } = await openPage('desktop')
        await visit(page, problems, `${siteOrigin(lang)}/solution`)
        const explorer = page.locator('[data-block="solutionExplorer"]').first()
        await explorer.locator('.swiper-initialized').waitFor()
        await explorer.locator('.swiper').evaluate((element) => (element as SwiperElement).swiper?.autoplay?.stop())
        // The industries' banners are also the solution cards' pictures, so their requests do not tell the
        // slides apart: each slide's images tell whether they were given their URLs.
        const slides = explorer.locator('.swiper-slide')
        const last = (await slides.count()) - 1
        expect(last).toBeGreaterThan(2)
        const given = (index: number) =>
          slides
            .nth(index)
            .locator('img')
            .evaluateAll((images) => images.length > 0 && images.every((image) => image.hasAttribute('src')))
        const givenAt = (indexes: number[]) => Promise.all(indexes.map(given))
        expect(await given(0)).toBe(true)
        expect(await givenAt([1, 2, last])).toEqual([false, false, false])

        await explorer.locator('.swiper').hover()
        await expect.poll(() => givenAt([1, last])).toEqual([true, true])
        expect(await given(2)).toBe(false)
        await explorer.locator('[role="tab"]').nth(2).click()
        await expect.poll(() => given(2)).toBe(true)
        const picture = slides.nth(2).locator('img').first()
        await expect
          .poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth))
          .toBeGreaterThan(0)
      },
    )
  },
)
