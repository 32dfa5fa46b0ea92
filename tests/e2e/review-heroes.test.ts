import { describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { PNG } from 'pngjs'
import { test, visit } from './support/fixture'
import { siteOrigin, type Lang } from './support/hosts'
import { crosswise } from './support/coverage'

// Issue 26, the design review: the phone hero's scrim, tab strips on phones, the home news card, the AI
// page's font, the footer's headings, repeated descriptions, sparse journal and about pages, and the text
// column of detail pages. Each test fails if its defect comes back.

const langs: Lang[] = ['zh', 'en']
/** Demo ids are siteId * 1000 + n (content/README.md). */
const idOf = (lang: Lang, n: number) => (lang === 'zh' ? 1000 : 2000) + n

/** WCAG 2 relative luminance of an sRGB colour. */
function luminance(rgb: readonly number[]): number {
  const [r, g, b] = rgb.map((value) => {
    const c = value / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
function contrast(a: readonly number[], b: readonly number[]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}
const rgbOf = (css: string) => (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number)

/** The page's pixels at 1:1 (the fixture's device scale factor), with the elements `hide` names hidden. */
async function pixelsWithout(page: Page, hide: string): Promise<PNG> {
  const style = await page.addStyleTag({ content: `${hide} { visibility: hidden !important; }` })
  const png = PNG.sync.read(await page.screenshot())
  await style.evaluate((element) => (element as Element).remove())
  return png
}
function pixel(png: PNG, x: number, y: number): [number, number, number] {
  const i = (Math.round(y) * png.width + Math.round(x)) * 4
  return [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!]
}
/** Mean colour of one row of pixels. */
function rowColour(png: PNG, y: number): [number, number, number] {
  const sum = [0, 0, 0]
  for (let x = 0; x < png.width; x++) pixel(png, x, y).forEach((value, c) => (sum[c]! += value))
  return sum.map((value) => value / png.width) as [number, number, number]
}

async function settleHeader(page: Page): Promise<void> {
  const header = page.locator('[data-testid="site-header"]')
  await page.waitForFunction(() => document.querySelector<HTMLElement>('.site-header')?.dataset.bannerTheme)
  await header.evaluate(async (element) => {
    await Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => {})))
  })
}

describe.concurrent('phone hero: one scrim from the top, behind a white header (issue 26)', () => {
  // The slide on screen: /solution opens on a light picture, / and /ai on dark ones.
  const heroes = [
    { path: '/', text: 'main .block:first-child .hero-carousel__content > :is(h1, h2, p)' },
    { path: '/ai', text: 'main .block:first-child .hero-carousel__content > :is(h1, h2, p)' },
    { path: '/solution', text: 'main .block:first-child .solution-explorer__content > :is(h1, h2, p)' },
  ]
  test.for(langs.flatMap((lang) => heroes.map((hero) => ({ lang, ...hero }))))(
    '$lang $path',
    async ({ lang, path, text }, { openPage, problems }) => {
      const { page } = await openPage('mobile')
      await visit(page, problems, `${siteOrigin(lang)}${path}`)
      await settleHeader(page)
      const header = page.locator('[data-testid="site-header"]')
      // Transparent and white over the scrim, whatever the picture.
      expect(await header.getAttribute('data-solid')).toBe('false')
      expect(await header.getAttribute('data-theme')).toBe('dark')
      const headerBottom = (await header.boundingBox())!.y + (await header.boundingBox())!.height

      const texts = page.locator(text)
      await texts.first().waitFor()
      const boxes = (await texts.evaluateAll((elements) =>
        elements
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          // The slide on screen (a carousel's others lie beside it).
          .filter(
            ({ box }) =>
              box.width > 0 && box.left >= -1 && box.right <= window.innerWidth + 1 && box.bottom <= window.innerHeight,
          )
          .map(({ element, box }) => {
            return { x: box.x, y: box.y, width: box.width, height: box.height, colour: getComputedStyle(element).color }
          }),
      )) as Array<{ x: number; y: number; width: number; height: number; colour: string }>
      expect(boxes.length).toBeGreaterThan(0)

      // What lies behind the header and the text: the header's contents, the slide's text and the dots hidden.
      const png = await pixelsWithout(
        page,
        '[data-testid="site-header"] *, .hero-carousel__content, .solution-explorer__content, .swiper-pagination, .floating-actions',
      )
      // No seam: just above the header's bottom edge and a little below it the scrim is the same.
      const above = rowColour(png, headerBottom - 8)
      const below = rowColour(png, headerBottom + 24)
      const step = Math.max(...above.map((value, c) => Math.abs(value - below[c]!)))
      expect(step, `colour step across the header's bottom edge (${above} → ${below})`).toBeLessThanOrEqual(12)
      // White header items over what is behind the header: its lightest pixel still gives 4.5:1.
      let lightest = 0
      for (let y = 4; y < headerBottom - 4; y += 2)
        for (let x = 0; x < png.width; x += 2) lightest = Math.max(lightest, luminance(pixel(png, x, y)))
      expect((1 + 0.05) / (lightest + 0.05), 'white header over the scrim').toBeGreaterThanOrEqual(4.5)
      // The hero's text keeps 4.5:1 against the lightest pixel behind it.
      for (const box of boxes) {
        let worst = Infinity
        for (let y = box.y + 1; y < box.y + box.height - 1; y += 2)
          for (let x = box.x + 1; x < Math.min(box.x + box.width, png.width) - 1; x += 2)
            worst = Math.min(worst, contrast(rgbOf(box.colour), pixel(png, x, y)))
        expect(worst, `hero text at y ${Math.round(box.y)}`).toBeGreaterThanOrEqual(4.5)
      }
    },
  )
})

describe.concurrent('tab strips on phones show that they scroll (issue 26)', () => {
  const strips = (lang: Lang) => [
    { path: '/cases', strip: '.side-anchors__list' },
    { path: `/product/${idOf(lang, 401)}`, strip: '.tabs-block__list' },
    { path: `/activity/${idOf(lang, 701)}`, strip: '.section-nav' },
  ]
  test.for(langs)('%s', async (lang, { openPage, problems }) => {
    const { page } = await openPage('mobile')
    let overflowing = 0
    for (const { path, strip } of strips(lang)) {
      await visit(page, problems, `${siteOrigin(lang)}${path}`)
      const all = page.locator(strip)
      expect(await all.count(), path).toBeGreaterThan(0)
      for (const element of await all.all()) {
        await element.scrollIntoViewIfNeeded()
        const read = () =>
          element.evaluate((list) => {
            const style = getComputedStyle(list)
            const box = list.getBoundingClientRect()
            const fade = (name: string) => parseFloat(style.getPropertyValue(name)) || 0
            return {
              overflows: list.scrollWidth > list.clientWidth + 1,
              scrollable: style.overflowX === 'auto' || style.overflowX === 'scroll',
              masked: style.maskImage !== 'none',
              fadeStart: fade('--scroll-strip-fade-start'),
              fadeEnd: fade('--scroll-strip-fade-end'),
              // A label that the strip's right edge cuts (its box runs past the strip's visible box).
              cut: [...list.querySelectorAll('a, button')].some((item) => {
                const own = item.getBoundingClientRect()
                return own.width > 0 && own.left < box.right - 1 && own.right > box.right + 1
              }),
            }
          })
        const start = await read()
        if (start.cut) expect(start.overflows, `${path}: a label is cut but the strip does not scroll`).toBe(true)
        if (!start.overflows) {
          // A strip that fits fades nothing.
          expect(start.fadeStart + start.fadeEnd, `${path}: a strip that fits`).toBe(0)
          continue
        }
        overflowing++
        // At its start: scrollable, and the far edge fades; the near one does not.
        expect(start, path).toMatchObject({ scrollable: true, masked: true, fadeStart: 0 })
        expect(start.fadeEnd, `${path}: the far edge fades`).toBeGreaterThanOrEqual(24)
        // Scrolled to its end: the near edge fades, the far one no longer.
        await element.evaluate(async (list) => {
          list.style.scrollSnapType = 'none'
          list.scrollLeft = list.scrollWidth
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        })
        const end = await read()
        expect(end.fadeStart, `${path}: scrolled to the end, the near edge fades`).toBeGreaterThanOrEqual(24)
        expect(end.fadeEnd, `${path}: scrolled to the end`).toBe(0)
      }
    }
    // Some of the demo's strips do overflow at 390 px: the test measured something.
    expect(overflowing).toBeGreaterThanOrEqual(1)
  })
})

describe.concurrent('home news block: no empty band in the featured card (issue 26)', () => {
  test.for(langs)('%s desktop', async (lang, { openPage, problems }) => {
    const { page } = await openPage('desktop')
    await visit(page, problems, `${siteOrigin(lang)}/`)
    const lead = page.locator('.news-showcase__lead').first()
    await lead.scrollIntoViewIfNeeded()
    const { card, text, list } = await lead.evaluate((element) => {
      const box = (selector: string) =>
        element.closest('.news-showcase__grid')!.querySelector(selector)!.getBoundingClientRect()
      return {
        card: element.getBoundingClientRect().toJSON() as DOMRect,
        text: box('.news-showcase__lead-text').toJSON() as DOMRect,
        list: box('.news-showcase__list').toJSON() as DOMRect,
      }
    })
    // The card is as tall as the list beside it, and its text ends at its bottom.
    expect(Math.abs(card.bottom - Math.max(list.bottom, text.bottom))).toBeLessThanOrEqual(2)
    expect(card.bottom - text.bottom).toBeLessThanOrEqual(40)
  })
})

describe.concurrent('/ai: the framed page uses the page font (issue 26)', () => {
  test.for(langs)('%s desktop', async (lang, { openPage, problems }) => {
    const { page } = await openPage('desktop')
    await visit(page, problems, `${siteOrigin(lang)}/ai`)
    const frameElement = page.locator('[data-testid="ai-frame"]')
    await frameElement.scrollIntoViewIfNeeded()
    const frame = await (await frameElement.elementHandle())!.contentFrame()
    await frame!.locator('[data-testid="frame-play"]').first().waitFor()
    const pageFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily)
    const frameFonts = await frame!.evaluate(() => ({
      body: getComputedStyle(document.body).fontFamily,
      button: getComputedStyle(document.querySelector('[data-testid="frame-play"]')!).fontFamily,
    }))
    expect(frameFonts).toEqual({ body: pageFont, button: pageFont })
  })
})

describe.concurrent('footer: Follow us holds only the channels to follow (issue 26)', () => {
  const headings = {
    zh: { support: '服务与咨询', follow: '关注我们' },
    en: { support: 'Support and sales', follow: 'Follow us' },
  }
  test.for(crosswise)('%s %s', async ([lang, viewport], { openPage, problems }) => {
    const { page } = await openPage(viewport)
    await visit(page, problems, `${siteOrigin(lang)}/`)
    const footer = page.locator('[data-testid="site-footer"]')
    const follow = footer.locator('[data-testid="footer-follow"]')
    expect((await follow.locator('h2').innerText()).trim()).toBe(headings[lang].follow)
    // Only QR-code channels: no plain link.
    expect(await follow.locator('.site-footer__link').count()).toBe(0)
    expect(await follow.locator('.footer-qr__item').count()).toBeGreaterThan(0)
    // The support page and the consult form sit under their own heading.
    const support = footer.locator('nav', { has: page.getByRole('heading', { name: headings[lang].support }) })
    const hrefs = await support.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).toContain('/services')
    expect(hrefs.some((href) => href?.startsWith('/form/'))).toBe(true)
  })
})

describe.concurrent('detail pages do not repeat the banner description as body text (issue 26)', () => {
  // Demo: the case's content and the white paper's description both hold the banner's text.
  test.for(langs)('%s', async (lang, { openPage, problems }) => {
    const { page } = await openPage('desktop')
    for (const path of [`/case-detail/${idOf(lang, 201)}`, `/periodical/${idOf(lang, 901)}`]) {
      await visit(page, problems, `${siteOrigin(lang)}${path}`)
      const desc = (await page.locator('main .block:first-child [class$="__desc"]').first().innerText()).trim()
      expect(desc.length, path).toBeGreaterThan(0)
      // The body is there (a white paper's may keep no paragraph but its contents list).
      expect(await page.locator('main .rich-text').count(), path).toBeGreaterThan(0)
      const paragraphs = await page.locator('main .rich-text p').allInnerTexts()
      expect(
        paragraphs.map((p) => p.trim()),
        path,
      ).not.toContain(desc)
    }
  })
})

describe.concurrent('journal detail and /about-us have substance (issue 26)', () => {
  test.for(langs)('%s', async (lang, { openPage, problems }) => {
    const { page } = await openPage('desktop')
    await visit(page, problems, `${siteOrigin(lang)}/periodical/${idOf(lang, 902)}`)
    // Its summary and contents, and other issues linking to their pages (not to itself).
    expect(await page.locator('.publication-detail__contents li').count()).toBeGreaterThan(0)
    const others = await page
      .locator('.publication-detail-more__card')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(others.length).toBeGreaterThan(0)
    expect(others.every((href) => /^\/periodical\/\d+$/.test(href ?? ''))).toBe(true)
    expect(others).not.toContain(`/periodical/${idOf(lang, 902)}`)

    await visit(page, problems, `${siteOrigin(lang)}/about-us`)
    expect(await page.locator('[data-block="featureGrid"] li').count()).toBeGreaterThanOrEqual(3)
    expect(await page.locator('[data-block="newsShowcase"] a[href^="/article-detail/"]').count()).toBeGreaterThan(0)
  })
})

describe.concurrent('detail pages on desktop: a balanced text column (issue 26)', () => {
  test.for(langs)('%s: case detail and article', async (lang, { openPage, problems }) => {
    const { page } = await openPage('desktop')
    for (const path of [`/case-detail/${idOf(lang, 201)}`, `/article-detail/news/${idOf(lang, 601)}`]) {
      await visit(page, problems, `${siteOrigin(lang)}${path}`)
      const layout = await page.locator('.anchored-rich-text__layout').evaluate((container) => {
        const style = getComputedStyle(container)
        const box = container.getBoundingClientRect()
        const inner = {
          left: box.left + parseFloat(style.paddingLeft),
          right: box.right - parseFloat(style.paddingRight),
        }
        const body = container.querySelector('.anchored-rich-text__body')!.getBoundingClientRect()
        const aside = container.querySelector('.side-anchors')!.getBoundingClientRect()
        return { inner, body: { left: body.left, right: body.right }, aside: { left: aside.left, right: aside.right } }
      })
      // The text starts at the container's edge and the aside ends at the other: no empty third.
      expect(Math.abs(layout.body.left - layout.inner.left), path).toBeLessThanOrEqual(1)
      expect(Math.abs(layout.aside.right - layout.inner.right), path).toBeLessThanOrEqual(1)
      expect(layout.body.right, path).toBeLessThan(layout.aside.left)
      // The text column takes more than half of the container.
      expect(layout.body.right - layout.body.left, path).toBeGreaterThan((layout.inner.right - layout.inner.left) / 2)
    }
  })

  test.for(langs)('%s: media detail', async (lang, { openPage, problems }) => {
    const { page } = await openPage('desktop')
    await visit(page, problems, `${siteOrigin(lang)}/media/${idOf(lang, 801)}`)
    const edges = await page.locator('.media-detail').evaluate((article) =>
      ['h1', '.media-detail__cover', '.rich-text'].map((selector) => {
        const box = article.querySelector(selector)!.getBoundingClientRect()
        return { selector, left: Math.round(box.left), right: Math.round(box.right) }
      }),
    )
    const [title, cover, body] = edges
    // Title, cover and text share their left edge; the text is as wide as the cover.
    expect(title!.left).toBe(cover!.left)
    expect(body!.left).toBe(cover!.left)
    expect(body!.right).toBe(cover!.right)
  })
})
