import { describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { test, visit, waitForHydration } from './support/fixture'
import { crosswise, crosswiseSwapped, widthsIn } from './support/coverage'
import { contentApi, siteOrigin, type Lang } from './support/hosts'

// Issue 5: the company and editorial pages in both languages, at 1440 and 390 px. Expected content is
// read from the embedded content API, so the tests check the page against its data, not against itself.

interface SiteRow {
  id: number
  mark: string
}
interface Paged<T> {
  data: T[]
  total: number
}
interface Titled {
  title?: string | null
  desc?: string | null
}
interface Publication {
  id: number
  name: string
  type: string
  jumpBO?: { buttonTitle?: string | null; formBO?: { id: number } | null } | null
  exampleBOS?: Array<{ id: number }> | null
}

const langs: Lang[] = ['zh', 'en']
const markOf: Record<Lang, string> = { zh: 'cn', en: 'en' }

async function siteId(lang: Lang): Promise<number> {
  const sites = await contentApi<SiteRow[]>('/site/list')
  const site = sites.find((candidate) => candidate.mark === markOf[lang])
  if (!site) throw new Error(`no site with mark ${markOf[lang]}`)
  return site.id
}

async function newsIds(lang: Lang, type: 'NEWS' | 'NEWS_AI', count: number): Promise<number[]> {
  const page = await contentApi<Paged<{ id: number }>>('/news/list', {
    site: { id: await siteId(lang) },
    pageNo: 1,
    pageSize: count,
    type,
  })
  return page.data.map((item) => item.id)
}

function listIds(page: Page): Promise<number[]> {
  return page.$$eval('[data-block="pagedList"] [data-testid="paged-list-item"]', (items) =>
    items.map((item) => Number((item as HTMLElement).dataset.id)),
  )
}

async function textOf(page: Page, selector: string): Promise<string> {
  return ((await page.locator(selector).first().textContent()) ?? '').trim()
}

describe.concurrent.each(langs)('news page (SPEC §2 News page, §9) — %s', (lang) => {
  test('desktop: title block, fixed-news carousel, 9 in rows of 3; page 2 shows items 10 to 18', async ({
    openPage,
    problems,
  }) => {
    const { page } = await openPage('desktop')
    await visit(page, problems, `${siteOrigin(lang)}/about-us/news`)
    const title = await contentApi<Titled>('/get/title/by/type', { type: 'NEWS', site: { id: await siteId(lang) } })
    expect(await textOf(page, '[data-block="pageHeading"] h1')).toBe(title.title)
    expect(await page.locator('[data-block="newsCarousel"]').count()).toBe(1)
    const expected = await newsIds(lang, 'NEWS', 18)
    expect(await listIds(page)).toEqual(expected.slice(0, 9))
    const columns = await page.$eval(
      '.paged-list__grid',
      (grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length,
    )
    expect(columns).toBe(3)

    const pager = page.locator('[data-testid="pager"]')
    expect(await pager.isVisible()).toBe(true)
    // The pager is links: page 2 is the server's page `?page=2`.
    await pager.getByRole('link', { name: '2', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('page') === '2')
    expect(await textOf(page, '[data-testid="pager"] [aria-current="page"]')).toBe('2')
    expect(await listIds(page)).toEqual(expected.slice(9, 18))
  })

  test('phone: scrolling to the end of the list hides the pager and appends the next page', async ({
    openPage,
    problems,
  }) => {
    const { page } = await openPage('mobile')
    await visit(page, problems, `${siteOrigin(lang)}/about-us/news`)
    const expected = await newsIds(lang, 'NEWS', 18)
    expect(await listIds(page)).toEqual(expected.slice(0, 9))
    await page.locator('[data-testid="paged-list-item"]').last().scrollIntoViewIfNeeded()
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="paged-list-item"]').length >= 18)
    expect(await listIds(page)).toEqual(expected)
    expect(await page.locator('[data-testid="pager"]').isVisible()).toBe(false)
  })

  test.for(widthsIn(crosswise, lang))(
    '?type=AI shows the AI news everywhere on the page, on one page without a pager (%s)',
    async (viewport, { openPage, problems }) => {
      const { page } = await openPage(viewport)
      await visit(page, problems, `${siteOrigin(lang)}/about-us/news?type=AI`)
      const id = await siteId(lang)
      const title = await contentApi<Titled>('/get/title/by/type', { type: 'NEWS_AI', site: { id } })
      const fixed = await contentApi<Array<{ id: number }>>(`/fixed/news/list/${id}?type=NEWS_AI`)
      const expected = await newsIds(lang, 'NEWS_AI', 9)
      expect(expected.length).toBeLessThanOrEqual(9)
      expect(await textOf(page, '[data-block="pageHeading"] h1')).toBe(title.title)
      expect(await listIds(page)).toEqual(expected)
      expect(await page.locator('[data-testid="pager"]').count()).toBe(0)
      const slideLinks = await page.$$eval('[data-block="newsCarousel"] a.news-carousel__slide', (links) => [
        ...new Set(links.map((a) => a.getAttribute('href'))),
      ])
      expect(slideLinks.sort()).toEqual(fixed.map((item) => `/article-detail/news/${item.id}`).sort())
    },
  )
})

describe.concurrent.each(langs)('about, article, services, join us (SPEC §2) — %s', (lang) => {
  test.for(widthsIn(crosswiseSwapped, lang))(
    '/about-us, /about_us and /about-us/intro show the company introduction (%s)',
    async (viewport, { openPage, problems }) => {
      const { page } = await openPage(viewport)
      const intro = await contentApi<{ title?: string; mainTitle?: string }>('/introduce', {
        site: { id: await siteId(lang) },
      })
      for (const path of ['/about-us', '/about_us', '/about-us/intro']) {
        await visit(page, problems, `${siteOrigin(lang)}${path}`)
        expect(await textOf(page, '[data-block="companyIntro"] h1')).toBe(intro.title ?? intro.mainTitle)
      }
    },
  )

  test.for(widthsIn(crosswise, lang))(
    'an article shows its head, YYYY/MM/DD date and the body with side anchors (%s)',
    async (viewport, { openPage, problems }) => {
      const { page } = await openPage(viewport)
      const [first] = await newsIds(lang, 'NEWS', 1)
      const article = await contentApi<{ title: string; createTime?: string; content?: string; label?: string }>(
        `/news/${first}`,
      )
      await visit(page, problems, `${siteOrigin(lang)}/article-detail/news/${first}`)
      expect(await textOf(page, '[data-block="articleHeader"] h1')).toBe(article.title)
      expect(await textOf(page, '[data-block="articleHeader"] time')).toBe(
        article.createTime!.slice(0, 10).replaceAll('-', '/'),
      )
      if (article.label) expect(await page.locator('.article-header__label').count()).toBeGreaterThan(0)
      expect(await page.locator('[data-block="anchoredRichText"]').count()).toBe(1)
      if (/<h[23]/i.test(article.content ?? '') && viewport === 'desktop') {
        expect(await page.locator('[data-block="anchoredRichText"] nav a[href^="#"]').first().isVisible()).toBe(true)
      }
    },
  )

  test.for(widthsIn(crosswiseSwapped, lang))(
    '/services: a banner titled service and support, then rich text; /join-us: banner and rich text (%s)',
    async (viewport, { openPage, problems }) => {
      const { page } = await openPage(viewport)
      const id = await siteId(lang)
      const service = await contentApi<{ title?: string }>('/serviceAndSupport', { site: { id } })
      await visit(page, problems, `${siteOrigin(lang)}/services`)
      const serviceTitle = service.title ?? (lang === 'zh' ? '服务与支持' : 'Service and support')
      expect(await textOf(page, '[data-block="banner"] h1, [data-block="pageHeading"] h1')).toBe(serviceTitle)
      expect(await page.locator('[data-block="richText"]').count()).toBe(1)
      await visit(page, problems, `${siteOrigin(lang)}/join-us`)
      expect(await page.locator('[data-block="banner"], [data-block="pageHeading"]').count()).toBe(1)
      expect(await page.locator('[data-block="richText"]').count()).toBe(1)
    },
  )
})

describe.concurrent.each(langs)('publications (SPEC §2 /periodical, /periodical/{id}) — %s', (lang) => {
  async function publications(): Promise<Publication[]> {
    const page = await contentApi<Paged<Publication>>('/corporate/publications/list', {
      site: { id: await siteId(lang) },
      pageNo: 1,
      pageSize: 100,
    })
    return page.data
  }

  test.for(widthsIn(crosswise, lang))(
    '/periodical: page-header title, cards linking to /periodical/{id}, no pager on one page (%s)',
    async (viewport, { openPage, problems }) => {
      const { page } = await openPage(viewport)
      await visit(page, problems, `${siteOrigin(lang)}/periodical`)
      const header = await contentApi<Titled>('/get/title/by/type', {
        type: 'CORPORATE_PUBLICATION',
        site: { id: await siteId(lang) },
      })
      const all = await publications()
      expect(all.length).toBeLessThanOrEqual(10)
      expect(await textOf(page, '[data-block="pageHeading"] h1')).toBe(header.title)
      const links = await page.$$eval('[data-block="pagedList"] a', (anchors) =>
        anchors.map((a) => a.getAttribute('href')),
      )
      expect(links).toEqual(all.map((p) => `/periodical/${p.id}`))
      expect(await page.locator('[data-testid="pager"]').count()).toBe(0)
      const columns = await page.$eval(
        '.paged-list__grid',
        (grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length,
      )
      expect(columns).toBe(viewport === 'desktop' ? 2 : 1)
    },
  )

  test.for(widthsIn(crosswiseSwapped, lang))(
    'a white paper: the cases heading, case links and the default button label, acting through the form (%s)',
    async (viewport, { openPage, problems, expect }) => {
      const { page } = await openPage(viewport)
      const untitled = (await publications()).find(
        (p) => p.type !== 'PUBLICATION' && !p.jumpBO?.buttonTitle && (p.exampleBOS?.length ?? 0) > 0,
      )
      if (!untitled) throw new Error('the demo content has no white paper with cases and an empty button label')
      await visit(page, problems, `${siteOrigin(lang)}/periodical/${untitled.id}`)
      // SPEC §2's Chinese on the Chinese site, its English equivalent on the English one (issue 21).
      expect(await textOf(page, '[data-block="relatedCases"] h2')).toBe(
        lang === 'zh'
          ? '行业企业的转型需求与应用升级'
          : 'Transformation needs and upgraded applications across industries',
      )
      const caseLinks = await page.$$eval('[data-block="relatedCases"] a', (anchors) =>
        anchors.map((a) => a.getAttribute('href')),
      )
      expect(caseLinks).toEqual(untitled.exampleBOS!.map((c) => `/case-detail/${c.id}`))
      const button = page.locator('[data-block="actionBar"] button')
      expect(((await button.textContent()) ?? '').trim()).toBe(
        lang === 'zh' ? '下载白皮书' : 'Download the white paper',
      )
      await waitForHydration(page, '[data-block="actionBar"] button')
      await button.click()
      // FORM first (SPEC §4): the contact modal opens with the jump target's form.
      const modal = page.locator('[data-testid="contact-modal"]')
      await modal.waitFor({ state: 'visible' })
      const form = await contentApi<{ name: string }>(`/form/${untitled.jumpBO!.formBO!.id}`)
      await expect.poll(() => modal.innerText()).toContain(form.name)
    },
  )

  test('a journal shows its cover, name and button', async ({ openPage, problems }) => {
    const { page } = await openPage('desktop')
    const journal = (await publications()).find((p) => p.type === 'PUBLICATION')!
    await visit(page, problems, `${siteOrigin(lang)}/periodical/${journal.id}`)
    expect(await textOf(page, '[data-block="publicationDetail"] h1')).toBe(journal.name)
    // Its own cover (the other issues below it have theirs, issue 26).
    expect(await page.locator('[data-block="publicationDetail"] .publication-detail__cover img').count()).toBe(1)
  })

  test('an unknown publication is the not-found page', async ({ openPage, problems }) => {
    const { page } = await openPage('desktop')
    await visit(page, problems, `${siteOrigin(lang)}/periodical/999999`, 404)
    await page.locator('[data-testid="not-found"]').waitFor()
  })
})
