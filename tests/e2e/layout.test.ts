import { describe, expect } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { test, visit } from './support/fixture'
import { siteOrigin, type Lang } from './support/hosts'
import { crosswise, crosswiseSwapped, everyLanguageAtEveryWidth } from './support/coverage'

// Issue 12: visible layout defects found by trying every SPEC §2 route in both languages at 1440×900 and
// 390×844. Each test here fails if its defect comes back.

const langs: Lang[] = ['zh', 'en']
/** Demo ids are siteId * 1000 + n (content/README.md). */
const idOf = (lang: Lang, n: number) => (lang === 'zh' ? 1000 : 2000) + n

interface Box {
  x: number
  y: number
  width: number
  height: number
}

/**
 * Scrolls to the bottom in steps, so lazy images and islands that wake on sight settle as a visitor would
 * see them: each step waits for the frames that run the scroll's observers, the end for every island on
 * sight to have hydrated and no list to be loading.
 */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined))))
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await nextFrames()
    }
  })
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.clientReady === 'true' &&
      [...document.querySelectorAll('[data-island-when="visible"]')].every(
        (island) => !island.checkVisibility() || island.getAttribute('data-island-hydrated') === 'true',
      ) &&
      document.querySelector('main [aria-busy="true"]') === null,
  )
}

/** Resolves once the CSS transitions running on `element` and inside it have ended. */
async function transitionsEnded(element: Locator): Promise<void> {
  await element.evaluate(async (root) => {
    const transitions = root.getAnimations({ subtree: true }).filter((animation) => animation instanceof CSSTransition)
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)))
  })
}

describe.concurrent('/services: the rich text keeps the page gutters', () => {
  test.for(crosswiseSwapped)('%s %s', async ([lang, viewport], { openPage, problems }) => {
    const { page } = await openPage(viewport)
    await visit(page, problems, `${siteOrigin(lang)}/services`)
    const text = page.locator('[data-block="richText"] .rich-text').first()
    const { left, right } = await text.evaluate((element) => {
      const box = element.getBoundingClientRect()
      return { left: box.left, right: document.documentElement.clientWidth - box.right }
    })
    const gutter = viewport === 'desktop' ? 40 : 20
    expect(left).toBeGreaterThanOrEqual(gutter)
    expect(right).toBeGreaterThanOrEqual(gutter)
  })
})

describe.concurrent('header: one current item, the most specific one', () => {
  test.for(everyLanguageAtEveryWidth.filter(([, viewport]) => viewport === 'desktop'))(
    '%s %s: /about-us/news is News only',
    async ([lang, viewport], { openPage, problems }) => {
      const { page } = await openPage(viewport)
      await visit(page, problems, `${siteOrigin(lang)}/about-us/news`)
      const current = page.locator('[data-testid="site-header"] [aria-current="page"]')
      expect(await current.count()).toBe(1)
      expect(await current.getAttribute('href')).toBe('/about-us/news')
    },
  )
})

describe.concurrent('no white band between a coloured last section and the footer', () => {
  const routes = (lang: Lang) => ['/', '/ai', `/product/${idOf(lang, 401)}`]
  test.for(crosswise)('%s %s', async ([lang, viewport], { openPage, problems }) => {
    const { page } = await openPage(viewport)
    for (const route of routes(lang)) {
      await visit(page, problems, `${siteOrigin(lang)}${route}`)
      await scrollThrough(page)
      const gap = await page.evaluate(() => {
        const blocks = document.querySelectorAll('main > .block')
        const last = blocks[blocks.length - 1]!.getBoundingClientRect()
        return document.querySelector('footer')!.getBoundingClientRect().top - last.bottom
      })
      expect(Math.abs(gap), route).toBeLessThan(1)
    }
  })
})

describe.concurrent('/article-detail: the body does not repeat the description', () => {
  test.for(langs)('%s', async (lang, { openPage, problems }) => {
    const { page } = await openPage('desktop')
    await visit(page, problems, `${siteOrigin(lang)}/article-detail/news/${idOf(lang, 601)}`)
    const desc = (await page.locator('[data-block="articleHeader"] .article-header__desc').innerText()).trim()
    expect(desc).not.toBe('')
    const firstParagraph = (
      await page.locator('[data-block="anchoredRichText"] .rich-text > *').first().innerText()
    ).trim()
    expect(firstParagraph).not.toBe(desc)
  })
})

describe.concurrent('/case-detail banner: nothing cut, the logo clear of the menu', () => {
  test.for(crosswise)('%s %s', async ([lang, viewport], { openPage, problems }) => {
    const { page } = await openPage(viewport)
    for (const n of [201, 202]) {
      await visit(page, problems, `${siteOrigin(lang)}/case-detail/${idOf(lang, n)}`)
      const banner = page.locator('.detail-banner').first()
      const result = await banner.evaluate((section) => {
        const box = section.getBoundingClientRect()
        const content = [...section.querySelectorAll('.detail-banner__content > *')].map((element) => {
          const own = element.getBoundingClientRect()
          const style = getComputedStyle(element)
          const lineHeight = parseFloat(style.lineHeight)
          const lines = (own.height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) / lineHeight
          return {
            name: element.className,
            top: own.top,
            bottom: own.bottom,
            isText: element.tagName === 'P' || /^H\d$/.test(element.tagName),
            lines,
          }
        })
        const header = document.querySelector('[data-testid="site-header"]')!.getBoundingClientRect()
        return { top: box.top, bottom: box.bottom, headerBottom: header.bottom, content }
      })
      for (const part of result.content) {
        expect(part.top, `${n} ${part.name}`).toBeGreaterThanOrEqual(result.top)
        expect(part.bottom, `${n} ${part.name}`).toBeLessThanOrEqual(result.bottom)
        // A text box that holds a whole number of lines is not cut through a line.
        if (part.isText)
          expect(Math.abs(part.lines - Math.round(part.lines)), `${n} ${part.name}: ${part.lines} lines`).toBeLessThan(
            0.05,
          )
      }
      // The first item (the customer logo chip) keeps a clear distance from the fixed header.
      expect(result.content[0]!.top - result.headerBottom).toBeGreaterThanOrEqual(16)
    }
  })
})

/**
 * Average colour of what the page shows in `clip` once the elements `hide` names are hidden, from a
 * screenshot (decoded on a blank page of the same context: the site's CSP allows no data: fetch).
 */
async function averageColourBehind(page: Page, clip: Box, hide: string): Promise<[number, number, number]> {
  const setHidden = (hidden: boolean) =>
    page.evaluate(
      ([selector, value]) => {
        for (const element of document.querySelectorAll<HTMLElement>(selector as string))
          element.style.visibility = value ? 'hidden' : ''
      },
      [hide, hidden] as const,
    )
  await setHidden(true)
  const png = await page.screenshot({ clip })
  await setHidden(false)
  const scratch = await page.context().newPage()
  try {
    return await scratch.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
      const context = canvas.getContext('2d')!
      context.drawImage(bitmap, 0, 0)
      const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data
      const sum = [0, 0, 0]
      for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 3; c++) sum[c]! += data[i + c]!
      const n = data.length / 4
      return [sum[0]! / n, sum[1]! / n, sum[2]! / n] as [number, number, number]
    }, png.toString('base64'))
  } finally {
    await scratch.close()
  }
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
const rgbOf = (css: string) => (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number)

describe.concurrent('header theme from the banner image, on phones too (SPEC §2), with readable contrast', () => {
  // Demo banners: /services and the even cases are light images, /join-us and the odd cases dark.
  const banners = (lang: Lang) => [
    { path: '/services', tone: 'light' },
    { path: `/case-detail/${idOf(lang, 202)}`, tone: 'light' },
    { path: '/join-us', tone: 'dark' },
    { path: `/case-detail/${idOf(lang, 201)}`, tone: 'dark' },
  ]
  test.for(crosswise)('%s %s', async ([lang, viewport], { openPage, problems, expect }) => {
    const { page } = await openPage(viewport)
    for (const { path, tone } of banners(lang)) {
      await visit(page, problems, `${siteOrigin(lang)}${path}`)
      const header = page.locator('[data-testid="site-header"]')
      await expect.poll(() => header.getAttribute('data-banner-theme'), { message: path, timeout: 10_000 }).toBe(tone)
      // Over a light image the header is dark on transparent, over a dark one white on transparent.
      expect(await header.getAttribute('data-theme'), path).toBe(tone)
      await transitionsEnded(header) // the header's colour transition
      const headerBox = (await header.boundingBox())!
      const behindHeader = await averageColourBehind(page, headerBox, '[data-testid="site-header"]')
      const headerColour = rgbOf(await header.evaluate((element) => getComputedStyle(element).color))
      expect(contrast(headerColour, behindHeader), `${path}: header text over the banner`).toBeGreaterThanOrEqual(4.5)

      // The banner's title (large text, 3:1) is readable over the image behind it: no grey wash needed.
      const title = page.locator('main [class$="__title"]').first()
      const titleBox = (await title.boundingBox())!
      const behindTitle = await averageColourBehind(page, titleBox, 'main [class$="__title"]')
      const titleColour = rgbOf(await title.evaluate((element) => getComputedStyle(element).color))
      expect(contrast(titleColour, behindTitle), `${path}: banner title`).toBeGreaterThanOrEqual(3)
      if (tone === 'light') {
        // A light banner is shown light: nothing lays a dark wash over it.
        const banner = await page.evaluate(() => {
          // The banner's own section: an island's block may hold a resource hint or its props before it.
          const section = document.querySelector('main .block > section')!
          const before = getComputedStyle(section, '::before')
          return {
            tone: section.getAttribute('data-text-tone'),
            wash: before.content !== 'none' && before.backgroundImage !== 'none',
          }
        })
        expect(banner, path).toEqual({ tone: 'light', wash: false })
      }
    }
  })
})

describe.concurrent('the floating consult and back-to-top buttons never cover a control', () => {
  test.for(crosswiseSwapped)(
    '%s %s: /activity and /media, from top to bottom',
    async ([lang, viewport], { openPage, problems }) => {
      const { page } = await openPage(viewport)
      for (const path of ['/activity', '/media']) {
        await visit(page, problems, `${siteOrigin(lang)}${path}`)
        await page.evaluate(() => (document.documentElement.style.scrollBehavior = 'auto'))
        const height = await page.evaluate(() => document.documentElement.scrollHeight)
        for (let y = 0; y <= height; y += 250) {
          // The floating buttons answer the scroll event (back-to-top shows past 400 px), then fade.
          await page.evaluate(async (top) => {
            const from = window.scrollY
            const scrolled = new Promise((resolve) => window.addEventListener('scroll', resolve, { once: true }))
            window.scrollTo(0, top)
            if (window.scrollY !== from) await scrolled
          }, y)
          await transitionsEnded(page.locator('.floating-actions'))
          await transitionsEnded(page.locator('[data-testid="site-header"]'))
          const overlaps = await page.evaluate(() => {
            const visible = (element: Element) => {
              const box = element.getBoundingClientRect()
              const style = getComputedStyle(element)
              return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0'
            }
            const floating = [...document.querySelectorAll('.floating-actions > *')].filter(visible)
            const header = document.querySelector('[data-testid="site-header"]')!
            const headerBox = header.getBoundingClientRect()
            const controls = [
              ...document.querySelectorAll(
                'a[href], button, input, select, textarea, [role="button"], [role="tab"], [tabindex="0"]',
              ),
            ].filter((element) => visible(element) && !element.closest('.floating-actions'))
            const hit = (a: DOMRect, b: DOMRect) =>
              a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
            const found: string[] = []
            for (const button of floating) {
              const own = button.getBoundingClientRect()
              for (const control of controls) {
                const box = control.getBoundingClientRect()
                // Page content scrolled under the fixed header is covered by the header, not by the buttons.
                if (!header.contains(control) && box.top < headerBox.bottom) continue
                if (hit(own, box))
                  found.push(
                    `${button.className} over ${control.tagName}.${control.className} "${(control.textContent ?? '').trim().slice(0, 30)}"`,
                  )
              }
            }
            return found
          })
          expect(overlaps, `${path} at scrollY ${y}`).toEqual([])
        }
      }
    },
  )
})

describe.concurrent('/media carousel: the slide button keeps clear of the title', () => {
  test.for(crosswise)('%s %s', async ([lang, viewport], { openPage, problems }) => {
    const { page } = await openPage(viewport)
    await visit(page, problems, `${siteOrigin(lang)}/media`)
    const gaps = await page.evaluate(() =>
      [...document.querySelectorAll('[data-block="heroCarousel"] .hero-carousel__content')].flatMap((content) => {
        const title = content.querySelector('.hero-carousel__title')
        const next = title?.nextElementSibling
        if (!title || !next) return []
        return [next.getBoundingClientRect().top - title.getBoundingClientRect().bottom]
      }),
    )
    expect(gaps.length).toBeGreaterThan(0)
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(12)
  })
})

describe.concurrent('list filters: dates in the site language, controls in the site design', () => {
  const expected = {
    zh: ['2026年5月1日', '2026年12月31日', '开始日期'],
    en: ['2026/05/01', '2026/12/31', 'From'],
  } as const
  test.for(crosswiseSwapped)('%s %s', async ([lang, viewport], { openPage, problems, expect }) => {
    const { page } = await openPage(viewport)
    for (const path of ['/activity', '/media']) {
      await visit(page, problems, `${siteOrigin(lang)}${path}?from=2026-05-01&to=2026-12-31`)
      const [from, to, emptyFrom] = expected[lang]
      // What the visitor reads is the site's format; the inputs and the URL keep YYYY-MM-DD.
      expect(await page.locator('[data-testid="filter-from-text"]').innerText()).toBe(from)
      expect(await page.locator('[data-testid="filter-to-text"]').innerText()).toBe(to)
      expect(await page.locator('[data-testid="filter-from"]').inputValue()).toBe('2026-05-01')
      // Nothing of the browser's own date format (mm/dd/yyyy) shows through.
      expect(
        await page.locator('[data-testid="filter-from"]').evaluate((input) => getComputedStyle(input).opacity),
      ).toBe('0')
      // Every control keeps within the page's gutters (at 390 px the two date fields' own width once ran the
      // form 11 px into the right one).
      const overhang = await page.locator('[data-testid="list-filters"]').evaluate((form) => {
        const filters = form.closest('.list-filters')!
        const style = getComputedStyle(filters)
        const box = filters.getBoundingClientRect()
        const left = box.left + parseFloat(style.paddingLeft)
        const right = box.right - parseFloat(style.paddingRight)
        return [...filters.querySelectorAll('input, select, button, a, .list-filters__date')]
          .map((control) => control.getBoundingClientRect())
          .filter((rect) => rect.width > 0)
          .map((rect) => Math.max(left - rect.left, rect.right - right))
          .reduce((most, by) => Math.max(most, by), 0)
      })
      expect(overhang, 'px past the gutter').toBeLessThanOrEqual(0.5)
      // The selects draw the site's chevron, not the platform's control.
      for (const select of await page.locator('[data-testid="list-filters"] select').all()) {
        expect(
          await select.evaluate((element) => [
            getComputedStyle(element).appearance,
            getComputedStyle(element).backgroundImage.startsWith('url('),
          ]),
        ).toEqual(['none', true])
      }

      // SPEC §5: one end alone does not apply; the field shows the chosen day at once.
      await visit(page, problems, `${siteOrigin(lang)}${path}`)
      expect(await page.locator('[data-testid="filter-from-text"]').innerText()).toBe(emptyFrom)
      await page.fill('[data-testid="filter-from"]', '2026-05-01')
      // The field's text follows once the plain island its first touch woke has run.
      await expect.poll(() => page.locator('[data-testid="filter-from-text"]').innerText()).toBe(from)
      expect(new URL(page.url()).searchParams.get('from')).toBeNull()
    }
  })
})

// A tablet (768 px, the desktop layout's narrowest): three cards a row left a news title 145 px, and a
// publication's text beside its cover 75 px, cut mid-word at the card's edge. Lists show at most two cards
// a row there, and a publication a row of its own.
describe.concurrent('lists on a tablet: at most two cards a row, a publication a row of its own', () => {
  test.for(langs)('%s at 768 px', async (lang, { openPage, problems, expect }) => {
    const { page } = await openPage('desktop', { viewport: { width: 768, height: 1024 } })
    const rowsOf = () =>
      page.locator('[data-testid="paged-list-item"]').evaluateAll((items) => {
        const tops = items.map((item) => Math.round(item.getBoundingClientRect().top))
        return Math.max(...[...new Set(tops)].map((top) => tops.filter((other) => other === top).length))
      })
    await visit(page, problems, `${siteOrigin(lang)}/about-us/news`)
    expect(await rowsOf()).toBe(2)
    await visit(page, problems, `${siteOrigin(lang)}/periodical`)
    expect(await rowsOf()).toBe(1)
    // Each card has the row; no word of its title runs past the card's edge.
    const cards = await page.locator('.paged-list__card--publication').evaluateAll((elements) =>
      elements.map((card) => {
        const title = card.querySelector('.paged-list__title')!
        return {
          width: card.getBoundingClientRect().width,
          overflow: title.getBoundingClientRect().right - card.getBoundingClientRect().right,
          cutWord: title.scrollWidth > title.clientWidth + 1,
        }
      }),
    )
    expect(cards.length).toBeGreaterThan(0)
    for (const card of cards) expect(card).toMatchObject({ cutWord: false })
    for (const card of cards) expect(card.width).toBeGreaterThanOrEqual(600)
    for (const card of cards) expect(card.overflow).toBeLessThanOrEqual(0)
  })
})
