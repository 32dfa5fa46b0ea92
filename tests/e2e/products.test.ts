import { describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { test, visit, waitForHydration } from './support/fixture'
import { backendSiteOrigin, requestAs, setBackendMode, siteOrigin, type Lang } from './support/hosts'
import { asSites, crosswise, crosswiseSwapped } from './support/coverage'

// Issue 4 / SPEC §2 rows /product … /case-detail/{id}. Demo ids are siteId * 1000 + n (content/README.md):
// the same n is the same item in both languages.
const idOf = (lang: Lang, n: number) => (lang === 'zh' ? 1000 : 2000) + n

// The page rule under test, written out independently of the mappers: every section of the SPEC row,
// in page order (the demo content fills every section).
const routes: Array<{ path: (lang: Lang) => string; blocks: string[] }> = [
  { path: () => '/product', blocks: ['productDirectory'] },
  {
    path: (lang) => `/product-category/${idOf(lang, 301)}`,
    blocks: ['detailBanner', 'featureGrid', 'anchoredRichText', 'caseCards', 'consultBanner'],
  },
  {
    path: (lang) => `/product/${idOf(lang, 401)}`,
    blocks: [
      'detailBanner',
      'featureGrid',
      'cardCarousel',
      'featureGrid',
      'tabs',
      'tabs',
      'cardCarousel',
      'caseCards',
      'consultBanner',
    ],
  },
  { path: () => '/solution', blocks: ['solutionExplorer'] },
  {
    path: (lang) => `/solution/${idOf(lang, 501)}`,
    blocks: ['detailBanner', 'featureGrid', 'cardCarousel', 'featureGrid', 'caseCards', 'consultBanner'],
  },
  { path: () => '/cases', blocks: ['caseCards'] },
  { path: (lang) => `/case-detail/${idOf(lang, 201)}`, blocks: ['detailBanner', 'anchoredRichText'] },
]

/** Each test opens its routes in both languages and at both widths, half of its tests each way round. */
const sites = asSites(crosswise)
const sitesSwapped = asSites(crosswiseSwapped)
/** Top-level blocks in document order (a block may contain nested elements with data-block). */
function renderedBlocks(page: Page): Promise<string[]> {
  return page.$$eval('[data-block]', (elements) =>
    elements
      .filter((element) => element.parentElement?.closest('[data-block]') == null)
      .map((element) => element.getAttribute('data-block') ?? ''),
  )
}

describe.concurrent('product, solution and case routes (SPEC §2)', () => {
  test.for(sites)(
    '$lang at $viewport: each route shows its sections in order, the first one visible with text, under the header',
    async ({ lang, viewport }, { openPage, problems }) => {
      const { page } = await openPage(viewport)
      for (const route of routes) {
        const path = route.path(lang)
        await visit(page, problems, `${siteOrigin(lang)}${path}`)
        expect(await renderedBlocks(page), `${path}: its sections`).toEqual(route.blocks)
        const first = page.locator('[data-block]').first()
        expect(await first.isVisible(), `${path}: the first section is visible`).toBe(true)
        expect((await first.innerText()).trim().length, `${path}: the first section's text`).toBeGreaterThan(0)
        expect(await page.locator('[data-testid="site-header"]').isVisible(), `${path}: the header`).toBe(true)
      }
    },
  )

  test.for(sitesSwapped)(
    '$lang at $viewport: product tabs switch their panel',
    async ({ lang, viewport }, { openPage, problems }) => {
      const { page } = await openPage(viewport)
      await visit(page, problems, `${siteOrigin(lang)}/product/${idOf(lang, 401)}`)
      const tabs = page.locator('[data-block="tabs"]').first()
      const second = tabs.getByRole('tab').nth(1)
      await waitForHydration(page, '[data-block="tabs"] [role="tab"]')
      const before = await tabs.getByRole('tabpanel').innerText()
      await second.click()
      // A plain island woken by this click: the click is replayed once its code has run (issue 26).
      await second.and(page.locator('[aria-selected="true"]')).waitFor()
      expect(await tabs.getByRole('tab').first().getAttribute('aria-selected')).toBe('false')
      expect(await tabs.getByRole('tabpanel').innerText()).not.toBe(before)
    },
  )

  test.for(sites)(
    '$lang at $viewport: the advantages carousel moves',
    async ({ lang, viewport }, { openPage, problems, expect }) => {
      const { page } = await openPage(viewport)
      await visit(page, problems, `${siteOrigin(lang)}/product/${idOf(lang, 401)}`)
      const carousel = page.locator('[data-block="cardCarousel"]').first()
      await carousel.scrollIntoViewIfNeeded()
      await waitForHydration(page, '[data-block="cardCarousel"] [data-active-index]')
      expect(await carousel.locator('[data-active-index]').getAttribute('data-active-index')).toBe('0')
      await carousel.locator('.swiper-pagination-bullet').nth(1).click()
      await expect.poll(() => carousel.locator('[data-active-index]').getAttribute('data-active-index')).not.toBe('0')
    },
  )

  // /solution#2 (SPEC §2 /solution: "the slide index is kept in the URL hash") is tested in
  // carousel-arrival.test.ts, with the explorer's other behaviour.

  test.for(sitesSwapped)(
    '$lang at $viewport: case cards link to their detail pages',
    async ({ lang, viewport }, { openPage, problems }) => {
      const { page } = await openPage(viewport)
      await visit(page, problems, `${siteOrigin(lang)}/cases`)
      const groups = page.locator('.case-cards__group')
      expect(await groups.count()).toBeGreaterThan(1)
      const card = page.locator('.case-cards__card').first()
      const href = await card.getAttribute('href')
      expect(href).toMatch(/^\/case-detail\/\d+$/)
      const title = (await card.locator('h3').innerText()).trim()
      await waitForHydration(page, '.case-cards__card')
      await Promise.all([page.waitForURL(`**${href}`), card.click()])
      expect(await page.locator('[data-block="detailBanner"] h1').innerText()).toBe(title)
    },
  )

  test.for(sites)(
    '$lang at $viewport: the case consult button opens the contact modal',
    async ({ lang, viewport }, { openPage, problems }) => {
      const { page } = await openPage(viewport)
      await visit(page, problems, `${siteOrigin(lang)}/case-detail/${idOf(lang, 201)}`)
      expect(await page.locator('.detail-banner__label').innerText()).toMatch(
        lang === 'zh' ? /案例详情/ : /case detail/i,
      )
      const consult = page.locator('[data-block="detailBanner"] .block-button').first()
      expect((await consult.innerText()).trim()).toBe(lang === 'zh' ? '咨询案例' : 'Ask about this case')
      await waitForHydration(page, '[data-block="detailBanner"] .block-button')
      await consult.click()
      await page.locator('[data-testid="contact-modal"]').waitFor({ state: 'visible' })
    },
  )

  test.for(sitesSwapped)(
    '$lang at $viewport: the product consult block opens the contact modal',
    async ({ lang, viewport }, { openPage, problems }) => {
      const { page } = await openPage(viewport)
      await visit(page, problems, `${siteOrigin(lang)}/product/${idOf(lang, 401)}`)
      const button = page.locator('[data-block="consultBanner"] button')
      await button.scrollIntoViewIfNeeded()
      await waitForHydration(page, '[data-block="consultBanner"] button')
      await button.click()
      await page.locator('[data-testid="contact-modal"]').waitFor({ state: 'visible' })
    },
  )

  test.for(sites)(
    '$lang at $viewport: the case video plays in the video modal',
    async ({ lang, viewport }, { openPage, problems }) => {
      const { page } = await openPage(viewport)
      await visit(page, problems, `${siteOrigin(lang)}/case-detail/${idOf(lang, 201)}`)
      await waitForHydration(page, '.detail-banner__play')
      await page.locator('.detail-banner__play').click()
      await page.locator('[data-testid="video-modal"]').waitFor({ state: 'visible' })
    },
  )

  // SPEC §2 Navigation behaviour: the header theme follows the banner image (demo: 401 dark, 402 light).
  test.for(
    sitesSwapped.flatMap((site) => [
      { ...site, n: 401, theme: 'dark' },
      { ...site, n: 402, theme: 'light' },
    ]),
  )(
    '$lang at $viewport: product $n with a $theme banner gives the header the $theme theme and the page its title',
    async ({ lang, viewport, n, theme }, { openPage, problems, expect }) => {
      const { page } = await openPage(viewport)
      await visit(page, problems, `${siteOrigin(lang)}/product/${idOf(lang, n)}`)
      await expect.poll(() => page.locator('[data-testid="site-header"]').getAttribute('data-theme')).toBe(theme)
      const name = (await page.locator('[data-block="detailBanner"] h1').innerText()).trim()
      expect(await page.title()).toContain(name)
    },
  )

  // Issue 4 "Done when": the routes work from any backend that implements §7 (API_BASE_URL, here a proxy).
  test.for(sites)(
    '$lang at $viewport: the routes render from a backend behind API_BASE_URL',
    async ({ lang, viewport }, { openPage, problems }) => {
      await setBackendMode('proxy')
      const { page } = await openPage(viewport)
      for (const route of routes) {
        await visit(page, problems, `${backendSiteOrigin(lang)}${route.path(lang)}`)
        expect(await renderedBlocks(page)).toEqual(route.blocks)
      }
      await visit(page, problems, `${backendSiteOrigin(lang)}/case-detail/${idOf(lang, 999)}`, 404)
    },
  )

  // The not-found page is the server's answer (SPEC §2); the browser's view of it, console included, is the
  // screenshot test's (visual.test.ts "not-found"), so its HTML is read here without a browser.
  const unknown = ['/product/1999', '/product-category/1999', '/solution/1999', '/case-detail/1999', '/product/abc']
  test.for(['zh', 'en'] as Lang[])(
    `%s: unknown ids (${unknown.join(', ')}) are the not-found page with 404`,
    async (lang) => {
      for (const path of unknown) {
        const { status, body } = await requestAs(lang, path)
        expect(status, path).toBe(404)
        expect(body, path).toMatch(/data-testid="not-found"[^>]*>[\s\S]*Oops\. The page not found\./)
      }
    },
  )
})
