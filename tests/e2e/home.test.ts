import { describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { asSites, crosswise } from './support/coverage'
import { test, visit } from './support/fixture'
import { contentApi, hostOf, siteOrigin, type Lang } from './support/hosts'

// SPEC §2 "/" and issue §6: the home page renders the backend's modules, in the backend's order, each
// moduleType through its block. This table is the page rule under test, written out independently of
// pages/shared/home-blocks.ts so that a mapper that reorders, drops or mislabels a module fails here.
const blockOfModuleType: Record<string, string> = {
  CAROUSEL: 'heroCarousel',
  NEWS: 'newsShowcase',
  BUSINESS_CONSULTING: 'consultBanner',
  SOLUTION: 'solutionCarousel',
  Example: 'customerWall',
  PRODUCT: 'productShowcase',
}

interface SiteRow {
  id: number
  title: string
  mark: string
}
interface ModuleRow {
  moduleType: string
}

const markOf: Record<Lang, string> = { zh: 'cn', en: 'en' }

async function siteOf(lang: Lang): Promise<SiteRow> {
  const sites = await contentApi<SiteRow[]>('/site/list')
  const site = sites.find((candidate) => candidate.mark === markOf[lang])
  if (site === undefined) throw new Error(`the site list has no site with mark ${markOf[lang]}`)
  return site
}

async function expectedBlocks(lang: Lang): Promise<string[]> {
  const site = await siteOf(lang)
  const modules = await contentApi<ModuleRow[]>('/homepage', { id: site.id })
  return modules.map(
    (module) => blockOfModuleType[module.moduleType] ?? `(no block for moduleType ${module.moduleType})`,
  )
}

/** Top-level blocks in document order (a block may contain nested elements with data-block). */
function renderedBlocks(page: Page): Promise<string[]> {
  return page.$$eval('[data-block]', (elements) =>
    elements
      .filter((element) => element.parentElement?.closest('[data-block]') == null)
      .map((element) => element.getAttribute('data-block') ?? ''),
  )
}

const cases = asSites(crosswise)

describe.concurrent('home page (SPEC §2 "/", issue §6)', () => {
  test.for(cases)(
    '$lang at $viewport renders the backend modules in order, with the shell',
    async ({ lang, viewport }, { openPage, problems, expect }) => {
      const { page } = await openPage(viewport)
      await visit(page, problems, `${siteOrigin(lang)}/`)

      expect(await renderedBlocks(page)).toEqual(await expectedBlocks(lang))

      expect(await page.getAttribute('html', 'lang')).toMatch(lang === 'zh' ? /^zh/ : /^en/)
      expect(await page.title()).toContain((await siteOf(lang)).title)
      expect(await page.getAttribute('meta[name="description"]', 'content')).toMatch(/\S/)
      await expect.poll(() => page.isVisible('[data-testid="site-header"]')).toBe(true)
      await page.locator('[data-testid="site-footer"]').scrollIntoViewIfNeeded()
      expect(await page.isVisible('[data-testid="site-footer"]')).toBe(true)

      // hreflang links between the two hosts, same path (issue §4).
      const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) =>
        links.map((link) => ({ hreflang: link.getAttribute('hreflang') ?? '', href: (link as HTMLLinkElement).href })),
      )
      for (const other of ['zh', 'en'] as const) {
        const link = alternates.find((alternate) => alternate.hreflang.toLowerCase().startsWith(other))
        expect(link, `hreflang link for ${other}`).toBeDefined()
        expect(new URL(link!.href).hostname).toBe(hostOf[other])
        expect(new URL(link!.href).pathname).toBe('/')
      }
    },
  )

  test.for(['desktop', 'mobile'] as const)(
    '%s: every image loads once scrolled into view (SPEC §9 lazy images)',
    async (viewport, { openPage, problems }) => {
      const { page } = await openPage(viewport)
      await visit(page, problems, `${siteOrigin('zh')}/`)
      const images = page.locator('img').filter({ visible: true })
      const count = await images.count()
      expect(count).toBeGreaterThan(0)
      for (let index = 0; index < count; index++) {
        const image = images.nth(index)
        await image.scrollIntoViewIfNeeded()
        const loaded = await image.evaluate(
          (element: HTMLImageElement) =>
            new Promise<boolean>((resolve) => {
              const settled = () => element.complete && element.getAttribute('src') !== null
              if (settled()) return resolve(element.naturalWidth > 0)
              const check = () => settled() && resolve(element.naturalWidth > 0)
              element.addEventListener('load', check)
              element.addEventListener('error', () => resolve(false))
              new MutationObserver(check).observe(element, { attributes: true })
            }),
        )
        expect(loaded, await image.evaluate((element) => element.outerHTML.slice(0, 200))).toBe(true)
      }
    },
  )

  test('at 390 px nothing overflows sideways', async ({ openPage, problems }) => {
    const { page } = await openPage('mobile')
    for (const lang of ['zh', 'en'] as const) {
      await visit(page, problems, `${siteOrigin(lang)}/`)
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }))
      expect(widths.page, lang).toBeLessThanOrEqual(widths.viewport)
    }
  })

  test('the header carries a dark or light theme (SPEC §2 "Navigation behaviour")', async ({ openPage, problems }) => {
    const { page } = await openPage('desktop')
    await visit(page, problems, `${siteOrigin('zh')}/`)
    expect(await page.getAttribute('[data-testid="site-header"]', 'data-theme')).toMatch(/^(dark|light)$/)
  })

  test('every home block carries content, not an empty shell', async ({ openPage, problems }) => {
    const { page } = await openPage('desktop')
    await visit(page, problems, `${siteOrigin('zh')}/`)
    const emptyBlocks = await page.$$eval('[data-block]', (elements) =>
      elements
        .filter(
          (element) =>
            (element.textContent ?? '').trim() === '' && element.querySelector('img, svg, video, canvas') === null,
        )
        .map((element) => element.getAttribute('data-block')),
    )
    expect(emptyBlocks).toEqual([])
  })

  test('the two languages show different content (each host picks its own site)', async ({ openPage, problems }) => {
    const { page } = await openPage('desktop')
    await visit(page, problems, `${siteOrigin('zh')}/`)
    const chinese = await page.locator('body').innerText()
    await visit(page, problems, `${siteOrigin('en')}/`)
    const english = await page.locator('body').innerText()
    expect(chinese).toMatch(/[\u4e00-\u9fff]/)
    expect(chinese).not.toBe(english)
    // The English header is English (the switcher's own "中文" label aside).
    const headerText = await page.$eval('[data-testid="site-header"]', (header) => {
      const copy = header.cloneNode(true) as HTMLElement
      copy.querySelectorAll('[data-testid="language-switcher"]').forEach((switcher) => switcher.remove())
      return copy.textContent ?? ''
    })
    expect(headerText).not.toMatch(/[\u4e00-\u9fff]{2}/)
  })
})
