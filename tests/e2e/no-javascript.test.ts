import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { test, visit } from './support/fixture'
import { backendSiteOrigin, contentApi, setBackendMode, siteOrigin, type Lang } from './support/hosts'
import { siteInstant } from './support/site-clock'
import { LONG_LIST_COPIES } from './support/fake-backend'
import { moduleFiles, type BuildManifest } from '../../runtime/islands/island-chunks'

// Issue 26: the list pages (/about-us/news, /activity, /media, /periodical) work with JavaScript
// disabled — the pager and the card/list toggle are links, the filters a GET form — and with JavaScript
// their first load ships no React: the enhancements (phone infinite loading, apply-on-change) are
// plain islands.

interface SiteRow {
  id: number
  mark: string
}
interface PageOf<T> {
  data: T[]
  total: number
}
type Item = { id: number; activityName?: string; titleContent?: string }

const langs: Lang[] = ['zh', 'en']
const markOf: Record<Lang, string> = { zh: 'cn', en: 'en' }

async function siteId(lang: Lang): Promise<number> {
  const sites = await contentApi<SiteRow[]>('/site/list')
  return sites.find((site) => site.mark === markOf[lang])!.id
}

/** Page `pageNo` of a list, as the embedded content API answers it. */
const listPage = {
  news: (site: number, pageNo: number) =>
    contentApi<PageOf<Item>>('/news/list', { site: { id: site }, pageNo, pageSize: 9, type: 'NEWS' }),
  activity: (site: number, pageNo: number, activity: object = {}) =>
    contentApi<PageOf<Item>>('/activity/list', { site: { id: site }, pageNo, pageSize: 10, activity }),
  media: (site: number, pageNo: number, multimediaResource: object = {}) =>
    contentApi<PageOf<Item>>('/multimedia/resource/list', {
      site: { id: site },
      pageNo,
      pageSize: 10,
      multimediaResource,
    }),
}

const ids = (page: PageOf<Item>) => page.data.map((item) => item.id)

function shownIds(page: Page): Promise<number[]> {
  return page.$$eval('[data-testid="paged-list-item"]', (items) =>
    items.map((item) => Number(item.getAttribute('data-id'))),
  )
}

/** A page with JavaScript disabled, watched like any other. */
const withoutJavaScript = { javaScriptEnabled: false } as const

/** Follows the pager's link to page 2 and checks the page it leads to. */
async function pageTwoByLink(page: Page): Promise<void> {
  await page.locator('[data-testid="pager"] a.paged-list__page', { hasText: /^2$/ }).click()
  await page.waitForURL((url) => url.searchParams.get('page') === '2')
  expect(await page.locator('[data-testid="pager"] [aria-current="page"]').innerText()).toBe('2')
  // On page 2 previous is a link back to page 1, the list's plain URL (its query kept).
  const previous = await page.getAttribute('[data-testid="pager"] a.paged-list__step[rel="prev"]', 'href')
  expect(new URL(previous!, page.url()).searchParams.has('page')).toBe(false)
}

describe.concurrent('list pages without JavaScript (issue 26)', () => {
  for (const lang of langs) {
    test(`${lang}: /about-us/news, /activity and /media page through their pager's links, on desktop and phone`, async ({
      openPage,
      problems,
    }) => {
      const site = await siteId(lang)
      const lists = [
        ['/about-us/news', listPage.news],
        ['/activity', listPage.activity],
        ['/media', listPage.media],
      ] as const
      for (const viewport of ['desktop', 'mobile'] as const) {
        const { page } = await openPage(viewport, withoutJavaScript)
        for (const [path, pageOf] of lists) {
          await visit(page, problems, `${siteOrigin(lang)}${path}`)
          const [first, second] = [await pageOf(site, 1), await pageOf(site, 2)]
          expect(await shownIds(page)).toEqual(ids(first))
          // Without JavaScript the pager shows on phones too: it is the only way on.
          expect(await page.locator('[data-testid="pager"]').isVisible()).toBe(true)
          expect(await page.locator('[data-testid="pager"] span.paged-list__step[aria-disabled="true"]').count()).toBe(
            1,
          )
          await pageTwoByLink(page)
          expect(ids(second).length).toBeGreaterThan(0)
          expect(await shownIds(page)).toEqual(ids(second))
        }
      }
    })

    test(`${lang}: /activity filters by the form's button (a type, a keyword), by dates in the URL; the toggle link shows rows`, async ({
      openPage,
      problems,
    }) => {
      const site = await siteId(lang)
      const { page } = await openPage('desktop', withoutJavaScript)
      await visit(page, problems, `${siteOrigin(lang)}/activity`)
      const all = await listPage.activity(site, 1)

      // SPEC §9 type 展会: chosen and submitted with the search button, it filters from the first page.
      await page.selectOption('[data-testid="filter-type"]', '展会')
      expect(page.url()).toBe(`${siteOrigin(lang)}/activity`)
      await page.click('[data-testid="filter-search"]')
      await page.waitForURL((url) => url.searchParams.get('type') === '展会')
      const byType = await listPage.activity(site, 1, { activityTypes: ['展会'] })
      expect(byType.total).toBeGreaterThan(0)
      expect(byType.total).toBeLessThan(all.total)
      expect(await shownIds(page)).toEqual(ids(byType))
      expect(await page.inputValue('[data-testid="filter-type"]')).toBe('展会')

      // A keyword, the type cleared, from page 2: the submitted form carries no page.
      await visit(page, problems, `${siteOrigin(lang)}/activity?page=2`)
      const name = all.data[0]!.activityName!
      await page.fill('[data-testid="filter-keyword"]', name)
      await page.click('[data-testid="filter-search"]')
      await page.waitForURL((url) => url.searchParams.get('q') === name && !url.searchParams.has('page'))
      expect(await shownIds(page)).toEqual(ids(await listPage.activity(site, 1, { activityName: name })))

      // Dates work from the URL (SPEC §3: the site's days, start to end); the range's clearing is a link.
      await visit(page, problems, `${siteOrigin(lang)}/activity?from=2026-01-01&to=2026-12-31`)
      const byDates = await listPage.activity(site, 1, {
        startDate: siteInstant('2026-01-01'),
        endDate: siteInstant('2027-01-01') - 1,
      })
      expect(byDates.total).toBeGreaterThan(0)
      expect(byDates.total).toBeLessThan(all.total)
      expect(await shownIds(page)).toEqual(ids(byDates))
      expect(await page.inputValue('[data-testid="filter-from"]')).toBe('2026-01-01')
      // The date inputs show themselves: nothing would keep a text over them in step.
      expect(
        await page.locator('[data-testid="filter-from"]').evaluate((input) => getComputedStyle(input).opacity),
      ).toBe('1')

      // The card/list toggle is a link that keeps the filter.
      await page.click('[data-testid="view-toggle"] a[data-view="rows"]')
      await page.waitForURL(
        (url) => url.searchParams.get('view') === 'rows' && url.searchParams.get('from') === '2026-01-01',
      )
      expect(await page.getAttribute('.paged-list', 'data-view')).toBe('rows')
      expect(await shownIds(page)).toEqual(ids(byDates))
      // …and the form keeps the view in a hidden field.
      await page.click('[data-testid="filter-clear"]')
      await page.waitForURL((url) => !url.searchParams.has('from') && url.searchParams.get('view') === 'rows')
      expect(await shownIds(page)).toEqual(ids(all))
    })

    test(`${lang}: /media filters by a type and a keyword with the form's button`, async ({ openPage, problems }) => {
      const site = await siteId(lang)
      const { page } = await openPage('mobile', withoutJavaScript)
      await visit(page, problems, `${siteOrigin(lang)}/media`)
      const types = await contentApi<string[]>(`/multimedia/resource/type/list/1?siteId=${site}`)
      await page.selectOption('[data-testid="filter-type"]', types[0]!)
      await page.click('[data-testid="filter-search"]')
      await page.waitForURL((url) => url.searchParams.get('type') === types[0])
      expect(await shownIds(page)).toEqual(ids(await listPage.media(site, 1, { resourceTypes: [types[0]] })))

      const title = (await listPage.media(site, 2)).data[0]!.titleContent!
      await page.selectOption('[data-testid="filter-type"]', '')
      await page.fill('[data-testid="filter-keyword"]', title)
      await page.click('[data-testid="filter-search"]')
      await page.waitForURL((url) => url.searchParams.get('q') === title && !url.searchParams.get('type'))
      const byTitle = await listPage.media(site, 1, { titleContent: title })
      expect(byTitle.data.length).toBeGreaterThan(0)
      expect(await shownIds(page)).toEqual(ids(byTitle))
    })
  }

  test('a page number that is no page of the list is not found', async ({ openPage, problems }) => {
    const { page } = await openPage('desktop', withoutJavaScript)
    for (const path of ['/activity?page=999', '/periodical?page=0', '/about-us/news?page=x', '/media?page=02']) {
      await visit(page, problems, `${siteOrigin('zh')}${path}`, 404)
    }
  })
})

// The fake backend's mode is shared: this part runs its tests one at a time.
describe('/periodical pages through its links without JavaScript (issue 26)', () => {
  beforeAll(() => setBackendMode('long-lists'))
  afterAll(() => setBackendMode('proxy'))

  for (const lang of langs) {
    test(`${lang}: a list of several pages, page 2 by the pager's link`, async ({ openPage, problems }) => {
      const publications = await contentApi<PageOf<Item>>('/corporate/publications/list', {
        site: { id: await siteId(lang) },
        pageNo: 1,
        pageSize: 100,
      })
      const all = Array.from({ length: LONG_LIST_COPIES }, (_, copy) =>
        publications.data.map((item) => item.id + copy * 100_000),
      ).flat()
      expect(all.length).toBeGreaterThan(10)
      const { page } = await openPage('desktop', withoutJavaScript)
      await visit(page, problems, `${backendSiteOrigin(lang)}/periodical`)
      expect(await shownIds(page)).toEqual(all.slice(0, 10))
      await pageTwoByLink(page)
      expect(await shownIds(page)).toEqual(all.slice(10, 20))
    })
  }
})

describe.concurrent('list pages with JavaScript: no React until the visitor reaches for a control (issue 26)', () => {
  const dist = resolve(import.meta.dirname, '../../dist')
  const manifest = JSON.parse(readFileSync(resolve(dist, 'assets.json'), 'utf8')) as BuildManifest
  /**
   * The files of React's browser runtime: those the island hydrator (pages/island-hydration.ts) loads that
   * hold React's own code (its element type). The hydrator's other files, the island helpers and the
   * bundler's module interop, are shared with plain islands.
   */
  const reactFiles = new Set(
    moduleFiles(manifest, ['pages/island-hydration.ts'])
      .filter((file) => readFileSync(resolve(dist, 'client', file), 'utf8').includes('react.transitional.element'))
      .map((file) => `/${file}`),
  )

  function scriptsOf(page: Page): string[] {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    return scripts
  }

  test("React's DOM client is among the files counted", () => {
    const holdingReactDom = [...reactFiles].filter((file) =>
      readFileSync(resolve(dist, `client${file}`), 'utf8').includes('__reactContainer$'),
    )
    expect(holdingReactDom.length).toBe(1)
    // React itself and its JSX runtime are counted too.
    expect(reactFiles.size).toBeGreaterThanOrEqual(2)
  })

  for (const path of ['/about-us/news', '/about-us/news?type=AI', '/activity', '/media', '/periodical']) {
    test(`${path}, phone: arriving and scrolling to the end loads no React; the list grows as its end nears`, async ({
      openPage,
      problems,
    }) => {
      const { page } = await openPage('mobile')
      const scripts = scriptsOf(page)
      await visit(page, problems, `${siteOrigin('zh')}${path}`)
      await page.waitForFunction(() => document.documentElement.dataset.clientReady === 'true')
      const before = (await shownIds(page)).length
      const pageCount = await page.locator('[data-testid="pager"] .paged-list__page').count()
      // Scroll to the list's end until it stops growing, then to the page's end.
      for (let shown = -1; shown !== (await shownIds(page)).length;) {
        shown = (await shownIds(page)).length
        await page.locator('[data-testid="paged-list-item"]').last().scrollIntoViewIfNeeded()
        await page.waitForLoadState('networkidle')
      }
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await page.waitForLoadState('networkidle')
      if (pageCount > 1) expect((await shownIds(page)).length).toBeGreaterThan(before)
      expect(scripts.filter((script) => reactFiles.has(script))).toEqual([])
    })
  }

  test('/activity: a select applies as it changes once touched, to the first page, and still no React', async ({
    openPage,
    problems,
    expect,
  }) => {
    const { page } = await openPage('desktop')
    const scripts = scriptsOf(page)
    await visit(page, problems, `${siteOrigin('en')}/activity?page=2`)
    // The visitor's first touch (a focus) wakes the filters' plain island.
    await page.focus('[data-testid="filter-type"]')
    await page.selectOption('[data-testid="filter-type"]', '研讨会')
    await page.waitForURL((url) => url.searchParams.get('type') === '研讨会' && !url.searchParams.has('page'))
    expect(await page.inputValue('[data-testid="filter-type"]')).toBe('研讨会')
    // A date range applies once both ends are chosen (SPEC §5).
    await page.fill('[data-testid="filter-from"]', '2026-01-01')
    await expect.poll(() => page.locator('[data-testid="filter-from-text"]').innerText()).toBe('2026/01/01')
    expect(new URL(page.url()).searchParams.get('from')).toBeNull()
    await page.fill('[data-testid="filter-to"]', '2026-12-31')
    await page.waitForURL(
      (url) => url.searchParams.get('from') === '2026-01-01' && url.searchParams.get('to') === '2026-12-31',
    )
    expect(new URL(page.url()).searchParams.get('type')).toBe('研讨会')
    expect(scripts.filter((script) => reactFiles.has(script))).toEqual([])
  })
})

describe.concurrent('list pages: covers without JavaScript, and the review rows of the lists (issue 26)', () => {
  for (const lang of langs) {
    test(`${lang}: without JavaScript a lazy cover shows its <noscript> copy`, async ({ openPage, problems }) => {
      const { page } = await openPage('mobile', withoutJavaScript)
      await visit(page, problems, `${siteOrigin(lang)}/media`)
      const fallback = page.locator('[data-testid="paged-list-item"] .paged-list__noscript-image').first()
      await fallback.scrollIntoViewIfNeeded()
      await page.waitForFunction(() => {
        const image = document.querySelector<HTMLImageElement>('.paged-list__noscript-image')
        return image !== null && image.complete && image.naturalWidth > 0
      })
      const box = await fallback.boundingBox()
      expect(box!.width).toBeGreaterThan(300)
      // The lazy copy, which no script will give a URL, takes no room.
      const lazy = page.locator('[data-testid="paged-list-item"] .media-image:has(img[data-lazy="pending"])').first()
      expect(await lazy.evaluate((element) => getComputedStyle(element).display)).toBe('none')
    })

    test(`${lang} phone: /activity's list view never breaks a date of an activity's time`, async ({
      openPage,
      problems,
    }) => {
      const { page } = await openPage('mobile')
      await visit(page, problems, `${siteOrigin(lang)}/activity?view=rows`)
      const pieces = await page.$$eval('.paged-list__time .paged-list__nowrap', (spans) =>
        spans.map((span) => [span.textContent, span.getClientRects().length] as const),
      )
      expect(pieces.length).toBeGreaterThan(10)
      for (const [text, lines] of pieces) expect(lines, `"${text}" is on one line`).toBe(1)
      // Some time strings do wrap (a range of two days): between the dates, not inside one.
      const wrapped = await page.$$eval(
        '.paged-list__time',
        (times) => times.filter((time) => time.getBoundingClientRect().height > 30).length,
      )
      expect(wrapped).toBeGreaterThan(0)
    })

    test(`${lang} desktop: the list view of /activity and /media shows each item's summary across the row`, async ({
      openPage,
      problems,
    }) => {
      const { page } = await openPage('desktop')
      for (const path of ['/activity', '/media']) {
        await visit(page, problems, `${siteOrigin(lang)}${path}?view=rows`)
        const rows = await page.$$eval('[data-testid="paged-list-item"] .paged-list__card', (cards) =>
          cards.map((card) => {
            const box = card.getBoundingClientRect()
            const summary = card.querySelector('.paged-list__summary')?.getBoundingClientRect()
            return {
              card: [box.left, box.right],
              summary: summary ? [summary.left, summary.right, summary.height] : null,
            }
          }),
        )
        expect(rows.length).toBeGreaterThan(0)
        for (const { card, summary } of rows) {
          expect(summary, `${path}: every demo item has a summary`).not.toBeNull()
          const [left, right, height] = summary!
          // The text column fills the right of the cover: the summary runs past the row's middle.
          expect(height).toBeGreaterThan(10)
          expect(left).toBeLessThan((card[0]! + card[1]!) / 2)
          expect(right).toBeGreaterThan(card[0]! + (card[1]! - card[0]!) * 0.75)
        }
        // In the card view the summary stays out: the cards keep their look.
        await visit(page, problems, `${siteOrigin(lang)}${path}`)
        expect(await page.locator('.paged-list__summary').first().isVisible()).toBe(false)
      }
    })

    test(`${lang} phone: /activity and /media leave room between the intro and the carousel`, async ({
      openPage,
      problems,
    }) => {
      const { page } = await openPage('mobile')
      for (const path of ['/activity', '/media']) {
        await visit(page, problems, `${siteOrigin(lang)}${path}`)
        const gap = await page.evaluate(() => {
          const intro = document.querySelector('[data-block="pageHeading"] .page-heading__desc')!
          const carousel = document.querySelector('[data-block="heroCarousel"]')!
          return carousel.getBoundingClientRect().top - intro.getBoundingClientRect().bottom
        })
        expect(gap).toBeGreaterThanOrEqual(24)
      }
    })
  }
})
