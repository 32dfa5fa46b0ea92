import { describe, expect } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { test, visit, waitForHydration } from './support/fixture'
import { contentApi, siteOrigin, type Lang } from './support/hosts'
import { crosswise, crosswiseSwapped, widthsIn } from './support/coverage'
import { dayOf, siteDay, siteInstant } from './support/site-clock'

// SPEC §2 /activity, /activity/{id}, /media, /media/{id}; §4 Activity status, Enrol click, Review
// button, Media play, Lists on mobile; §5 mobile date range; §9 page sizes. Expectations are computed
// here from the content API, independently of the page mappers.

interface SiteRow {
  id: number
  mark: string
}
interface ActivityRow {
  id: number
  activityName: string
  startDate: string
  endDate: string
  activityShowType: string
  activityAgendas: Array<{ activitySpeaker: Array<{ name: string; position: string | null }> }>
  activitySpeakers: unknown[]
  activityReviews: Array<{ jumpBO: { jumpContentType: string; buttonLink: string | null } | null; playType: string }>
  techBooth: string | null
  attendeeGuide: string | null
  liveAddress: string | null
  enrollStatus: boolean
  enrollButtonTitle: string | null
  enrollTypeDict: string
  enrollDetail: { id: number } | null
  thirdLink: string | null
  activityType: string
}
interface MediaRow {
  id: number
  titleContent: string
  isNeedContact: boolean
  jumpBO: { jumpContentType: string } | null
  videoMaterial: { files: unknown[] } | null
}
interface PageOf<T> {
  data: T[]
  total: number
}

const langs: Lang[] = ['zh', 'en']
const markOf: Record<Lang, string> = { zh: 'cn', en: 'en' }

async function siteId(lang: Lang): Promise<number> {
  const sites = await contentApi<SiteRow[]>('/site/list')
  return sites.find((site) => site.mark === markOf[lang])!.id
}

function activityPage(site: number, pageNo: number, activity: object = {}) {
  return contentApi<PageOf<ActivityRow>>('/activity/list', { site: { id: site }, pageNo, pageSize: 10, activity })
}

function shownIds(page: Page): Promise<number[]> {
  return page.$$eval('[data-testid="paged-list-item"]', (items) =>
    items.map((item) => Number(item.getAttribute('data-id'))),
  )
}

async function waitForList(page: Page, ids: number[]): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      JSON.stringify(
        [...document.querySelectorAll('[data-testid="paged-list-item"]')].map((item) =>
          Number(item.getAttribute('data-id')),
        ),
      ) === JSON.stringify(expected),
    ids,
  )
}

// "Today" is the site's (SITE_TIME_ZONE), whatever the zone of this process or of the browser.
const today = () => siteDay()

async function fillForm(modal: Locator): Promise<void> {
  await modal.locator('[data-testid="form-submit"]').waitFor({ state: 'visible' })
  const formId = Number(await modal.locator('[data-form-id]').getAttribute('data-form-id'))
  const form = await contentApi<{
    formFields: Array<{
      id: number
      type: string
      required: string
      displayForm: string | null
      fieldOptions: string[]
    }>
  }>(`/form/${formId}`)
  for (const field of form.formFields.filter((item) => item.required === 'TRUE')) {
    const id = `#form${formId}_field${field.id}`
    if (field.type === 'INPUT' || field.type === 'TEXTAREA')
      await modal
        .locator(id)
        .fill(
          field.displayForm === 'PHONE'
            ? '13800138000'
            : field.displayForm === 'EMAIL'
              ? 'buyer@example.com'
              : 'Ann Lee',
        )
    else if (field.type === 'SELECT') await modal.locator(id).selectOption(field.fieldOptions[0]!)
    else
      await modal
        .locator(`[id^="${id.slice(1)}-"]`)
        .first()
        .check()
  }
  await modal.locator('[data-testid="form-submit"]').click()
}

describe.concurrent('/activity list (SPEC §2, §4, §5, §9)', () => {
  for (const lang of langs) {
    test(`${lang} desktop: first page of 10, the pager links to page 2, a type filter changes the URL and the list, where the visitor had scrolled to`, async ({
      openPage,
      problems,
      expect,
    }) => {
      const site = await siteId(lang)
      const { page } = await openPage('desktop')
      await visit(page, problems, `${siteOrigin(lang)}/activity`)
      const first = await activityPage(site, 1)
      expect(await shownIds(page)).toEqual(first.data.map((item) => item.id))
      expect(await page.locator('[data-block="heroCarousel"]').count()).toBe(1)

      // The pager is links: page 2 is a page the server renders (`?page=2`).
      await page.locator('[data-testid="pager"] .paged-list__page', { hasText: '2' }).click()
      await page.waitForURL((url) => url.searchParams.get('page') === '2')
      const second = await activityPage(site, 2)
      await waitForList(
        page,
        second.data.map((item) => item.id),
      )
      expect(await page.getAttribute('[data-testid="pager"] [aria-current="page"]', 'href')).toBe('/activity?page=2')

      // SPEC §9 type 展会 (a change goes back to the first page) (the value sent; the label is in the site's language).
      // The filters' plain island wakes at the visitor's first touch (a focus), then applies a select as it changes.
      // The filter's page load opens where the visitor was (site/actions/go-to.ts keepScrollPosition).
      await page.evaluate(() => window.scrollTo(0, 240))
      await page.focus('[data-testid="filter-type"]')
      const scrolledTo = await page.evaluate(() => window.scrollY)
      expect(scrolledTo).toBeGreaterThan(0)
      await page.selectOption('[data-testid="filter-type"]', '展会')
      await page.waitForURL((url) => url.searchParams.get('type') === '展会' && !url.searchParams.has('page'))
      const filtered = await activityPage(site, 1, { activityTypes: ['展会'] })
      expect(filtered.data.length).toBeGreaterThan(0)
      expect(filtered.total).toBeLessThan(first.total)
      await waitForList(
        page,
        filtered.data.map((item) => item.id),
      )
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo)

      // The filtered URL can be shared: a fresh load shows the same list with the filter selected.
      await visit(page, problems, page.url())
      expect(await shownIds(page)).toEqual(filtered.data.map((item) => item.id))
      expect(await page.inputValue('[data-testid="filter-type"]')).toBe('展会')
    })

    test(`${lang} desktop: keyword and place filters, the date range applies only with both ends and can be cleared`, async ({
      openPage,
      problems,
    }) => {
      const site = await siteId(lang)
      const { page } = await openPage('desktop')
      await visit(page, problems, `${siteOrigin(lang)}/activity`)
      const all = await activityPage(site, 1)
      const name = all.data[0]!.activityName
      await page.fill('[data-testid="filter-keyword"]', name)
      await page.click('[data-testid="filter-search"]')
      await page.waitForURL((url) => url.searchParams.get('q') === name)
      const byName = await activityPage(site, 1, { activityName: name })
      await waitForList(
        page,
        byName.data.map((item) => item.id),
      )

      const places = await contentApi<string[]>(`/activity/place/list/${site}`)
      await page.focus('[data-testid="filter-place"]')
      await page.selectOption('[data-testid="filter-place"]', places[0]!)
      await page.waitForURL((url) => url.searchParams.get('place') === places[0] && url.searchParams.get('q') === name)

      await visit(page, problems, `${siteOrigin(lang)}/activity`)
      await page.fill('[data-testid="filter-from"]', '2020-01-01')
      expect(new URL(page.url()).searchParams.get('from')).toBeNull()
      // Every navigation is a page the server renders (docs/architecture.md "Islands: what the browser runs"): the range applies with a page load.
      const request = page.waitForRequest(
        (req) => req.isNavigationRequest() && new URL(req.url()).searchParams.get('to') === '2020-01-02',
      )
      await page.fill('[data-testid="filter-to"]', '2020-01-02')
      await request
      await page.waitForURL(
        (url) => url.searchParams.get('from') === '2020-01-01' && url.searchParams.get('to') === '2020-01-02',
      )
      await page.locator('.paged-list__empty').waitFor()
      await page.click('[data-testid="filter-clear"]')
      await page.waitForURL((url) => !url.searchParams.has('from') && !url.searchParams.has('to'))
      await waitForList(
        page,
        all.data.map((item) => item.id),
      )

      // Further pages of a filtered list carry the filter: days as epoch ms, start and end of the site's day
      // (SPEC §3; SITE_TIME_ZONE, whatever the zone of the server or the browser).
      await visit(page, problems, `${siteOrigin(lang)}/activity?from=2000-01-01&to=2099-12-31`)
      await page.locator('[data-testid="pager"] .paged-list__page', { hasText: '2' }).click()
      await page.waitForURL(
        (url) => url.searchParams.get('page') === '2' && url.searchParams.get('from') === '2000-01-01',
      )
      const filteredSecond = await activityPage(site, 2, {
        startDate: siteInstant('2000-01-01'),
        endDate: siteInstant('2100-01-01') - 1,
      })
      expect(filteredSecond.data.length).toBeGreaterThan(0)
      expect(await shownIds(page)).toEqual(filteredSecond.data.map((item) => item.id))
    })

    for (const viewport of widthsIn(crosswise, lang)) {
      test(`${lang} ${viewport}: the card/list toggle keeps the list and shows one row per item`, async ({
        openPage,
        problems,
      }) => {
        const { page } = await openPage(viewport)
        await visit(page, problems, `${siteOrigin(lang)}/media`)
        expect(await page.getAttribute('[data-block="pagedList"] .paged-list', 'data-view')).toBe('cards')
        const ids = await shownIds(page)
        await page.click('[data-testid="view-toggle"] a[data-view="rows"]')
        await page.waitForURL(/view=rows/)
        await page.waitForSelector('.paged-list[data-view="rows"]')
        expect(await shownIds(page)).toEqual(ids)
        expect(await page.getAttribute('[data-testid="view-toggle"] a[data-view="rows"]', 'aria-current')).toBe('true')
        const [a, b] = await page.$$eval('[data-testid="paged-list-item"]', (items) =>
          items.slice(0, 2).map((item) => item.getBoundingClientRect().top),
        )
        expect(b!).toBeGreaterThan(a!)
      })
    }

    test(`${lang} mobile: the list loads 10 more as its end scrolls into view, no pager`, async ({
      openPage,
      problems,
    }) => {
      const site = await siteId(lang)
      const { page } = await openPage('mobile')
      await visit(page, problems, `${siteOrigin(lang)}/activity`)
      const first = await activityPage(site, 1)
      expect(first.total).toBeGreaterThan(10)
      // The list's end in view: the infinite-loading island hides the pager and fetches the next page's HTML.
      const request = page.waitForRequest((req) => new URL(req.url()).searchParams.get('page') === '2')
      await page.locator('[data-testid="paged-list-item"]').last().scrollIntoViewIfNeeded()
      await request
      expect(await page.locator('[data-testid="pager"]').isVisible()).toBe(false)
      const second = await activityPage(site, 2)
      await waitForList(
        page,
        [...first.data, ...second.data].map((item) => item.id),
      )
    })
  }
})

describe.concurrent('/activity/{id} (SPEC §2 Activity detail, §4)', () => {
  for (const lang of langs) {
    test(`${lang} desktop: every demo activity shows its layout, tabs, live badge, status and enrol button by the rules`, async ({
      openPage,
      problems,
    }) => {
      const site = await siteId(lang)
      // What the server sends and CSS lays out, without the page's script: that the islands hydrate to the
      // same is the time-zone test's (time-zones.test.ts), and their behaviour the tests above and below.
      const { page } = await openPage('desktop', { javaScriptEnabled: false })
      const all = (await activityPage(site, 1)).data.concat((await activityPage(site, 2)).data)
      const seen = new Set<string>()
      for (const listed of all) {
        const activity = await contentApi<ActivityRow>(`/activity/${listed.id}`)
        await visit(page, problems, `${siteOrigin(lang)}/activity/${activity.id}`)
        await page.waitForSelector('[data-block="activityBanner"]')
        expect(await page.textContent('h1')).toBe(activity.activityName)
        const free = activity.activityShowType !== 'STANDARD'
        expect(await page.locator('.activity-banner--heading').count()).toBe(free ? 1 : 0)
        expect(await page.locator('[data-block="sectionNav"]').count()).toBe(free ? 0 : 1)
        if (!free) {
          const ended = dayOf(activity.endDate) < today()
          const tabs = [
            'introduction',
            ...(activity.activityAgendas.length > 0 || !ended ? ['agenda'] : []),
            ...(activity.techBooth ? ['techBooth'] : []),
            ...(activity.attendeeGuide ? ['attendeeGuide'] : []),
            ...(activity.activitySpeakers.length > 0 ? ['guests'] : []),
            ...(activity.activityReviews.length > 0 ? ['reviews'] : []),
          ].map((tab) => `activity-${tab}`)
          // The tabs, and the sections after them in the same order.
          expect(
            await page.$$eval('[data-block="sectionNav"] a', (links) =>
              links.map((link) => link.getAttribute('data-anchor')),
            ),
          ).toEqual(tabs)
          expect(await page.$$eval('[data-section]', (sections) => sections.map((section) => section.id))).toEqual(tabs)
          expect(await page.locator('[data-testid="agenda-timeline"]').count()).toBe(
            activity.activityAgendas.length > 0 ? 1 : 0,
          )
          expect(await page.locator('[data-section="activity-agenda"] .agenda-timeline--list > li').count()).toBe(
            activity.activityAgendas.length,
          )
          if (activity.activityAgendas.length === 0 && !ended)
            // SPEC §2's Chinese on the Chinese site, its English equivalent on the English one (issue 21).
            expect(await page.textContent('[data-section="activity-agenda"]')).toContain(
              lang === 'zh' ? '精彩议程，敬请期待' : 'The agenda is coming soon',
            )
          // An agenda slot's speakers are joined by the site language's separator.
          const panel = activity.activityAgendas.findIndex((agenda) => agenda.activitySpeaker.length > 1)
          if (panel >= 0) {
            const names = activity.activityAgendas[panel]!.activitySpeaker.map((speaker) =>
              [speaker.name, speaker.position].filter(Boolean).join(' · '),
            )
            expect(
              await page.textContent(
                `[data-section="activity-agenda"] .agenda-timeline--list > li:nth-child(${panel + 1}) .agenda-timeline__speakers`,
              ),
            ).toBe(names.join(lang === 'zh' ? '；' : '; '))
            seen.add('panel')
          }
          // SPEC §2: 1, 2 or 3 guest columns by count.
          if (activity.activitySpeakers.length > 0) {
            const columns = Math.min(activity.activitySpeakers.length, 3)
            const tracks = await page.$eval(
              '.guest-grid',
              (grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length,
            )
            expect(tracks).toBe(columns)
            seen.add(`guests:${columns}`)
          }
          const live = dayOf(activity.startDate) <= today() && today() <= dayOf(activity.endDate)
          expect(await page.locator('[data-testid="live-badge"]').count()).toBe(live ? 1 : 0)
          const liveButton = page.locator('[data-testid="live-button"]')
          expect(await liveButton.count()).toBe(activity.liveAddress ? 1 : 0)
          if (activity.liveAddress) {
            const ahead = siteInstant(activity.startDate) > Date.now()
            expect(await liveButton.textContent()).toBe(
              lang === 'zh' ? (ahead ? '预约直播' : '进入直播间') : ahead ? 'Reserve live stream' : 'Go to live room',
            )
            seen.add(ahead ? 'reserve' : 'enter')
          }
          seen.add(`tabs:${tabs.length}`)
          if (live) seen.add('live')
        }
        // SPEC §4 taken literally: ALREADY_OVER when the end day is after today, else ALREADY_STARTED.
        const status = dayOf(activity.endDate) > today() ? 'ALREADY_OVER' : 'ALREADY_STARTED'
        const enrol = page.locator('[data-testid="enrol-button"]')
        expect(await enrol.count()).toBe(activity.enrollStatus ? 1 : 0)
        if (activity.enrollStatus) {
          expect(await enrol.getAttribute('data-status')).toBe(status)
          expect(await enrol.isDisabled()).toBe(status === 'ALREADY_OVER')
          if (activity.enrollButtonTitle) expect(await enrol.textContent()).toBe(activity.enrollButtonTitle)
          seen.add(status)
        }
        seen.add(free ? 'free' : 'standard')
      }
      expect([...seen]).toEqual(
        expect.arrayContaining([
          'free',
          'standard',
          'live',
          'ALREADY_OVER',
          'ALREADY_STARTED',
          'panel',
          'guests:1',
          'guests:2',
          'guests:3',
          'reserve',
          'enter',
        ]),
      )
    })

    for (const viewport of widthsIn(crosswiseSwapped, lang)) {
      test(`${lang} ${viewport}: the sticky tab bar highlights the section in view; a form-gated review runs after the form`, async ({
        openPage,
        problems,
      }) => {
        const site = await siteId(lang)
        const all = (await activityPage(site, 1)).data.concat((await activityPage(site, 2)).data)
        const withReviews = all.find(
          (item) =>
            item.activityShowType === 'STANDARD' &&
            item.activityReviews.some((review) => review.jumpBO?.jumpContentType === 'FORM'),
        )!
        const { page } = await openPage(viewport)
        await visit(page, problems, `${siteOrigin(lang)}/activity/${withReviews.id}`)
        await waitForHydration(page, '[data-block="sectionNav"] a')
        expect(await page.getAttribute('[data-anchor="activity-introduction"]', 'aria-current')).toBe('location')
        await page.locator('#activity-reviews').scrollIntoViewIfNeeded()
        await page.evaluate(() => document.getElementById('activity-reviews')!.scrollIntoView({ block: 'start' }))
        await page.waitForSelector('[data-anchor="activity-reviews"][aria-current="location"]')
        expect(await page.locator('[data-block="sectionNav"] [aria-current]').count()).toBe(1)
        // The tab bar sticks under the header; on desktop the side agenda timeline sticks beside the sections.
        const tabBar = await page.locator('.section-nav').boundingBox()
        expect(tabBar!.y).toBeGreaterThanOrEqual(0)
        expect(tabBar!.y).toBeLessThan(200)
        const timeline = page.locator('[data-testid="agenda-timeline"]')
        if (viewport === 'desktop' && withReviews.activityAgendas.length > 0) {
          const side = (await timeline.boundingBox())!
          expect(side.y).toBeGreaterThanOrEqual(tabBar!.y)
          expect(side.y).toBeLessThan(200)
          expect(side.x).toBeGreaterThanOrEqual(
            (await page.locator('#activity-reviews').boundingBox())!.x +
              (await page.locator('#activity-reviews').boundingBox())!.width,
          )
        } else {
          expect(await timeline.isVisible()).toBe(false)
        }

        const gated = page
          .locator('[data-testid="activity-review"]')
          .filter({ has: page.locator('button[data-jump="FORM"]') })
          .first()
        await waitForHydration(page, '[data-testid="activity-review"] button[data-jump="FORM"]')
        await gated.locator('button').click()
        const modal = page.locator('[data-testid="contact-modal"]')
        expect(page.url()).toContain(`/activity/${withReviews.id}`)
        await fillForm(modal)
        await page.waitForURL(/\/media$/)
      })
    }

    test(`${lang} mobile: the enrol click of SPEC §4 opens the enrolment form when started with type FORM, follows thirdLink otherwise`, async ({
      openPage,
      problems,
    }) => {
      const site = await siteId(lang)
      const all = (await activityPage(site, 1)).data.concat((await activityPage(site, 2)).data)
      const started = (item: ActivityRow) => item.enrollStatus && dayOf(item.endDate) <= today()
      const byForm = all.find((item) => started(item) && item.enrollTypeDict === 'FORM' && item.enrollDetail)!
      const byLink = all.find((item) => started(item) && item.enrollTypeDict !== 'FORM' && item.thirdLink)!
      const { page } = await openPage('mobile')
      await visit(page, problems, `${siteOrigin(lang)}/activity/${byForm.id}`)
      await waitForHydration(page, '[data-testid="enrol-button"]')
      await page.click('[data-testid="enrol-button"]')
      const modal = page.locator('[data-testid="contact-modal"]')
      await modal.locator('[data-form-id]').waitFor()
      expect(Number(await modal.locator('[data-form-id]').getAttribute('data-form-id'))).toBe(byForm.enrollDetail!.id)
      await visit(page, problems, `${siteOrigin(lang)}/activity/${byLink.id}`)
      await waitForHydration(page, '[data-testid="enrol-button"]')
      await page.click('[data-testid="enrol-button"]')
      await page.waitForURL((url) => url.pathname === byLink.thirdLink)
    })

    test(`${lang}: an unknown activity is the not-found page`, async ({ openPage, problems }) => {
      const { page } = await openPage('desktop')
      await visit(page, problems, `${siteOrigin(lang)}/activity/999999`, 404)
      await page.waitForSelector('[data-testid="not-found"]')
    })
  }
})

describe.concurrent('/media (SPEC §2, §4 Media play)', () => {
  for (const lang of langs) {
    for (const viewport of widthsIn(crosswise, lang)) {
      test(`${lang} ${viewport}: a type filter changes the URL and the list; a gated resource plays after the form, an open one at once`, async ({
        openPage,
        problems,
      }) => {
        const site = await siteId(lang)
        const { page } = await openPage(viewport)
        await visit(page, problems, `${siteOrigin(lang)}/media`)
        const types = await contentApi<string[]>(`/multimedia/resource/type/list/1?siteId=${site}`)
        await page.focus('[data-testid="filter-type"]')
        await page.selectOption('[data-testid="filter-type"]', types[0]!)
        await page.waitForURL((url) => url.searchParams.get('type') === types[0])
        const filtered = await contentApi<PageOf<MediaRow>>('/multimedia/resource/list', {
          site: { id: site },
          pageNo: 1,
          pageSize: 10,
          multimediaResource: { resourceTypes: [types[0]] },
        })
        await waitForList(
          page,
          filtered.data.map((item) => item.id),
        )

        const all = await contentApi<PageOf<MediaRow>>('/multimedia/resource/list', {
          site: { id: site },
          pageNo: 1,
          pageSize: 100,
          multimediaResource: {},
        })
        const gated = all.data.find(
          (item) => item.isNeedContact && item.jumpBO?.jumpContentType === 'FORM' && item.videoMaterial?.files.length,
        )!
        const open = all.data.find((item) => !item.isNeedContact && item.videoMaterial?.files.length)!

        await visit(page, problems, `${siteOrigin(lang)}/Media/${gated.id}`)
        expect(await page.textContent('h1')).toBe(gated.titleContent)
        // SPEC §9's date format of the site's language (issue 21).
        expect(await page.textContent('.media-detail time')).toMatch(
          lang === 'zh' ? /^\d{4}年\d{1,2}月\d{1,2}日$/ : /^\d{4}\/\d{2}\/\d{2}$/,
        )
        await waitForHydration(page, '[data-testid="media-play"]')
        expect(await page.textContent('[data-testid="media-play"]')).toContain(lang === 'zh' ? '立即播放' : 'Play')
        await page.click('[data-testid="media-play"]')
        const modal = page.locator('[data-testid="contact-modal"]')
        await modal.waitFor({ state: 'visible' })
        expect(await page.locator('[data-testid="video-modal"]').count()).toBe(0)
        await fillForm(modal)
        await page.locator('[data-testid="video-modal"]').waitFor({ state: 'visible' })

        await visit(page, problems, `${siteOrigin(lang)}/media/${open.id}`)
        await waitForHydration(page, '[data-testid="media-play"]')
        await page.click('[data-testid="media-play"]')
        await page.locator('[data-testid="video-modal"]').waitFor({ state: 'visible' })
        expect(await page.locator('[data-testid="contact-modal"]').count()).toBe(0)
      })
    }
  }
})
