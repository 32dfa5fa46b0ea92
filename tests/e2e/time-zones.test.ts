import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { test, visit, type ProblemLog } from './support/fixture'
import { hostOf, requestAs, type Lang } from './support/hosts'
import { freePort, startSiteServer, type SiteServer } from './support/processes'
import { dayOf, siteDay, siteMidnight } from './support/site-clock'

// Issue 21 "one clock for the site": "today" and "now" are the site's (SITE_TIME_ZONE, default
// Asia/Shanghai), so the server's HTML and the browser's hydration agree for a visitor in any zone from
// UTC−12 to UTC+14 at any hour. The server runs in a zone of its own (Los Angeles) to show that its zone
// does not matter either. Each page is opened in browsers on both sides of the date line, at the real
// time and with the browser's clock just after and just before the site's midnight; every island that
// wakes by itself must hydrate without a warning (the fixture fails on any) and show the server's text.
// (The clock near midnight is tried in the zones of CLOCK_ZONES.)

const projectRoot = resolve(import.meta.dirname, '../..')
const SERVER_ZONE = 'America/Los_Angeles'
// The two ends of the date line, the site's zone, UTC and the server's own zone. A browser that dated by its
// own zone instead of the site's would show another day at one end or the other at any hour: in Kiritimati
// (6 hours ahead of the site) from the site's 18:00, in Etc/GMT+12 (20 hours behind) until its 20:00.
const VISITOR_ZONES = [
  'Pacific/Kiritimati', // UTC+14
  'Asia/Shanghai', // the site's zone
  'UTC',
  'America/Los_Angeles', // UTC−8/−7
  'Etc/GMT+12', // UTC−12
]
const LANGS: Lang[] = ['zh', 'en']
const markOf: Record<Lang, string> = { zh: 'cn', en: 'en' }

interface ActivityRow {
  id: number
  startDate: string
  endDate: string
  liveAddress: string | null
  activityShowType: string
  enrollStatus: boolean
}

let site: SiteServer
let dataDir: string

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'site-time-zones-'))
  const port = await freePort()
  site = await startSiteServer({
    name: 'time-zones-site',
    port,
    projectRoot,
    logDir: join(projectRoot, 'test-results'),
    // SITE_TIME_ZONE is left at its default (Asia/Shanghai); the process runs in another zone.
    env: {
      TZ: SERVER_ZONE,
      SITE_HOSTS: `cn=localhost:${port},en=en.localhost:${port}`,
      FORM_DB_PATH: join(dataDir, 'forms.sqlite'),
    },
  })
})

afterAll(async () => {
  await site?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const origin = (lang: Lang) => `http://${hostOf[lang]}:${site.port}`

async function contentApi<T>(path: string, body?: unknown): Promise<T> {
  const response = await requestAs('zh', `/api/internal${path}`, {
    port: site.port,
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (JSON.parse(response.body) as { data: T }).data
}

/** The demo's live-streamed event running today in the site's zone (the demo dates one so, every day). */
async function eventRunningToday(lang: Lang): Promise<ActivityRow> {
  const sites = await contentApi<Array<{ id: number; mark: string }>>('/site/list')
  const siteId = sites.find((s) => s.mark === markOf[lang])!.id
  const list = await contentApi<{ data: ActivityRow[] }>('/activity/list', {
    site: { id: siteId },
    pageNo: 1,
    pageSize: 100,
  })
  const today = siteDay()
  const running = list.data.find(
    (a) =>
      a.liveAddress &&
      a.enrollStatus &&
      a.activityShowType === 'STANDARD' &&
      dayOf(a.startDate) <= today &&
      today <= dayOf(a.endDate),
  )
  if (!running) throw new Error(`the ${lang} demo has no live-streamed event running on the site's day ${today}`)
  return running
}

/** What a date decides on the page, and the text of every island, read from a document. */
interface DateTexts {
  badge: string | null
  liveButton: string | null
  enrolStatus: string | null
  enrolButton: string | null
  islands: Record<string, string>
}

function readTexts(page: Page, html?: string): Promise<DateTexts> {
  return page.evaluate((source) => {
    const doc = source === undefined ? document : new DOMParser().parseFromString(source, 'text/html')
    const text = (selector: string) => doc.querySelector(selector)?.textContent?.trim() ?? null
    const islands: Record<string, string> = {}
    for (const island of doc.querySelectorAll<HTMLElement>('[data-island-id]')) {
      // React islands only: a plain island (a carousel) is not hydrated by React.
      if (island.getAttribute('data-island')?.startsWith('plain:')) continue
      islands[island.getAttribute('data-island-id')!] = (island.textContent ?? '').replace(/\s+/g, ' ').trim()
    }
    return {
      badge: text('[data-testid="live-badge"]'),
      liveButton: text('[data-testid="live-button"]'),
      enrolStatus: doc.querySelector('[data-testid="enrol-button"]')?.getAttribute('data-status') ?? null,
      enrolButton: text('[data-testid="enrol-button"]'),
      islands,
    }
  }, html)
}

/**
 * Wakes every island that wakes by itself (at load, when idle, or in sight: scrolled to), waits until each has
 * hydrated, then lets React finish what the islands' effects started (the clock's re-reading of "now").
 */
async function hydrateSelfWakingIslands(page: Page): Promise<number> {
  const islands = page.locator('[data-island-when="load"], [data-island-when="idle"], [data-island-when="visible"]')
  const count = await islands.count()
  for (let i = 0; i < count; i++) {
    const island = islands.nth(i)
    await island.scrollIntoViewIfNeeded()
    await page.waitForFunction(
      (element) => element?.getAttribute('data-island-hydrated') === 'true',
      await island.elementHandle(),
    )
  }
  // An update set in an effect renders in a later task: after the next frame and the task behind it.
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))),
  )
  return count
}

/** Opens `path` and returns the date texts of the server's HTML and of the hydrated page. */
async function serverAndHydrated(page: Page, problems: ProblemLog, url: string) {
  const response = await visit(page, problems, url)
  const server = await readTexts(page, await response.text())
  const woken = await hydrateSelfWakingIslands(page)
  const hydrated = await readTexts(page)
  return { server, hydrated, woken }
}

const browserClocks = [
  ['at the real time', undefined],
  ["30 s after the site's midnight", () => siteMidnight(0) + 30_000],
  ["30 s before the site's next midnight", () => siteMidnight(1) - 30_000],
] as const

/**
 * The zones whose browsers also get the clock near the site's midnight: the two ends of the date line and
 * the server's own zone, whose dates differ most from the site's there. The others are opened at the
 * real time only, which keeps the file to a minute on the CI machine.
 */
const CLOCK_ZONES = new Set(['Pacific/Kiritimati', 'America/Los_Angeles', 'Etc/GMT+12'])

describe.concurrent.each(VISITOR_ZONES)('a visitor in %s', (timezoneId) => {
  for (const lang of LANGS) {
    test(`${lang}: the home page and an event running today hydrate with the server's text and the site's "today"`, async ({
      openPage,
      problems,
    }) => {
      const event = await eventRunningToday(lang)
      const { page } = await openPage('desktop', { timezoneId })
      const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
      expect(browserZone).toBe(timezoneId)

      const home = await serverAndHydrated(page, problems, `${origin(lang)}/`)
      expect(home.woken).toBeGreaterThan(0)
      expect(home.hydrated).toEqual(home.server)

      for (const [, at] of CLOCK_ZONES.has(timezoneId) ? browserClocks : browserClocks.slice(0, 1)) {
        if (at) await page.clock.setFixedTime(at())
        const detail = await serverAndHydrated(page, problems, `${origin(lang)}/activity/${event.id}`)
        expect(detail.woken).toBeGreaterThan(0)
        expect(detail.hydrated).toEqual(detail.server)
        // The event runs on the site's today and has begun: live now, go to the live room, attend in person.
        expect(detail.hydrated.badge).toBe(lang === 'zh' ? '直播中' : 'Live now')
        expect(detail.hydrated.liveButton).toBe(lang === 'zh' ? '进入直播间' : 'Go to live room')
        expect(detail.hydrated.enrolStatus).toBe('ALREADY_STARTED')
      }
    })
  }
})
