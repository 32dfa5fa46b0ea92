import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import { test, visit } from './support/fixture'
import { siteOrigin, type Lang } from './support/hosts'

// SPEC §9 "lazy images load 100 px before the view", issue 26 "no long task on arrival": the logos of
// /solution's industries, the case cards' customer logos and /ai's portraits load as they near the view,
// through the page's lazy-image loader (runtime/media/lazy-img.tsx), not from over a thousand pixels away
// as the browser's own `loading="lazy"` would: each of these SVGs is a document the browser lays out on
// arrival. Without JavaScript their <noscript> copies show.

const langs: Lang[] = ['zh', 'en']

/** The paths of every `/demo-assets/art/<prefix>…` picture the page has requested so far. */
function requestsOf(page: Page, prefix: string): () => string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith(`/demo-assets/art/${prefix}`)) seen.push(path)
  })
  return () => [...seen]
}

describe.concurrent('small pictures load as they near the view (SPEC §9, issue 26)', () => {
  for (const lang of langs) {
    test(`${lang} phone: /solution loads the logos of the industry on screen, the next ones as they come`, async ({
      openPage,
      problems,
      expect,
    }) => {
      const { page } = await openPage('mobile')
      const logos = requestsOf(page, 'customer-')
      await visit(page, problems, `${siteOrigin(lang)}/solution`)
      const explorer = page.locator('[data-block="solutionExplorer"]')
      const firstSlideLogos = explorer.locator('.swiper-slide').first().locator('.solution-explorer__logos img')
      const shown = await firstSlideLogos.count()
      expect(shown).toBeGreaterThan(0)
      await expect.poll(() => logos().length).toBe(shown)
      await page.waitForTimeout(500)
      expect(logos()).toHaveLength(shown)
      // The next industry's logos come with its slide.
      await explorer.locator('[role="tab"]').nth(1).click()
      await expect.poll(() => logos().length).toBeGreaterThan(shown)
      const active = explorer.locator('.swiper-slide-active .solution-explorer__logos img')
      await expect
        .poll(() => active.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)))
        .toBe(true)
      expect(await active.first().evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    })

    test(`${lang} phone: /ai loads its portraits as they near the view`, async ({ openPage, problems, expect }) => {
      const { page } = await openPage('mobile')
      const portraits = requestsOf(page, 'portrait-')
      const aiPortraits = requestsOf(page, 'ai-portrait-')
      await visit(page, problems, `${siteOrigin(lang)}/ai`)
      const avatars = page.locator('.ai-story__avatar')
      const count = await avatars.count()
      expect(count).toBeGreaterThan(4)
      await page.waitForTimeout(500)
      const atArrival = portraits().length + aiPortraits().length
      expect(atArrival).toBeLessThan(count)
      await avatars.last().scrollIntoViewIfNeeded()
      await expect.poll(() => portraits().length + aiPortraits().length).toBe(count)
      await expect
        .poll(() => avatars.last().evaluate((image) => (image as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0)
    })

    test(`${lang}: without JavaScript the logos and portraits show their <noscript> copies`, async ({
      openPage,
      problems,
      expect,
    }) => {
      const { page } = await openPage('desktop', { javaScriptEnabled: false })
      for (const [path, selector] of [
        ['/solution', '.solution-explorer__logos img'],
        ['/cases', '.case-cards__customer img'],
        ['/ai', 'img.ai-story__avatar'],
      ] as const) {
        await visit(page, problems, `${siteOrigin(lang)}${path}`)
        const copy = page.locator(`${selector}:not([data-lazy])`).first()
        await copy.scrollIntoViewIfNeeded()
        await expect
          .poll(() => copy.evaluate((image) => (image as HTMLImageElement).naturalWidth), { message: path })
          .toBeGreaterThan(0)
        // The lazy copy, which no script will give a URL, takes no room.
        const lazy = page.locator(`${selector}[data-lazy="pending"]`).first()
        expect(await lazy.evaluate((image) => getComputedStyle(image).display), path).toBe('none')
      }
    })
  }
})
