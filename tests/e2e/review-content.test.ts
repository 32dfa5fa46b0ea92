import { describe, expect } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { PNG } from 'pngjs'
import { test, visit, waitForHydration, type ViewportName } from './support/fixture'
import { siteOrigin, type Lang } from './support/hosts'
import { crosswise, crosswiseSwapped } from './support/coverage'

// Issue 26, the design review's content defects on phones and in forms: diagrams whose labels shrank to
// 6–7 px, a table cut mid-word with no sign that it scrolls, native form controls and a toast over the
// email field, two-up case cards with six-line titles. Each test fails if its defect comes back.

const langs: Lang[] = ['zh', 'en']
/** Demo ids are siteId * 1000 + n (content/README.md). */
const idOf = (lang: Lang, n: number) => (lang === 'zh' ? 1000 : 2000) + n
/** The smallest text a phone visitor is asked to read in a diagram. */
const MIN_LABEL_PX = 11

/** Brings a lazy image into view and waits until it has loaded. */
async function loaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded()
  await image.evaluate(async (img: HTMLImageElement) => {
    if (!img.complete || img.naturalWidth === 0) {
      await new Promise((resolve, reject) => {
        img.addEventListener('load', resolve, { once: true })
        img.addEventListener('error', reject, { once: true })
      })
    }
  })
}

/**
 * The rendered size of an SVG picture's smallest text: its smallest font-size (read from the SVG itself)
 * times the rendered width over the SVG's own width.
 */
async function smallestLabelPx(page: Page, image: Locator): Promise<number> {
  await loaded(image)
  const { src, rendered } = await image.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc,
    rendered: img.getBoundingClientRect().width,
  }))
  const svg = await page.evaluate(async (url) => (await fetch(url)).text(), src)
  const width = Number(/<svg[^>]*\swidth="([\d.]+)"/.exec(svg)?.[1] ?? /viewBox="[\d.]+ [\d.]+ ([\d.]+)/.exec(svg)?.[1])
  const sizes = [...svg.matchAll(/font-size(?:="|:\s*)([\d.]+)/g)].map((match) => Number(match[1]))
  expect(width, `${src} declares its width`).toBeGreaterThan(0)
  expect(sizes.length, `${src} has text`).toBeGreaterThan(0)
  return (Math.min(...sizes) * rendered) / width
}

describe.concurrent('phone: diagram labels stay legible', () => {
  test.for(langs)('%s: /product/{id} blueprint', async (lang, { openPage, problems }) => {
    const { page } = await openPage('mobile')
    await visit(page, problems, `${siteOrigin(lang)}/product/${idOf(lang, 401)}`)
    const image = page.locator('.tabs-block__figure img').first()
    expect(await smallestLabelPx(page, image)).toBeGreaterThanOrEqual(MIN_LABEL_PX)
    // The picture scrolls sideways inside its box, and the keyboard reaches it; the page itself does not widen.
    const figure = page.locator('.tabs-block__figure').first()
    expect(await figure.evaluate((box) => box.scrollWidth > box.clientWidth && box.tabIndex === 0)).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test.for(langs)('%s: /services figure', async (lang, { openPage, problems }) => {
    const { page } = await openPage('mobile')
    await visit(page, problems, `${siteOrigin(lang)}/services`)
    const image = page.locator('.rich-text figure img').first()
    expect(await smallestLabelPx(page, image)).toBeGreaterThanOrEqual(MIN_LABEL_PX)
    const figure = page.locator('.rich-text figure').first()
    expect(await figure.evaluate((box) => box.scrollWidth > box.clientWidth && box.tabIndex === 0)).toBe(true)
    // The caption stays in view, within the column.
    const caption = await figure.evaluate((box) => {
      const own = box.getBoundingClientRect()
      const text = box.querySelector('figcaption')!.getBoundingClientRect()
      return { inside: text.left >= own.left - 1 && text.right <= own.right + 1 }
    })
    expect(caption.inside).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

/** Mean darkness (0 white – 255 black) of a vertical strip `width` px wide at the box's right edge. */
async function rightEdgeDarkness(page: Page, box: Locator, width: number): Promise<number> {
  const rect = (await box.boundingBox())!
  const png = PNG.sync.read(
    await page.screenshot({ clip: { x: rect.x + rect.width - width, y: rect.y, width, height: rect.height } }),
  )
  let sum = 0
  for (let i = 0; i < png.data.length; i += 4) sum += 255 - (png.data[i]! + png.data[i + 1]! + png.data[i + 2]!) / 3
  return sum / (png.data.length / 4)
}

describe.concurrent('phone: a rich-text table that scrolls shows it', () => {
  test.for(langs)('%s: /services', async (lang, { openPage, problems }) => {
    const { page } = await openPage('mobile')
    await visit(page, problems, `${siteOrigin(lang)}/services`)
    const table = page.locator('.rich-text table').first()
    await table.scrollIntoViewIfNeeded()
    const overflow = await table.evaluate((element) => ({
      scrolls: element.scrollWidth > element.clientWidth,
      focusable: element.tabIndex === 0,
    }))
    expect(overflow.focusable).toBe(true)
    if (lang === 'en') expect(overflow.scrolls, 'the English table is wider than a phone').toBe(true)
    if (!overflow.scrolls) return
    // A shadow darkens the edge where columns are hidden, and goes once the last column is reached.
    const hidden = await rightEdgeDarkness(page, table, 6)
    await table.evaluate((element) => {
      element.scrollLeft = element.scrollWidth
    })
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const reached = await rightEdgeDarkness(page, table, 6)
    expect(hidden - reached).toBeGreaterThan(12)
  })
})

/** The contact modal's form: opened from the floating consult button, or by itself on /form/{id}. */
async function openContactForm(page: Page, how: 'consult' | 'form page'): Promise<Locator> {
  if (how === 'consult') {
    await waitForHydration(page, '[data-testid="floating-consult"]')
    await page.click('[data-testid="floating-consult"]')
  }
  const modal = page.locator('[data-testid="contact-modal"]')
  await modal.locator('[data-testid="form-submit"]').waitFor({ state: 'visible' })
  return modal
}

// The contact modal and the form page each in both languages and at both widths, between them in all four pairings.
const formCases = [
  ...crosswise.map(([lang, viewport]) => [lang, viewport, 'consult'] as const),
  ...crosswiseSwapped.map(([lang, viewport]) => [lang, viewport, 'form page'] as const),
]

describe.concurrent('forms: styled controls; the invalid toast covers no field', () => {
  test.for(formCases)('%s %s %s', async ([lang, viewport, how], { openPage, problems }) => {
    const { page } = await openPage(viewport satisfies ViewportName)
    await visit(page, problems, `${siteOrigin(lang)}${how === 'consult' ? '/' : `/form/${lang === 'zh' ? 1 : 2}`}`)
    const modal = await openContactForm(page, how)

    const controls = await modal.evaluate((root) =>
      [
        ...root.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
          'input[type=radio], input[type=checkbox], select',
        ),
      ].map((control) => {
        const style = getComputedStyle(control)
        return {
          kind: control instanceof HTMLSelectElement ? 'select' : control.type,
          appearance: style.appearance,
          // The site's own indicator: a chevron on the select, a drawn ring or box on the others.
          drawn:
            control instanceof HTMLSelectElement ? style.backgroundImage !== 'none' : style.borderStyle === 'solid',
        }
      }),
    )
    if (how === 'consult') {
      expect(new Set(controls.map((control) => control.kind))).toEqual(new Set(['radio', 'checkbox', 'select']))
    }
    for (const control of controls) expect(control, control.kind).toMatchObject({ appearance: 'none', drawn: true })

    // A checked radio shows it; the keyboard's focus is visible.
    const radio = modal.locator('input[type=radio]').first()
    if ((await radio.count()) > 0) {
      const unchecked = await radio.evaluate((input) => getComputedStyle(input).backgroundImage)
      await radio.focus()
      await page.keyboard.press('Space')
      const checked = await radio.evaluate((input) => ({
        on: (input as HTMLInputElement).checked,
        image: getComputedStyle(input).backgroundImage,
        ring: getComputedStyle(input).boxShadow,
      }))
      expect(checked.on).toBe(true)
      expect(checked.image).not.toBe(unchecked)
      expect(checked.ring).not.toBe('none')
    }

    await modal.locator('[data-testid="form-submit"]').click()
    // The toast shows for 2 s: the fields it covers are read as soon as it has settled in place.
    const covered = await page.waitForFunction(() => {
      const toast = document.querySelector('[data-testid="toast"]')
      if (!toast || toast.getAnimations().length > 0) return null
      const toastBox = toast.getBoundingClientRect()
      return [...document.querySelectorAll('[data-testid="contact-modal"] :is(input, select, textarea)')]
        .filter((field) => field.checkVisibility())
        .filter((field) => {
          const box = field.getBoundingClientRect()
          return (
            box.left < toastBox.right &&
            box.right > toastBox.left &&
            box.top < toastBox.bottom &&
            box.bottom > toastBox.top
          )
        })
        .map((field) => field.id)
    })
    expect(await covered.jsonValue()).toEqual([])
  })
})

describe.concurrent('phone: two-up case cards read well, their logos large enough to read', () => {
  const pages = langs.flatMap((lang) =>
    ['/cases', `/product-category/${idOf(lang, 301)}`].map((path) => [lang, path] as const),
  )
  test.for(pages)('%s %s', async ([lang, path], { openPage, problems }) => {
    const { page } = await openPage('mobile')
    await visit(page, problems, `${siteOrigin(lang)}${path}`)
    const cards = await page.locator('.case-cards__card').evaluateAll((all) =>
      all.map((card) => {
        const title = card.querySelector('.case-cards__title')!
        const lineHeight = parseFloat(getComputedStyle(title).lineHeight)
        const logo = card.querySelector('.case-cards__customer img')?.getBoundingClientRect()
        const name = card.querySelector('.case-cards__customer span')?.getBoundingClientRect()
        const desc = card.querySelector('.case-cards__desc')
        return {
          lines: Math.round(title.getBoundingClientRect().height / lineHeight),
          // Logo and name share one left edge, the name below the logo.
          aligned: !logo || !name || (Math.abs(logo.left - name.left) <= 1 && name.top >= logo.bottom - 1),
          desc: desc === null || (desc.checkVisibility() && desc.getBoundingClientRect().height > 0),
          // A word mark is 240×96 with its name up to 32 units tall: at 30 px the name is about 10 px.
          logoHeight: logo?.height ?? 30,
        }
      }),
    )
    expect(cards.length).toBeGreaterThan(0)
    for (const card of cards) expect(card).toMatchObject({ aligned: true, desc: true })
    expect(Math.max(...cards.map((card) => card.lines))).toBeLessThanOrEqual(3)
    expect(Math.min(...cards.map((card) => card.logoHeight)), 'the logo chip is readable').toBeGreaterThanOrEqual(30)
  })
})

describe.concurrent("tablet: three case cards a row leave the customer's name room to read", () => {
  const pages = langs.flatMap((lang) => ['/cases', `/product/${idOf(lang, 401)}`].map((path) => [lang, path] as const))
  test.for(pages)('%s %s at 768 px', async ([lang, path], { openPage, problems }) => {
    const { page } = await openPage('desktop', { viewport: { width: 768, height: 1024 } })
    await visit(page, problems, `${siteOrigin(lang)}${path}`)
    const grid = page.locator('.case-cards__grid').first()
    await grid.scrollIntoViewIfNeeded()
    const names = await grid.locator('.case-cards__customer').evaluateAll((all) =>
      all.map((customer) => {
        const logo = customer.querySelector('img')!.getBoundingClientRect()
        const name = customer.querySelector('span')!
        const box = name.getBoundingClientRect()
        return {
          // The name below the logo, on its left edge, as wide as the card's text: never a column of characters.
          below: box.top >= logo.bottom - 1 && Math.abs(box.left - logo.left) <= 1,
          lines: Math.round(box.height / parseFloat(getComputedStyle(name).lineHeight)),
        }
      }),
    )
    expect(names.length).toBeGreaterThanOrEqual(3)
    for (const name of names) expect(name.below).toBe(true)
    expect(Math.max(...names.map((name) => name.lines))).toBeLessThanOrEqual(2)
  })
})
