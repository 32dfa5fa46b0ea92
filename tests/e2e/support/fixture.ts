import type { Browser, BrowserContext, Page, Response } from 'playwright-core'
import { test as base } from 'vitest'
import { launchChromium } from './chromium'
import { hostOf } from './hosts'
import { PagePool, type PooledPage } from './page-pool'

/** The two widths the site is designed for (SPEC §9: mobile below 768). */
export const viewports = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
} as const
export type ViewportName = keyof typeof viewports

const ourHostnames = new Set<string>([...Object.values(hostOf), '127.0.0.1'])

function isOurs(url: string): boolean {
  try {
    return ourHostnames.has(new URL(url).hostname)
  } catch {
    return false
  }
}

/**
 * Everything that went wrong in the browser during one test: console errors, uncaught page errors,
 * failed requests and 4xx/5xx answers from our own servers, and React hydration warnings. A test may
 * declare an expected error status for one URL (the 404 page answers 404 on purpose).
 */
export class ProblemLog {
  readonly problems: string[] = []
  private readonly expectedStatuses: Array<{ url: string; status: number }> = []

  expectStatus(url: string, status: number): void {
    this.expectedStatuses.push({ url: normalise(url), status })
  }

  /**
   * `javaScriptEnabled: false`: the page runs no script, and Chromium refuses the script files it is told
   * to preload (`<link rel="modulepreload">`), reported as failed with "csp": that is the setting, not a fault.
   */
  watch(page: Page, { javaScriptEnabled = true }: { javaScriptEnabled?: boolean } = {}): void {
    page.on('console', (message) => {
      const text = message.text()
      const where = message.location().url
      if (message.type() === 'error') {
        if (this.isExpectedStatusMessage(text, where)) return
        this.problems.push(`console error: ${text}${where ? ` (at ${where})` : ''}`)
      } else if (/hydrat/i.test(text)) {
        this.problems.push(`hydration ${message.type()}: ${text}`)
      }
    })
    page.on('pageerror', (error) => this.problems.push(`page error: ${error.stack ?? error.message}`))
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? 'unknown'
      // A navigation cancels the previous page's pending requests; that is not a failure.
      if (!isOurs(request.url()) || reason === 'net::ERR_ABORTED') return
      if (!javaScriptEnabled && request.resourceType() === 'script' && reason === 'csp') return
      this.problems.push(`request failed: ${request.method()} ${request.url()} (${reason})`)
    })
    page.on('response', (response) => {
      if (!isOurs(response.url()) || response.status() < 400) return
      if (this.isExpected(response.url(), response.status())) return
      this.problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`)
    })
  }

  private isExpected(url: string, status: number): boolean {
    return this.expectedStatuses.some((expected) => expected.url === normalise(url) && expected.status === status)
  }

  // Chromium logs "Failed to load resource: the server responded with a status of 404 (Not Found)".
  private isExpectedStatusMessage(text: string, where: string): boolean {
    const status = /responded with a status of (\d{3})/.exec(text)?.[1]
    return status !== undefined && this.isExpected(where, Number(status))
  }
}

function normalise(url: string): string {
  const parsed = new URL(url)
  parsed.hash = ''
  return parsed.href
}

export interface OpenedPage {
  page: Page
  /** The page's browser context; a test that reads it gets a context no other test will use. */
  readonly context: BrowserContext
}

interface Fixtures {
  browser: Browser
  /** The file's pages, kept between its tests (support/page-pool.ts). */
  pagePool: PagePool
  problems: ProblemLog
  /**
   * A page at the given viewport (in the given IANA time zone, default the machine's; without JavaScript
   * when `javaScriptEnabled` is false; at another size, such as a tablet's, with `viewport`), watched by
   * `problems`: as a fresh browser context would give it (no cookies, storage or cache), but kept for the
   * file's next test unless this one changed its context, routes or scripts (support/page-pool.ts).
   */
  openPage: (
    viewport: ViewportName,
    options?: { timezoneId?: string; javaScriptEnabled?: boolean; viewport?: { width: number; height: number } },
  ) => Promise<OpenedPage>
}

/**
 * `test` for browser tests. After every test, the test fails if the browser reported any problem
 * (see ProblemLog), so "no console errors or hydration warnings" holds on every page a test visits.
 */
export const test = base.extend<Fixtures>({
  // One Chromium for every file the worker runs (the browser tests run in one worker that keeps its
  // modules, vitest.e2e.config.ts): each file's pages still come from contexts of its own.
  browser: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const browser = await launchChromium()
      await use(browser)
      await browser.close()
    },
    { scope: 'worker' },
  ],
  pagePool: [
    async ({ browser }, use) => {
      const pool = new PagePool(browser)
      await use(pool)
      await pool.close()
    },
    { scope: 'file' },
  ],
  // eslint-disable-next-line no-empty-pattern
  problems: async ({}, use) => {
    await use(new ProblemLog())
  },
  openPage: async ({ pagePool, problems }, use) => {
    const lent: PooledPage[] = []
    await use(async (viewport, options = {}) => {
      const pooled = await pagePool.acquire({ viewport: viewports[viewport], deviceScaleFactor: 1, ...options })
      lent.push(pooled)
      problems.watch(pooled.page, options)
      return {
        page: pooled.page,
        get context() {
          return pooled.contextForTest()
        },
      }
    })
    for (const pooled of lent) await pagePool.release(pooled)
    if (problems.problems.length > 0) {
      throw new Error(`the browser reported problems:\n- ${problems.problems.join('\n- ')}`)
    }
  },
})

/** Navigates and checks the document's HTTP status; an expected error status is not a problem. */
export async function visit(page: Page, problems: ProblemLog, url: string, status = 200): Promise<Response> {
  if (status >= 400) problems.expectStatus(url, status)
  const response = await page.goto(url, { waitUntil: 'load' })
  if (response === null) throw new Error(`no response for ${url}`)
  if (response.status() !== status) throw new Error(`${url} answered HTTP ${response.status()}, expected ${status}`)
  return response
}

/**
 * Waits until the page's client code has taken over the element `selector` names, so a click does not test
 * server HTML that has no handlers yet (docs/architecture.md "Architecture"). Outside the islands the page is HTML only,
 * and its buttons work once the client code has installed the delegated handlers and marked the page
 * ready. An island that wakes at the visitor's first touch (`data-island-when="interaction"`) is ready
 * then too: the touch itself hydrates it, and what the visitor did meanwhile is replayed
 * (runtime/islands/schedule.ts) — so tests click it as a visitor would. Any other island is ready once
 * React has hydrated the element (React attaches its props to every DOM node it hydrates); one that wakes
 * on sight is scrolled to.
 */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const element = document.querySelector(sel)
    if (element === null || document.documentElement.dataset.clientReady !== 'true') return false
    const island = element.closest('[data-island]')
    if (island === null) return true
    const trigger = island.getAttribute('data-island-when')
    if (trigger === 'interaction' || trigger === 'demand') return true
    if (trigger === 'visible' && island.getAttribute('data-island-hydrated') !== 'true') {
      element.scrollIntoView({ block: 'center' })
    }
    // A plain island (a carousel) has no React: its code has run once it is marked hydrated.
    if (island.getAttribute('data-island')?.startsWith('plain:'))
      return island.getAttribute('data-island-hydrated') === 'true'
    return Object.keys(element).some((key) => key.startsWith('__reactProps$'))
  }, selector)
}

/** Whether the page cannot scroll (body or html has overflow hidden, or body is fixed): SPEC §4 scroll lock. */
export function isScrollLocked(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const body = getComputedStyle(document.body)
    const html = getComputedStyle(document.documentElement)
    return (
      body.overflow === 'hidden' ||
      body.overflowY === 'hidden' ||
      html.overflow === 'hidden' ||
      html.overflowY === 'hidden' ||
      body.position === 'fixed'
    )
  })
}
