import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Page, Response } from 'playwright-core'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { discoverIds, httpBackend } from '../../scripts/bench/pages'
import { PICTURE_PATH, startStandin, type StandinServer } from '../../scripts/bench/standin/server'
import { test, visit, waitForHydration, type ViewportName } from './support/fixture'
import { hostOf, type Lang } from './support/hosts'
import { crosswise, crosswiseSwapped, everyLanguageAtEveryWidth, widthsIn } from './support/coverage'
import { freePort, startSiteServer, type SiteServer } from './support/processes'

// SPEC §9 "Images: resized at 1.5 times requested size, quality 100, webp when supported", on content that
// is not the demo's (issue 26): a site on the stand-in CMS, whose file host resizes as OSS does, with
// IMAGE_URL_TEMPLATE set at start (docs/configuration.md). In Chromium (webp), every picture the page shows
// is the service's webp at 1.5 times its display size, a banner on a phone the one cut for 768 × 300; no
// whole 1600×900 PNG is fetched, not even to read a banner's tone; a React island that shows a picture
// (the media detail) renders the server's URLs, so it hydrates without a warning (the fixture fails on any).

const projectRoot = resolve(import.meta.dirname, '../..')
const LANGS: Lang[] = ['zh', 'en']
/** The banner's service size: SPEC §9's 1920 × 450 (desktop) and 768 × 300 (phone), times 1.5. */
const BANNER_SERVICE_SIZE: Record<ViewportName, string> = { desktop: 'w_2880,h_675', mobile: 'w_1152,h_450' }

let standin: StandinServer
let site: SiteServer
let dataDir: string
let mediaId: number

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'site-image-service-'))
  standin = await startStandin({ cacheRoot: join(projectRoot, 'test-results') })
  mediaId = (await discoverIds(httpBackend(standin.url))).media
  const port = await freePort()
  site = await startSiteServer({
    name: 'image-service-site',
    port,
    projectRoot,
    logDir: join(projectRoot, 'test-results'),
    env: {
      SITE_HOSTS: `cn=localhost:${port},en=en.localhost:${port}`,
      API_BASE_URL: standin.url,
      IMAGE_URL_TEMPLATE: standin.imageUrlTemplate,
      FORM_DB_PATH: join(dataDir, 'forms.sqlite'),
      OUTBOX_DB_PATH: join(dataDir, 'outbox.sqlite'),
      STALE_DB_PATH: join(dataDir, 'stale.sqlite'),
      DRIFT_LOG_PATH: join(dataDir, 'drift.sqlite'),
      RATE_LIMIT_DB_PATH: join(dataDir, 'limits.sqlite'),
    },
  })
})

afterAll(async () => {
  await site?.stop()
  await standin?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

const origin = (lang: Lang) => `http://${hostOf[lang]}:${site.port}`

/** The stand-in's picture answers while `page` is open, with their sizes. */
function recordPictures(page: Page): { url: URL; status: number; contentType: string; bytes: Promise<number> }[] {
  const pictures: { url: URL; status: number; contentType: string; bytes: Promise<number> }[] = []
  page.on('response', (response: Response) => {
    const url = new URL(response.url())
    if (url.origin !== standin.url || !url.pathname.startsWith(`${PICTURE_PATH}/`)) return
    pictures.push({
      url,
      status: response.status(),
      contentType: response.headers()['content-type'] ?? '',
      bytes: response.body().then(
        (body) => body.length,
        () => 0,
      ),
    })
  })
  return pictures
}

/** Scrolls to the bottom and back, so lazy pictures load, and waits for every shown picture. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
  })
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.complete || !image.checkVisibility()),
  )
}

describe.concurrent('pictures through the CMS image service (SPEC §9, IMAGE_URL_TEMPLATE)', () => {
  for (const lang of LANGS) {
    for (const viewport of widthsIn(crosswise, lang)) {
      test(`home, ${lang}, ${viewport}: webp at 1.5 times the display size, the banner cut for the screen, no whole PNG`, async ({
        openPage,
        problems,
        expect,
      }) => {
        const { page } = await openPage(viewport)
        const pictures = recordPictures(page)
        await visit(page, problems, `${origin(lang)}/`)
        await page.waitForFunction(() => document.documentElement.dataset.clientReady === 'true')
        await scrollThrough(page)

        const banner = await page
          .locator('.hero-carousel .swiper-slide-active img, .hero-carousel img')
          .first()
          .evaluate((image: HTMLImageElement) => image.currentSrc)
        expect(banner).toContain(`/resize,m_fill,${BANNER_SERVICE_SIZE[viewport]}/quality,q_100/format,webp`)

        const shown = await page.evaluate(() =>
          Array.from(document.images)
            .filter((image) => image.complete && image.currentSrc.includes('/standin-assets/'))
            .map((image) => image.currentSrc),
        )
        expect(shown.length).toBeGreaterThan(3)
        // No picture is drawn much larger than the service cut it: what a box shows (object-fit: cover) of a
        // cut asked for at a size smaller than the box is blurred (the home news block's lead cover was drawn
        // at twice a list card's cut). A box that grows with its text (that lead, 662 × 716–778 here) may
        // enlarge its cut a little; a quarter is the most allowed.
        const enlarged = await page.evaluate(() =>
          Array.from(document.images)
            .filter(
              (image) => image.complete && image.naturalWidth > 0 && image.currentSrc.includes('/standin-assets/'),
            )
            .filter((image) => image.checkVisibility())
            .map((image) => {
              const box = image.getBoundingClientRect()
              const scale = Math.max(box.width / image.naturalWidth, box.height / image.naturalHeight)
              return { url: image.currentSrc, box: `${Math.round(box.width)}×${Math.round(box.height)}`, scale }
            })
            .filter(({ scale }) => scale > 1.25),
        )
        expect(enlarged).toEqual([])
        for (const url of shown)
          expect(url, url).toMatch(/\?x-oss-process=image\/resize,m_fill,w_\d+,h_\d+\/quality,q_100\/format,webp$/)

        expect(pictures.length).toBeGreaterThan(3)
        for (const picture of pictures) {
          expect(picture.status, picture.url.href).toBe(200)
          // Every request names a size: not one whole 1600×900 PNG, the banner's tone included.
          expect(picture.url.searchParams.get('x-oss-process'), picture.url.href).toMatch(/^image\/resize,m_fill,/)
        }
        if (viewport === 'desktop') {
          // The banner's tone is read from a thumbnail of its shape (96 × 23 at 1.5 times), and applied.
          expect(pictures.some(({ url }) => url.searchParams.get('x-oss-process')?.includes('w_96,h_23'))).toBe(true)
          await expect
            .poll(() => page.locator('.hero-carousel').first().getAttribute('data-text-tone'))
            .toMatch(/^(dark|light)$/)
        } else {
          // A phone's banner weighs well under the picture itself (166–176 KB as the stand-in's PNG).
          const bannerAnswer = pictures.find(({ url }) => url.href === banner)
          expect(bannerAnswer?.contentType).toBe('image/webp')
          expect(await bannerAnswer?.bytes).toBeLessThan(100_000)
        }
      })
    }

    for (const viewport of widthsIn(crosswiseSwapped, lang)) {
      test(`the media detail, ${lang}, ${viewport}: its React island renders the server's cover URL and hydrates; the cover fills its box`, async ({
        openPage,
        problems,
        expect,
      }) => {
        const { page } = await openPage(viewport)
        await visit(page, problems, `${origin(lang)}/media/${mediaId}`)
        await page.waitForFunction(() => document.documentElement.dataset.clientReady === 'true')
        // The island wakes at the visitor's first touch (blocks/media-detail/block.ts): a pointer over it.
        await page.hover('.media-detail__cover')
        await page.waitForFunction(() => {
          const article = document.querySelector('.media-detail')
          return article !== null && Object.keys(article).some((key) => key.startsWith('__reactProps$'))
        })
        const cover = page.locator('.media-detail__cover img').first()
        await cover.evaluate((image: HTMLImageElement) => image.decode())
        // SPEC §9's cover size (800 × 450, times 1.5): the 16:9 box's own shape, on any screen.
        expect(await cover.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
          /\/standin-assets\/.+\?x-oss-process=image\/resize,m_fill,w_1200,h_675\/quality,q_100\/format,webp$/,
        )
        const box = await page.locator('.media-detail__cover').boundingBox()
        const shown = await cover.boundingBox()
        expect(Math.abs((shown?.height ?? 0) - (box?.height ?? 0))).toBeLessThanOrEqual(1)
        expect(Math.abs((shown?.width ?? 0) - (box?.width ?? 0))).toBeLessThanOrEqual(1)
      })
    }
  }
})

// Issue 26, looks on content that is not the demo's: the stand-in names its industries with whole sentences
// and gives them long descriptions. The industry banner (`/solution`) grows for them instead of running its
// texts under the header, the dots and the tab band, the button keeps its height, and each tab is one line
// in a strip that scrolls.
describe.concurrent("the industry banner with the stand-in's long texts (issue 26)", () => {
  for (const [lang, viewport] of everyLanguageAtEveryWidth) {
    test(`/solution, ${lang}, ${viewport}: every text between the header and the dots, the button whole, one-line tabs`, async ({
      openPage,
      problems,
      expect,
    }) => {
      const { page } = await openPage(viewport)
      await visit(page, problems, `${origin(lang)}/solution`)
      const box = (selector: string) =>
        page
          .locator(
            `[data-block="solutionExplorer"] .swiper-slide-active ${selector}, [data-block="solutionExplorer"] ${selector}`,
          )
          .first()
          .evaluate((element) => {
            const { top, bottom, height } = element.getBoundingClientRect()
            return { top, bottom, height }
          })
      const header = await page
        .locator('.site-header__bar')
        .evaluate((element) => element.getBoundingClientRect().bottom)
      const dots = await box('.swiper-pagination')
      const eyebrow = await box('.solution-explorer__page-title')
      const button = await box('.solution-explorer__content .block-button')
      expect(eyebrow.top).toBeGreaterThanOrEqual(header)
      expect(button.bottom).toBeLessThanOrEqual(dots.top)
      expect(button.height).toBeGreaterThanOrEqual(40)
      const name = await page
        .locator('[data-block="solutionExplorer"] .solution-explorer__name')
        .first()
        .evaluate((element) => ({
          text: element.textContent ?? '',
          height: element.getBoundingClientRect().height,
          lineHeight: parseFloat(getComputedStyle(element).lineHeight),
        }))
      // The stand-in's names are long enough to need the clamp; the test is moot otherwise.
      expect(name.text.length).toBeGreaterThan(20)
      expect(name.height).toBeLessThanOrEqual(2 * name.lineHeight + 1)

      const tabs = await page
        .locator('[data-block="solutionExplorer"] .solution-explorer__tab')
        .evaluateAll((elements) =>
          elements.map((element) => {
            const style = getComputedStyle(element)
            return { height: element.getBoundingClientRect().height, lineHeight: parseFloat(style.lineHeight) }
          }),
        )
      expect(tabs.length).toBeGreaterThan(1)
      for (const tab of tabs) expect(tab.height).toBeLessThan(2 * tab.lineHeight + 40)
      const strip = page.locator('[data-block="solutionExplorer"] .solution-explorer__tab-strip')
      await expect.poll(() => strip.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto')

      // Moving to the last industry (its dot) brings its tab into the strip's view, clear of the faded edges.
      await waitForHydration(page, '[data-block="solutionExplorer"] .swiper-pagination [data-carousel-go]')
      const last = tabs.length - 1
      await page.click(`[data-block="solutionExplorer"] .swiper-pagination [data-carousel-go="${last}"]`)
      await expect
        .poll(() =>
          strip.evaluate((element, index) => {
            const tab = element.querySelector(`[data-carousel-go="${index}"]`)
            if (tab?.getAttribute('aria-selected') !== 'true') return 'not selected'
            const view = element.getBoundingClientRect()
            const box = tab.getBoundingClientRect()
            return box.left >= view.left && box.right <= view.right ? 'in view' : 'out of view'
          }, last),
        )
        .toBe('in view')
    })
  }
})

// The same on the home page: the solution carousel's tabs (the stand-in has four industries with sentence-long
// names) stay one row of one-line tabs in a strip that scrolls, where wrapped they stacked into four rows; a
// product card's name and description are cut at three and four lines instead of making the row as tall as
// the longest description (nine lines at 1440 px).
describe.concurrent("the home page with the stand-in's long texts (issue 26)", () => {
  for (const [lang, viewport] of everyLanguageAtEveryWidth) {
    test(`/, ${lang}, ${viewport}: solution tabs in one row of one line each, product cards clamped`, async ({
      openPage,
      problems,
      expect,
    }) => {
      const { page } = await openPage(viewport)
      await visit(page, problems, `${origin(lang)}/`)
      const tabs = await page
        .locator('[data-block="solutionCarousel"] .solution-carousel__tab')
        .evaluateAll((elements) =>
          elements.map((element) => {
            const box = element.getBoundingClientRect()
            const style = getComputedStyle(element)
            const px = (value: string) => parseFloat(value) || 0
            const frame = px(style.paddingTop) + px(style.paddingBottom)
            return {
              top: Math.round(box.top),
              textHeight: box.height - frame - px(style.borderTopWidth) - px(style.borderBottomWidth),
              lineHeight: px(style.lineHeight),
              cut: element.scrollWidth > element.clientWidth,
            }
          }),
        )
      expect(tabs.length).toBeGreaterThan(1)
      // The stand-in's names are long enough to be cut with an ellipsis; the test is moot otherwise.
      expect(tabs.some((tab) => tab.cut)).toBe(true)
      expect(new Set(tabs.map((tab) => tab.top)).size, 'the tabs are one row').toBe(1)
      for (const tab of tabs) expect(tab.textHeight).toBeLessThan(1.5 * tab.lineHeight)
      const strip = page.locator('[data-block="solutionCarousel"] .solution-carousel__tabs')
      expect(await strip.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto')
      expect(await strip.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)

      const texts = await page
        .locator('[data-block="productShowcase"] .product-showcase__text')
        .evaluateAll((elements) =>
          elements.map((element) => {
            const lines = (selector: string) => {
              const text = element.querySelector<HTMLElement>(selector)!
              // Its own height, not the height the card's column stretches it to (the description fills it).
              text.style.flex = 'none'
              const { height } = text.getBoundingClientRect()
              const lineHeight = parseFloat(getComputedStyle(text).lineHeight)
              return { lines: height / lineHeight, cut: text.scrollHeight > text.clientHeight + 1 }
            }
            return { name: lines('h3'), desc: lines('p') }
          }),
        )
      expect(texts.length).toBeGreaterThan(0)
      // The stand-in's texts are long enough to be cut somewhere; the test is moot otherwise.
      expect(texts.some((text) => text.desc.cut)).toBe(true)
      for (const text of texts) {
        expect(text.name.lines).toBeLessThanOrEqual(3.05)
        expect(text.desc.lines).toBeLessThanOrEqual(4.05)
      }
    })
  }
})

// A news title on the stand-in runs to five lines on a phone; the carousel's and the list cards' titles are
// cut at three, as teasers of an article they link to.
describe.concurrent("the newsroom with the stand-in's long titles (issue 26)", () => {
  for (const [lang, viewport] of everyLanguageAtEveryWidth) {
    test(`/about-us/news, ${lang}, ${viewport}: the carousel's and the cards' titles at most three lines`, async ({
      openPage,
      problems,
      expect,
    }) => {
      const { page } = await openPage(viewport)
      await visit(page, problems, `${origin(lang)}/about-us/news`)
      const titles = await page.locator('.news-carousel__text h2, .paged-list__title').evaluateAll((elements) =>
        elements
          .filter((element) => element.getBoundingClientRect().height > 0)
          .map((element) => ({
            lines: element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
            cut: element.scrollHeight > element.clientHeight + 1,
          })),
      )
      expect(titles.length).toBeGreaterThan(2)
      // The stand-in's English titles are long enough to be cut somewhere (its Chinese ones fit in three lines).
      if (lang === 'en') expect(titles.some((title) => title.cut)).toBe(true)
      for (const title of titles) expect(title.lines).toBeLessThanOrEqual(3.05)
    })
  }
})

describe('IMAGE_URL_TEMPLATE reaches the browser', () => {
  test('in the page context the islands read, and the content security policy allows the pictures', async () => {
    const response = await fetch(`${origin('zh')}/`)
    const html = await response.text()
    expect(html).toContain(`"imageService":{"template":"${standin.imageUrlTemplate}"}`)
    expect(response.headers.get('content-security-policy')).toContain(
      `img-src 'self' data: blob: https: ${standin.url}`,
    )
  })
})
