import type { Page } from 'playwright-core'
import { afterAll, describe, expect } from 'vitest'
import { test, visit, type OpenedPage } from './support/fixture'
import { backendSiteOrigin, setBackendMode, type Lang } from './support/hosts'

// Issue 21: "optional means optional". With a CMS that sends no picture at all, a detail page still opens
// with its banner and its title as the visible h1 (on the plain banner background, the header over it in
// its transparent look with white text), and /solution still lists every industry.

const detailPages: Record<Lang, string[]> = {
  zh: ['/product/1401', '/solution/1501', '/case-detail/1201'],
  en: ['/product/2401', '/solution/2501', '/case-detail/2201'],
}
const langs: Lang[] = ['zh', 'en']

interface Seen {
  heading: string
  headingVisible: boolean
  plain: boolean
  bannerImages: number
  headerBannerTheme: string | undefined
}

async function detailPage(page: Page): Promise<Seen> {
  const heading = page.locator('h1')
  expect(await heading.count()).toBe(1)
  const banner = page.locator('[data-block="detailBanner"] .detail-banner')
  return {
    heading: ((await heading.textContent()) ?? '').trim(),
    headingVisible: await heading.isVisible(),
    plain: ((await banner.getAttribute('class')) ?? '').includes('detail-banner--plain'),
    bannerImages: await banner.locator('img:not(.detail-banner__logo)').count(),
    headerBannerTheme: await page
      .locator('.site-header')
      .evaluate((header) => (header as HTMLElement).dataset.bannerTheme),
  }
}

async function industries(page: Page): Promise<string[]> {
  return page.locator('[data-block="solutionExplorer"] .solution-explorer__tab').allInnerTexts()
}

async function open(openPage: (viewport: 'desktop') => Promise<OpenedPage>): Promise<Page> {
  return (await openPage('desktop')).page
}

describe('a CMS that sends no pictures (issue 21)', () => {
  afterAll(() => setBackendMode('proxy'))

  test.for(langs)('%s: detail pages keep their banner and title', async (lang, { openPage, problems }) => {
    const page = await open(openPage)
    for (const path of detailPages[lang]) {
      await setBackendMode('proxy')
      await visit(page, problems, `${backendSiteOrigin(lang)}${path}`)
      const pictured = await detailPage(page)
      expect(pictured.plain, path).toBe(false)

      await setBackendMode('no-images')
      await visit(page, problems, `${backendSiteOrigin(lang)}${path}`)
      // The plain banner's tone reaches the header from the page's client code.
      await page.waitForFunction(() => document.querySelector<HTMLElement>('.site-header')?.dataset.bannerTheme)
      expect(await detailPage(page), path).toEqual({
        heading: pictured.heading,
        headingVisible: true,
        plain: true,
        bannerImages: 0,
        headerBannerTheme: 'dark',
      })
    }
  })

  test.for(langs)('%s: /solution lists every industry', async (lang, { openPage, problems }) => {
    const page = await open(openPage)
    await setBackendMode('proxy')
    await visit(page, problems, `${backendSiteOrigin(lang)}/solution`)
    const pictured = await industries(page)
    expect(pictured.length).toBeGreaterThan(1)

    await setBackendMode('no-images')
    await visit(page, problems, `${backendSiteOrigin(lang)}/solution`)
    expect(await industries(page)).toEqual(pictured)
    expect(await page.locator('.solution-explorer__slide--plain').count()).toBeGreaterThanOrEqual(pictured.length)
    expect(await page.locator('.solution-explorer__solution strong').count()).toBeGreaterThan(0)
  })
})
