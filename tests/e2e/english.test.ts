import { describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { test, visit, waitForHydration, type ViewportName } from './support/fixture'
import { contentApi, siteOrigin } from './support/hosts'
import { chineseOn, selfWakingIslandsHydrated } from './support/no-chinese'
import { pageTypes } from './support/page-types'
import { visualPages } from './support/visual-pages'

// Issue 21 "The English site is in English": SPEC's Chinese literals are the Chinese site's defaults, the
// English site shows their English equivalents and SPEC §9's YYYY/MM/DD dates. Every page type of the English
// demo site is read at both widths, its islands woken by scrolling, for any CJK character a visitor meets
// (support/no-chinese.ts): the pages the screenshot test loads are read there, the other variants here, and
// here the contact modal's form and the mobile menu are opened too. The only Chinese allowed is the language
// switcher's 中文 (the demo's CMS sends no Chinese to this site).

const viewportNames: ViewportName[] = ['desktop', 'mobile']

interface SiteRow {
  id: number
  mark: string
}
interface PublicationRow {
  id: number
}
interface ActivityRow {
  id: number
  activityShowType: string
  activityAgendas: unknown[]
  endDate: string
}
interface PageOf<T> {
  data: T[]
}

/**
 * Every English page type (tests/e2e/support/page-types.ts), plus the variants whose words differ: every
 * publication (journals and white papers), the events with and without an agenda, the go1688 area's pages.
 */
async function englishRoutes(): Promise<string[]> {
  const sites = await contentApi<SiteRow[]>('/site/list')
  const site = { id: sites.find((row) => row.mark === 'en')!.id }
  const publications = await contentApi<PageOf<PublicationRow>>('/corporate/publications/list', {
    site,
    pageNo: 1,
    pageSize: 100,
  })
  const activities = await contentApi<PageOf<ActivityRow>>('/activity/list', {
    site,
    pageNo: 1,
    pageSize: 100,
    activity: {},
  })
  const today = new Date().toISOString().slice(0, 10)
  const standard = activities.data.filter((activity) => activity.activityShowType === 'STANDARD')
  const variants = [
    standard.find((activity) => activity.activityAgendas.length === 0 && activity.endDate.slice(0, 10) > today),
    standard.find((activity) => activity.activityAgendas.length > 0),
    activities.data.find((activity) => activity.activityShowType !== 'STANDARD'),
  ]
  return [
    ...new Set([
      ...pageTypes.map((type) => type.path('en')),
      '/product',
      '/solution/2501',
      '/about-us',
      '/about-us/news?type=AI',
      ...publications.data.map((publication) => `/periodical/${publication.id}`),
      ...variants.flatMap((activity) => (activity ? [`/activity/${activity.id}`] : [])),
      '/go1688/purchaser',
      '/go1688/supplier',
    ]),
  ]
}

/** Scrolls to the end in steps and waits until every island that wakes on sight or at once has hydrated. */
async function wakeIslands(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    }
  })
  await selfWakingIslandsHydrated(page)
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
}

/** The elements that showed SPEC's Chinese literals on the English site before issue 21. */
const formerlyChinese = {
  'white paper cases heading': '[data-block="relatedCases"] h2',
  'white paper button': '[data-block="actionBar"] button',
  'agenda coming soon': '.agenda-timeline__empty',
  'media detail date': '.media-detail time',
} as const

/**
 * The English pages the screenshot test checks for Chinese as it loads them (visual.test.ts), the not-found
 * page among them. The crawl still opens those that hold an element that used to be Chinese, to meet them all.
 */
const screenshotted = new Set(visualPages.map((page) => page.path('en')))
const hostsFormerlyChinese = new Set(
  visualPages
    .filter((page) => ['white-paper', 'media-detail', 'activity-detail'].includes(page.name))
    .map((page) => page.path('en')),
)

describe.concurrent('the English site shows no Chinese (issue 21; SPEC §2, §9)', () => {
  test.for(viewportNames)(
    '%s: every page type, its islands awake, the contact form and the menu',
    async (viewport, { openPage, problems }) => {
      const routes = (await englishRoutes()).filter(
        (route) => !screenshotted.has(route) || hostsFormerlyChinese.has(route),
      )
      const { page } = await openPage(viewport)
      const found: string[] = []
      const met = new Set<string>()
      const check = async (where: string) => {
        for (const place of await chineseOn(page)) found.push(`${where} ${place}`)
      }

      for (const route of routes) {
        await visit(page, problems, `${siteOrigin('en')}${route}`)
        await wakeIslands(page)
        await check(route)
        for (const [name, selector] of Object.entries(formerlyChinese))
          if ((await page.locator(selector).count()) > 0) met.add(name)
      }

      // The contact modal's form, with the messages of an empty submit (SPEC §5) and its toast: the site's
      // consult form, and the go1688 area's own (SPEC §7).
      for (const path of ['/', '/go1688/purchaser']) {
        await visit(page, problems, `${siteOrigin('en')}${path}`)
        await waitForHydration(page, '[data-testid="floating-consult"]')
        await page.click('[data-testid="floating-consult"]')
        const modal = page.locator('[data-testid="contact-modal"]')
        await modal.locator('[data-testid="form-submit"]').waitFor({ state: 'visible' })
        await modal.locator('[data-testid="form-submit"]').click()
        await page.locator('[data-testid="toast"]').waitFor({ state: 'visible' })
        await check(`${path} (contact form after an empty submit)`)
        await page.keyboard.press('Escape')
        await modal.waitFor({ state: 'hidden' })
      }

      if (viewport === 'mobile') {
        await waitForHydration(page, '[data-testid="mobile-menu-toggle"]')
        await page.click('[data-testid="mobile-menu-toggle"]')
        await page.locator('[data-testid="mobile-menu"]').waitFor({ state: 'visible' })
        await check('/ (mobile menu open)')
      }

      expect(found).toEqual([])
      // The crawl met every element that used to be Chinese, so it would see them come back.
      expect([...met].sort()).toEqual(Object.keys(formerlyChinese).sort())
    },
  )
})
