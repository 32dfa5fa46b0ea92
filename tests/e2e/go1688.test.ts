import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { test, visit, waitForHydration } from './support/fixture'
import { requestAs, siteOrigin, type Lang } from './support/hosts'
import { freePort, startSiteServer, type SiteServer } from './support/processes'

// SPEC §2 /go1688, /go1688/purchaser, /go1688/supplier: the area's own shell (logo, phone numbers, menu),
// its own consult form (SPEC §7 default form ids), and the SUPPLIER_SITE_URL redirect (docs/configuration.md).

const langs: Lang[] = ['zh', 'en']
const purchaserTitle: Record<Lang, string> = { zh: '企业采购平台', en: 'Enterprise Purchasing Platform' }
/** The area's consult form in each site's language (content/ids.ts GO1688_FORM_ID, DEFAULT_FORM_IDS go1688.en). */
const go1688Form: Record<Lang, { id: number; company: string }> = {
  zh: { id: 3, company: '企业名称' },
  en: { id: 4, company: 'Company' },
}

describe.each(langs)('the go1688 area — %s', (lang) => {
  test('desktop: the area header has its own logo, phone numbers and menu; the main header does not', async ({
    openPage,
    problems,
  }) => {
    const { page } = await openPage('desktop')
    await visit(page, problems, `${siteOrigin(lang)}/go1688/purchaser`)
    const header = page.locator('[data-testid="site-header"]')
    expect(await header.getAttribute('data-variant')).toBe('go1688')
    expect(await header.locator('.site-logo').getAttribute('href')).toBe('/go1688')
    expect(await header.locator('.site-logo img').getAttribute('src')).toBe('/demo-assets/logo-go1688.svg')
    expect(await header.locator('[data-testid="go1688-phones"] a').count()).toBeGreaterThan(0)
    await header.locator('[data-testid="go1688-phones"]').waitFor({ state: 'visible' })
    const menu = await header
      .locator('.site-nav .site-nav__link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(menu).toEqual(['/go1688/purchaser', '/go1688/supplier'])
    await expect(page.locator('[data-block="banner"] h1').textContent()).resolves.toBe(purchaserTitle[lang])

    await visit(page, problems, `${siteOrigin(lang)}/`)
    expect(await header.getAttribute('data-variant')).toBe('main')
    expect(await header.locator('[data-testid="go1688-phones"]').count()).toBe(0)
    expect(await header.locator('.site-logo').getAttribute('href')).toBe('/')
    const mainMenu = await header
      .locator('.site-nav .site-nav__link')
      .evaluateAll((items) => items.map((item) => item.getAttribute('href')))
    expect(mainMenu).not.toContain('/go1688/purchaser')
    expect(mainMenu.length).toBeGreaterThan(2)
  })

  test('phone: the mobile menu lists the area pages', async ({ openPage, problems }) => {
    const { page } = await openPage('mobile')
    await visit(page, problems, `${siteOrigin(lang)}/go1688`)
    await waitForHydration(page, '[data-testid="mobile-menu-toggle"]')
    await page.locator('[data-testid="mobile-menu-toggle"]').click()
    const menu = page.locator('[data-testid="mobile-menu"]')
    await menu.waitFor({ state: 'visible' })
    const hrefs = await menu
      .locator('a[href^="/go1688/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(['/go1688/purchaser', '/go1688/supplier'])
  })

  test("supplier: the consult button opens the go1688 form in the site's language; the agreement and payment info are offered", async ({
    openPage,
    problems,
  }) => {
    const { page } = await openPage('desktop')
    await visit(page, problems, `${siteOrigin(lang)}/go1688/supplier`)
    const consult = page.locator('[data-block="banner"] button[data-jump="FORM"]')
    await waitForHydration(page, '[data-block="banner"] button[data-jump="FORM"]')
    const formRequest = page.waitForRequest((request) => /\/api\/internal\/form\/\d+$/.test(request.url()))
    await consult.click()
    expect(new URL((await formRequest).url()).pathname).toBe(`/api/internal/form/${go1688Form[lang].id}`)
    const modal = page.locator('[data-testid="contact-modal"]')
    await modal.locator('[data-testid="form-submit"]').waitFor({ state: 'visible' })
    const text = (await modal.innerText()).replace(/\s+/g, ' ')
    expect(text).toContain(go1688Form[lang].company)
    if (lang === 'en') expect(text.match(/[\u3400-\u9fff]+/g), text).toBeNull()
    const documents = page.locator('[data-block="consultBanner"] [data-jump="DOCUMENT"]')
    expect(await documents.count()).toBe(2)
  })
})

describe('SUPPLIER_SITE_URL (docs/configuration.md)', () => {
  test('unset: the area is served here', async () => {
    for (const path of ['/go1688', '/go1688/purchaser', '/go1688/supplier?x=1']) {
      expect((await requestAs('zh', path)).status).toBe(200)
    }
  })

  describe('set', () => {
    let server: SiteServer
    const projectRoot = resolve(import.meta.dirname, '../..')
    const supplierSite = 'https://supplier.example.com/portal'

    beforeAll(async () => {
      server = await startSiteServer({
        name: 'supplier-redirect-site',
        port: await freePort(),
        env: { SUPPLIER_SITE_URL: supplierSite },
        logDir: join(projectRoot, 'test-results'),
        projectRoot,
      })
    }, 120_000)
    afterAll(async () => {
      await server?.stop()
    })

    test.for([
      ['/go1688', `${supplierSite}`],
      ['/go1688/supplier?x=1', `${supplierSite}/supplier?x=1`],
      ['/go1688/purchaser/a?b=2&c', `${supplierSite}/purchaser/a?b=2&c`],
    ])('%s redirects to %s', async ([path, target]) => {
      const response = await requestAs('en', path!, { port: server.port })
      expect(response.status).toBe(302)
      expect(response.headers.location).toBe(target)
    })

    test.for([
      '/go1688//evil.example',
      '/go1688//evil.example/x?y=1',
      '/go1688/%5Cevil.example',
      '/go1688/@evil.example',
      '/go1688/..%2F..%2F%2Fevil.example',
    ])('%s stays on the configured site', async (path) => {
      const response = await requestAs('zh', path, { port: server.port })
      if (response.status === 302)
        expect(new URL(String(response.headers.location)).origin).toBe('https://supplier.example.com')
      else expect(response.status).toBe(404)
      expect(String(response.headers.location ?? '')).not.toMatch(/^(https?:)?\/\/evil/)
    })

    test('other paths are not redirected', async () => {
      expect((await requestAs('zh', '/', { port: server.port })).status).toBe(200)
      const near = await requestAs('zh', '/go16880', { port: server.port })
      expect(near.status).toBe(404)
      expect(near.headers.location).toBeUndefined()
    })
  })
})
