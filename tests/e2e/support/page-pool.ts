import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from 'playwright-core'
import { ignorePhantomPointer } from './chromium'

/**
 * Browser pages kept open between the tests of one file and handed out again once reset.
 *
 * A new browser context with its first page costs Chromium about a CPU-second on these machines (a
 * renderer process and a profile to set up; docs/testing.md "Browser tests"), about as much as the
 * page load a test makes in it. A page taken back is reset to what a fresh context would give the next
 * test: it leaves for about:blank (the last page's timers and requests stop), the test's event
 * listeners are removed, and cookies, storage (local, session, IndexedDB) and the HTTP cache of every
 * origin it visited are cleared.
 *
 * What cannot be reset cheaply makes the page "used up", and its context is closed instead of kept:
 * anything done to the context (the test asked for it), routes, init scripts, exposed functions, extra
 * headers, emulated media or viewport, the fake clock, timeouts, a second page (a popup), a closed page.
 */
export class PagePool {
  /** Pages made and pages lent, for `POOL_STATS=1`. */
  private made = 0
  private lent = 0
  private readonly idle = new Map<string, PooledPage[]>()
  private readonly open = new Set<PooledPage>()

  constructor(private readonly browser: Browser) {}

  /**
   * A page whose context was made with `options` (the pool key is their JSON), fresh or reset. `prepare`
   * runs once on a new context, before its page is made (an init script every page of this kind needs).
   */
  async acquire(
    options: BrowserContextOptions,
    prepare?: (context: BrowserContext) => Promise<void>,
  ): Promise<PooledPage> {
    const key = JSON.stringify(options)
    this.lent += 1
    const kept = this.idle.get(key)?.pop()
    if (kept) return kept
    this.made += 1
    const context = await this.browser.newContext(options)
    await ignorePhantomPointer(context)
    if (prepare) await prepare(context)
    const pooled = await PooledPage.open(key, context)
    this.open.add(pooled)
    return pooled
  }

  /** Takes a page back: kept, reset, for the next test that asks for its kind, or closed if used up. */
  async release(pooled: PooledPage): Promise<void> {
    if (await pooled.reset()) {
      const list = this.idle.get(pooled.key) ?? []
      list.push(pooled)
      this.idle.set(pooled.key, list)
    } else {
      this.open.delete(pooled)
      await pooled.context.close().catch(() => undefined)
    }
  }

  async close(): Promise<void> {
    if (process.env.POOL_STATS === '1') console.log(`page pool: ${this.lent} pages lent, ${this.made} made`)
    await Promise.all([...this.open].map((pooled) => pooled.context.close().catch(() => undefined)))
    this.open.clear()
    this.idle.clear()
  }
}

/** Methods of both the page and its context whose effect outlives the test: calling one uses the page up. */
const lastingMethods = [
  'addInitScript',
  'close',
  'exposeBinding',
  'exposeFunction',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'setDefaultNavigationTimeout',
  'setDefaultTimeout',
  'setExtraHTTPHeaders',
  'unroute',
  'unrouteAll',
] as const

const lastingPageMethods = [...lastingMethods, 'addLocatorHandler', 'emulateMedia', 'pause', 'setViewportSize'] as const

/**
 * The context's too: a test reaches the context through `page.context()`, which Playwright's own code calls
 * as well, so the page's `context` cannot mark it used up. Another page in the context is seen at the reset.
 */
const lastingContextMethods = [
  ...lastingMethods,
  'addCookies',
  'grantPermissions',
  'newCDPSession',
  'setGeolocation',
  'setHTTPCredentials',
  'setOffline',
] as const

/** Page and context properties that reach state shared with the context (the fake clock, coverage, tracing). */
const lastingProperties = ['clock', 'coverage', 'tracing'] as const

const listenerMethods = ['on', 'addListener', 'once', 'prependListener'] as const

type Listener = (...args: never[]) => unknown

/** One pooled page and its context, and what the test it is lent to did to it. */
export class PooledPage {
  private usedUp = false
  private readonly listeners: Array<[event: string, listener: Listener]> = []
  private readonly origins = new Set<string>()
  private constructor(
    readonly key: string,
    readonly context: BrowserContext,
    readonly page: Page,
    /** A DevTools session on the page, for what Playwright does not offer (kept with the page). */
    readonly cdp: CDPSession,
  ) {
    this.watch()
  }

  static async open(key: string, context: BrowserContext): Promise<PooledPage> {
    const page = await context.newPage()
    return new PooledPage(key, context, page, await context.newCDPSession(page))
  }

  /** The context, for a test that asked for it: such a page is not kept. */
  contextForTest(): BrowserContext {
    this.usedUp = true
    return this.context
  }

  /** Resets the page for the next test; false if it cannot be (used up, a popup open, or the reset failed). */
  async reset(): Promise<boolean> {
    if (this.usedUp || this.page.isClosed() || this.context.pages().length !== 1) return false
    for (const [event, listener] of this.listeners) this.page.off(event as 'load', listener as () => void)
    this.listeners.length = 0
    try {
      await this.blank()
      await this.context.clearCookies()
      for (const origin of this.origins)
        await this.cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
      await this.cdp.send('Network.clearBrowserCache')
      this.origins.clear()
      return true
    } catch {
      return false
    }
  }

  /**
   * Leaves the page for about:blank from inside it, so the next test's first page of the same site reuses
   * its renderer process: `page.goto('about:blank')` makes the next navigation start a new one, which
   * doubled the cost of that page load (about half a CPU-second more; docs/testing.md "Browser tests").
   */
  private async blank(): Promise<void> {
    if (this.page.url() === 'about:blank') return
    try {
      await Promise.all([
        this.page.waitForURL('about:blank', { timeout: 10_000 }),
        // The navigation ends the script's context: the evaluation may fail once it has done its work.
        this.page.evaluate(() => location.replace('about:blank')).catch(() => undefined),
      ])
    } catch {
      await this.page.goto('about:blank', { timeout: 10_000 })
    }
  }

  /**
   * Instance methods over the page's and the context's own: the ones with lasting effects mark the page
   * used up, listener registrations on the page are recorded so the reset can remove them, and every origin
   * the page shows is noted.
   */
  private watch(): void {
    // Storage belongs to the documents the page showed, frames included (registered before `on` is recorded).
    this.page.on('framenavigated', (frame) => {
      const { origin } = new URL(frame.url())
      if (origin !== 'null') this.origins.add(origin)
    })
    const markUsedUp = () => {
      this.usedUp = true
    }
    for (const [target, methods] of [
      [this.page, lastingPageMethods],
      [this.context, lastingContextMethods],
    ] as const) {
      const object = target as unknown as Record<string, unknown>
      for (const name of methods) {
        const original = object[name] as (...args: unknown[]) => unknown
        object[name] = (...args: unknown[]) => {
          markUsedUp()
          return original.apply(target, args)
        }
      }
      for (const name of lastingProperties) {
        if (!(name in object)) continue
        const value = object[name]
        Object.defineProperty(object, name, {
          configurable: true,
          get: () => {
            markUsedUp()
            return value
          },
        })
      }
    }
    const page = this.page as unknown as Record<string, unknown>
    for (const name of listenerMethods) {
      const original = page[name] as (event: string, listener: Listener) => unknown
      page[name] = (event: string, listener: Listener) => {
        this.listeners.push([event, listener])
        return original.call(this.page, event, listener)
      }
    }
  }
}
