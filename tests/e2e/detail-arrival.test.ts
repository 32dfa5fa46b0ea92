import { describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { test, visit, type ProblemLog } from './support/fixture'
import { siteOrigin, type Lang } from './support/hosts'
import { REACT_ISLANDS, scriptSources } from './support/scripts-loaded'

// Issue 26 "No long task on arrival": a detail page loads no React until the visitor touches an island,
// and the island then acts on that first touch (runtime/islands/schedule.ts replays it).

// Demo ids are siteId * 1000 + n (content/README.md): the same n is the same item in both languages.
const idOf = (lang: Lang, n: number) => (lang === 'zh' ? 1000 : 2000) + n
const LANGS: Lang[] = ['zh', 'en']

/** Opens `path`, scrolls to the end as a reader would (no pointer, no key) and returns what loaded. */
async function arrive(page: Page, problems: ProblemLog, url: string): Promise<() => string[]> {
  const sources = scriptSources(page)
  await visit(page, problems, url)
  await page.waitForFunction(() => document.documentElement.dataset.clientReady === 'true')
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await new Promise((next) => requestAnimationFrame(next))
    }
  })
  await page.waitForLoadState('networkidle')
  expect(sources(), `${url}: no React before the visitor's first touch`).not.toContain(REACT_ISLANDS)
  return sources
}

describe.concurrent(
  'detail pages load no React on arrival, and their islands act on the first touch (issue 26)',
  () => {
    for (const lang of LANGS) {
      const origin = siteOrigin(lang)

      test(`${lang}: static detail pages (case, article, periodical) load no React`, async ({ openPage, problems }) => {
        const { page } = await openPage('mobile')
        for (const path of [`/case-detail/${idOf(lang, 201)}`, `/article-detail/news/${idOf(lang, 601)}`]) {
          await arrive(page, problems, `${origin}${path}`)
        }
        await visit(page, problems, `${origin}/periodical`)
        const periodical = await page.locator('a[href^="/periodical/"]').first().getAttribute('href')
        await arrive(page, problems, `${origin}${periodical!}`)
      })

      test(`${lang}: /product/{id} tabs switch on the first click, and by keyboard, without React`, async ({
        openPage,
        problems,
        expect,
      }) => {
        const { page } = await openPage('mobile')
        const url = `${origin}/product/${idOf(lang, 401)}`
        const sources = await arrive(page, problems, url)
        const tabs = page.locator('[data-block="tabs"]').first()
        expect(await tabs.getAttribute('data-island-hydrated')).toBeNull()
        const before = await tabs.getByRole('tabpanel').innerText()
        await tabs.getByRole('tab').nth(1).click()
        // The click woke the island; once its code has run, the click is replayed and switches the tab.
        await expect.poll(() => tabs.getByRole('tab').nth(1).getAttribute('aria-selected')).toBe('true')
        expect(await tabs.getByRole('tab').first().getAttribute('aria-selected')).toBe('false')
        expect(await tabs.getByRole('tabpanel').innerText()).not.toBe(before)
        expect(sources()).not.toContain(REACT_ISLANDS)

        // The keyboard: focus reaches the selected tab, arrow keys move, Enter on a tab keeps it selected.
        await visit(page, problems, url)
        const fresh = page.locator('[data-block="tabs"]').first()
        await fresh.getByRole('tab').first().focus()
        await page.keyboard.press('Enter')
        await page.waitForFunction(
          (element) => element?.getAttribute('data-island-hydrated') === 'true',
          await fresh.elementHandle(),
        )
        await page.keyboard.press('ArrowRight')
        expect(await fresh.getByRole('tab').nth(1).getAttribute('aria-selected')).toBe('true')
        expect(
          await fresh
            .getByRole('tab')
            .nth(1)
            .evaluate((tab) => tab === document.activeElement),
        ).toBe(true)
        await page.keyboard.press('Enter')
        expect(await fresh.getByRole('tab').nth(1).getAttribute('aria-selected')).toBe('true')
      })

      test(`${lang}: /media/{id} opens its form or video on the first click of play`, async ({
        openPage,
        problems,
      }) => {
        const { page } = await openPage('mobile')
        const sources = await arrive(page, problems, `${origin}/media/${idOf(lang, 801)}`)
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
        await page.click('[data-testid="media-play"]')
        await page.locator('[data-testid="contact-modal"], [data-testid="video-modal"]').first().waitFor()
        expect(sources()).toContain(REACT_ISLANDS)
      })

      test(`${lang}: /activity/{id} enrols and runs a review on the first click`, async ({ openPage, problems }) => {
        const { page } = await openPage('mobile')
        await arrive(page, problems, `${origin}/activity/${idOf(lang, 701)}`)
        await page.click('[data-testid="enrol-button"]')
        await page.locator('[data-testid="contact-modal"] [data-form-id]').waitFor()

        await arrive(page, problems, `${origin}/activity/${idOf(lang, 711)}`)
        const review = page.locator('[data-testid="activity-review"] button[data-jump="FORM"]').first()
        expect(await review.count()).toBe(1)
        await review.click()
        await page.locator('[data-testid="contact-modal"] [data-form-id]').waitFor()
      })

      test(`${lang}: /activity/{id}'s islands keep the server's status without loading time-zone data`, async ({
        openPage,
        problems,
        expect,
      }) => {
        // The first Intl.DateTimeFormat in a zone loads the browser's time-zone data, 40-50 ms (ui/clock-hold.ts).
        const { page } = await openPage('mobile')
        await page.addInitScript(() => {
          const counted = window as Window & { dateTimeFormats?: number }
          counted.dateTimeFormats = 0
          Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
            construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
              counted.dateTimeFormats! += 1
              return new target(...args)
            },
          })
        })
        for (const n of [701, 703]) {
          await arrive(page, problems, `${origin}/activity/${idOf(lang, n)}`)
          const islands = page.locator('[data-island$=":block:enrolBar"], [data-island$=":block:activityBanner"]')
          expect(await islands.count(), `activity ${n} has a clock-reading island`).toBeGreaterThan(0)
          await expect
            .poll(() => page.locator('[data-island-hydrated]').and(islands).count())
            .toBe(await islands.count())
          expect(await page.evaluate(() => (window as Window & { dateTimeFormats?: number }).dateTimeFormats)).toBe(0)
        }
      })

      test(`${lang}: /ai's frame grows to its page without React`, async ({ openPage, problems }) => {
        const { page } = await openPage('mobile')
        const sources = await arrive(page, problems, `${origin}/ai`)
        const frame = page.locator('[data-testid="ai-frame"]')
        await frame.scrollIntoViewIfNeeded()
        await page.waitForFunction(() => {
          const element = document.querySelector<HTMLIFrameElement>('[data-testid="ai-frame"]')
          const content = element?.contentDocument?.documentElement.scrollHeight ?? 0
          return element !== null && content > 500 && Math.abs(element.getBoundingClientRect().height - content) <= 1
        })
        expect(sources()).not.toContain(REACT_ISLANDS)
      })
    }
  },
)
