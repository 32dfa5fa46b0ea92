import { describe, expect, type ExpectStatic } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { isScrollLocked, test, visit, waitForHydration } from './support/fixture'
import { contentApi, siteOrigin } from './support/hosts'

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
