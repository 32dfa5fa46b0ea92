import { describe, expect, type ExpectStatic } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { PNG } from 'pngjs'
import { isScrollLocked, test, visit, waitForHydration } from './support/fixture'
import { contentApi, requestAs, siteOrigin, type Lang } from './support/hosts'

// SPEC §1 "Shared on every page", §2 "Navigation behaviour", §4 "Modals": the shell's floating consult
// button and contact modal, back to top, and the mobile menu as a stack of levels.

describe.concurrent('contact modal from the floating consult button (SPEC §1, §4)', () => {
  test.for(['desktop', 'mobile'] as const)(
    '%s: opens, locks the page, Escape closes and unlocks',
    async (viewport, { openPage, problems, expect }) => {
      const { page } = await openPage(viewport)
      await visit(page, problems, `${siteOrigin('zh')}/`)
      await waitForHydration(page, '[data-testid="floating-consult"]')

      await page.click('[data-testid="floating-consult"]')
      const modal = page.locator('[data-testid="contact-modal"]')
      await modal.waitFor({ state: 'visible' })
      expect(await isScrollLocked(page)).toBe(true)

      // It shows the site's default form (SPEC §7), loaded through /api/internal.
      const formId = Number(await modal.locator('[data-form-id]').getAttribute('data-form-id'))
      const form = await contentApi<{ name: string }>(`/form/${formId}`)
      await expect.poll(() => modal.innerText()).toContain(form.name)

      await page.keyboard.press('Escape')
      await modal.waitFor({ state: 'hidden' })
      expect(await isScrollLocked(page)).toBe(false)
    },
  )

  test('the close button closes it too', async ({ openPage, problems }) => {
    const { page } = await openPage('desktop')
    await visit(page, problems, `${siteOrigin('en')}/`)
    await waitForHydration(page, '[data-testid="floating-consult"]')
    await page.click('[data-testid="floating-consult"]')
    const modal = page.locator('[data-testid="contact-modal"]')
    await modal.waitFor({ state: 'visible' })
    await modal.locator('[data-testid="modal-close"]').click()
    await modal.waitFor({ state: 'hidden' })
  })
})

describe.concurrent('header menu popovers (issue §5: product-category and industry popovers)', () => {
  test('at 1440 px, hovering a menu item with a panel opens it; leaving closes it', async ({
    openPage,
    problems,
    expect,
  }) => {
    const { page } = await openPage('desktop')
    await visit(page, problems, `${siteOrigin('zh')}/`)
    const triggers = page
      .locator('[data-testid="site-header"] [aria-controls][aria-expanded]')
      .filter({ visible: true })
    expect(await triggers.count()).toBeGreaterThan(0)
    const trigger = triggers.first()
    await waitForHydration(page, '[data-testid="site-header"] [aria-controls][aria-expanded]')
    const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`)

    await trigger.hover()
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true')
    await panel.waitFor({ state: 'visible' })
    expect((await panel.innerText()).trim()).not.toBe('')

    await page.mouse.move(720, 880)
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false')
    await panel.waitFor({ state: 'hidden' })
  })
})

// SPEC §9: from 768 px the header shows the menu. On a tablet it does not fit: it scrolls sideways, and like
// every scroll strip its far edge fades, so a cut entry reads as "there is more" (issue 26). The fade is a
// mask, which would hide an open popover lying below the menu: it is dropped while one is open.
describe.concurrent('header menu on a tablet (SPEC §9, issue 26)', () => {
  const readMenu = (page: Page) =>
    page.locator('[data-testid="site-header"] .site-nav').evaluate((nav) => {
      const style = getComputedStyle(nav)
      const fade = (name: string) => parseFloat(style.getPropertyValue(name)) || 0
      return {
        overflows: nav.scrollWidth > nav.clientWidth + 1,
        masked: style.maskImage !== 'none',
        fadeStart: fade('--scroll-strip-fade-start'),
        fadeEnd: fade('--scroll-strip-fade-end'),
      }
    })

  test.for(['zh', 'en'] as Lang[])(
    '%s at 768 px: the menu scrolls, its far edge fades, and an open popover shows whole',
    async (lang, { openPage, problems, expect }) => {
      const { page } = await openPage('desktop', { viewport: { width: 768, height: 1024 } })
      await visit(page, problems, `${siteOrigin(lang)}/`)
      const start = await readMenu(page)
      expect(start).toMatchObject({ overflows: true, masked: true, fadeStart: 0 })
      expect(start.fadeEnd, 'the far edge fades').toBeGreaterThanOrEqual(24)

      const trigger = page.locator('[data-testid="site-header"] [aria-controls][aria-expanded]').first()
      await waitForHydration(page, '[data-testid="site-header"] [aria-controls][aria-expanded]')
      const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`)
      await trigger.hover()
      await panel.waitFor({ state: 'visible' })
      await expect
        .poll(async () => (await readMenu(page)).masked, { message: 'no mask while a popover is open' })
        .toBe(false)
      // Painted, not masked away: the panel's top left corner is its white background, not the banner below.
      // Measured where the panel comes to rest: its opening animation moves it (site/shell/NavPopover.css).
      await panel.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)))
      const box = (await panel.boundingBox())!
      const corner = PNG.sync.read(
        await page.screenshot({ clip: { x: box.x + 4, y: box.y + 4, width: 16, height: 16 }, animations: 'disabled' }),
      )
      let darkest = 255
      for (let i = 0; i < corner.data.length; i += 4)
        darkest = Math.min(darkest, corner.data[i]!, corner.data[i + 1]!, corner.data[i + 2]!)
      expect(darkest, 'the open panel is painted').toBeGreaterThanOrEqual(240)

      await page.mouse.move(384, 900)
      await panel.waitFor({ state: 'hidden' })
      await page.locator('[data-testid="site-header"] .site-nav').evaluate(async (nav) => {
        nav.scrollLeft = nav.scrollWidth
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      })
      const end = await readMenu(page)
      expect(end.fadeStart, 'scrolled to its end, the near edge fades').toBeGreaterThanOrEqual(24)
      expect(end.fadeEnd, 'scrolled to its end').toBe(0)
    },
  )

  test.for(['zh', 'en'] as Lang[])(
    "%s at 768 px: the current page's entry is scrolled into the menu's view, clear of its fade",
    async (lang, { openPage, problems, expect }) => {
      const { page } = await openPage('desktop', { viewport: { width: 768, height: 1024 } })
      await visit(page, problems, `${siteOrigin(lang)}/about-us/news`)
      const place = () =>
        page.locator('[data-testid="site-header"] .site-nav').evaluate((nav) => {
          const view = nav.getBoundingClientRect()
          const box = nav.querySelector('[aria-current="page"]')!.closest('li')!.getBoundingClientRect()
          return { scrolled: nav.scrollLeft, clearLeft: box.left - view.left, clearRight: view.right - box.right }
        })
      // Where the entry lies in the server's HTML, beyond the visible part of the menu.
      const start = await page.locator('[data-testid="site-header"] .site-nav').evaluate((nav) => {
        const box = nav.querySelector('[aria-current="page"]')!.closest('li')!.getBoundingClientRect()
        return box.right + nav.scrollLeft - nav.getBoundingClientRect().right
      })
      expect(start, 'the entry lies beyond the menu at 768 px').toBeGreaterThan(0)
      await expect.poll(async () => (await place()).scrolled).toBeGreaterThan(0)
      const shown = await place()
      expect(shown.clearLeft).toBeGreaterThanOrEqual(39)
      expect(shown.clearRight).toBeGreaterThanOrEqual(39)
      expect(await page.evaluate(() => window.scrollY), 'the page itself does not move').toBe(0)
    },
  )

  // Chromium applies `scroll-initial-target` only to an entry parsed before the menu's first layout, and
  // Safari and Firefox not at all: the page's script then scrolls the entry in (site/shell/menu-current-entry.ts).
  test.for(['zh', 'en'] as Lang[])(
    "%s at 768 px without the CSS rule: the page's script scrolls the current entry in, clear of its fade",
    async (lang, { openPage, problems, expect }) => {
      const { page } = await openPage('desktop', { viewport: { width: 768, height: 1024 } })
      const url = `${siteOrigin(lang)}/about-us/news`
      await page.route(url, async (route) => {
        // Node does not resolve en.localhost: the page is fetched from 127.0.0.1 with its host (support/hosts.ts).
        const { status, body } = await requestAs(lang, '/about-us/news')
        expect(body, 'the page carries the rule in its style').toContain('scroll-initial-target:nearest')
        await route.fulfill({
          status,
          contentType: 'text/html; charset=utf-8',
          body: body.replaceAll('scroll-initial-target:nearest', ''),
        })
      })
      await visit(page, problems, url)
      const menu = page.locator('[data-testid="site-header"] .site-nav')
      await expect.poll(() => menu.evaluate((nav) => nav.scrollLeft)).toBeGreaterThan(0)
      const shown = await menu.evaluate((nav) => {
        const view = nav.getBoundingClientRect()
        const box = nav.querySelector('[aria-current="page"]')!.closest('li')!.getBoundingClientRect()
        return { clearLeft: box.left - view.left, clearRight: view.right - box.right }
      })
      expect(shown.clearLeft).toBeGreaterThanOrEqual(39)
      expect(shown.clearRight).toBeGreaterThanOrEqual(39)
      expect(await page.evaluate(() => window.scrollY), 'the page itself does not move').toBe(0)
    },
  )

  test.for([
    ['zh', 1280],
    ['en', 1280],
    ['en', 1440],
  ] as const)('%s at %i px the menu fits and nothing fades', async ([lang, width], { openPage, problems, expect }) => {
    const { page } = await openPage('desktop', { viewport: { width, height: 900 } })
    await visit(page, problems, `${siteOrigin(lang)}/`)
    const menu = await readMenu(page)
    expect(menu.overflows).toBe(false)
    expect(menu.fadeStart + menu.fadeEnd).toBe(0)
  })
})

describe.concurrent('language switch in the mobile menu (SPEC §2, §4)', () => {
  test('at 390 px the menu offers the other language and goes to its host', async ({ openPage, problems }) => {
    const { page } = await openPage('mobile')
    await visit(page, problems, `${siteOrigin('zh')}/`)
    const menu = await openMobileMenu(page)
    const english = menu.locator('[data-testid="language-switcher"] [data-lang="en"]')
    await Promise.all([page.waitForURL((url) => url.hostname === 'en.localhost'), english.click()])
    expect(new URL(page.url()).pathname).toBe('/')
    expect(await page.getAttribute('html', 'lang')).toMatch(/^en/)
  })
})

describe.concurrent('back to top (SPEC §1)', () => {
  test.for(['desktop', 'mobile'] as const)(
    '%s: after scrolling down, the button brings the page back to the top',
    async (viewport, { openPage, problems }) => {
      const { page } = await openPage(viewport)
      await visit(page, problems, `${siteOrigin('zh')}/`)
      await waitForHydration(page, '[data-testid="back-to-top"]')
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await page.waitForFunction(() => window.scrollY > 0)

      const button = page.locator('[data-testid="back-to-top"]')
      await button.waitFor({ state: 'visible' })
      await button.click()
      await page.waitForFunction(() => window.scrollY === 0)
    },
  )
})

/**
 * The entries of the mobile menu's level on screen that open a deeper level: buttons in the level's
 * list (entries that lead somewhere are links).
 */
function levelOpeners(menu: Locator): Locator {
  return menu.locator('li button').filter({ visible: true })
}

async function currentLevelText(menu: Locator): Promise<string> {
  return (await menu.innerText()).trim()
}

/** Opens the first sub-level of the level on screen; returns the new level's text. */
async function enterFirstSubLevel(expect: ExpectStatic, menu: Locator): Promise<string> {
  const before = await currentLevelText(menu)
  await levelOpeners(menu).first().click()
  await expect.poll(() => currentLevelText(menu)).not.toBe(before)
  return currentLevelText(menu)
}

async function openMobileMenu(page: Page): Promise<Locator> {
  await waitForHydration(page, '[data-testid="mobile-menu-toggle"]')
  await page.click('[data-testid="mobile-menu-toggle"]')
  const menu = page.locator('[data-testid="mobile-menu"]')
  await menu.waitFor({ state: 'visible' })
  return menu
}

describe.concurrent('mobile menu (SPEC §2 "Navigation behaviour", §4, §9: below 768 px)', () => {
  test('opens as a stack of levels: two levels down, the back arrow returns, the page is locked', async ({
    openPage,
    problems,
    expect,
  }) => {
    const { page } = await openPage('mobile')
    await visit(page, problems, `${siteOrigin('zh')}/`)
    const menu = await openMobileMenu(page)
    expect(await isScrollLocked(page)).toBe(true)
    expect(await menu.locator('[data-testid="mobile-menu-back"]').isVisible()).toBe(false)

    const root = await currentLevelText(menu)
    const first = await enterFirstSubLevel(expect, menu)
    expect(first).not.toBe(root)
    expect(await menu.locator('[data-testid="mobile-menu-back"]').isVisible()).toBe(true)
    const second = await enterFirstSubLevel(expect, menu)
    expect(second).not.toBe(first)

    await menu.locator('[data-testid="mobile-menu-back"]').click()
    await expect.poll(() => currentLevelText(menu)).toBe(first)
    await menu.locator('[data-testid="mobile-menu-back"]').click()
    await expect.poll(() => currentLevelText(menu)).toBe(root)
    expect(await menu.locator('[data-testid="mobile-menu-back"]').isVisible()).toBe(false)

    await page.click('[data-testid="mobile-menu-toggle"]')
    await menu.waitFor({ state: 'hidden' })
    expect(await isScrollLocked(page)).toBe(false)
  })

  test('is not offered at 1440 px, where the header shows the menu', async ({ openPage, problems }) => {
    const { page } = await openPage('desktop')
    await visit(page, problems, `${siteOrigin('zh')}/`)
    expect(await page.isVisible('[data-testid="mobile-menu-toggle"]')).toBe(false)
  })
})

describe.concurrent('QR modal in the mobile footer (SPEC §1)', () => {
  test('a QR item opens its code in the QR modal; the close button closes it', async ({ openPage, problems }) => {
    const { page } = await openPage('mobile')
    await visit(page, problems, `${siteOrigin('zh')}/`)
    const item = page.locator('[data-testid="site-footer"] li button').filter({ visible: true }).first()
    await item.scrollIntoViewIfNeeded()
    await waitForHydration(page, '[data-testid="site-footer"] li button')
    await item.click()
    const modal = page.locator('[data-testid="qr-modal"]')
    await modal.waitFor({ state: 'visible' })
    expect(await modal.locator('img').count()).toBeGreaterThan(0)
    expect(await isScrollLocked(page)).toBe(true)
    await modal.locator('[data-testid="modal-close"]').click()
    await modal.waitFor({ state: 'hidden' })
    expect(await isScrollLocked(page)).toBe(false)
  })
})
