import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { registry } from '../../blocks/registry.gen'
import { plainBlockIslandName } from '../../runtime/islands/island-data'
import { type ProblemLog, test, visit } from './support/fixture'
import type { Page } from 'playwright-core'
import { nextWorkbenchRender, WORKBENCH_STATUS, workbenchFrame, workbenchRenders } from './support/workbench'
import { requestAs } from './support/hosts'
import { freePort, startSiteServer, type SiteServer } from './support/processes'

// Issue 22 "A block workbench": /blocks/{type} edits a block's props in a form generated from its schema and
// shows the server's render of them beside it, in either site's language and at either width. The browser
// tests' servers run without the catalogue, as production does; this one is started with BLOCK_CATALOGUE=1.

let server: SiteServer
const projectRoot = resolve(import.meta.dirname, '../..')
const origin = () => `http://localhost:${server.port}`

beforeAll(async () => {
  server = await startSiteServer({
    name: 'workbench-site',
    port: await freePort(),
    env: { BLOCK_CATALOGUE: '1' },
    logDir: join(projectRoot, 'test-results'),
    projectRoot,
  })
}, 120_000)
afterAll(async () => {
  await server?.stop()
})

const status = WORKBENCH_STATUS
const frameOf = workbenchFrame
const renders = workbenchRenders
const nextRender = nextWorkbenchRender

/** Opens `/blocks/<name>` and waits for the workbench's first render. */
async function openWorkbench(page: Page, problems: ProblemLog, name: string): Promise<void> {
  await visit(page, problems, `${origin()}/blocks/${name}`)
  await page.waitForSelector(`${status}[data-state="ready"]`)
}

describe('block workbench (issue 22)', () => {
  test('edits a text field, shows a required field emptied at that field, follows language and width', async ({
    openPage,
    problems,
  }) => {
    const { page } = await openPage('desktop')
    await openWorkbench(page, problems, 'pageHeading')
    const heading = frameOf(page).locator('h1')
    expect(await heading.textContent()).toBe('News') // blocks/page-heading/example.ts

    let count = await renders(page)
    await page.fill('#workbench_title', 'Edited in the workbench')
    await nextRender(page, count)
    expect(await heading.textContent()).toBe('Edited in the workbench')
    expect(await page.getAttribute(status, 'data-errors')).toBe('0')

    count = await renders(page)
    await page.fill('#workbench_title', '')
    await nextRender(page, count)
    expect(await page.getAttribute(status, 'data-errors')).toBe('1')
    // At the field itself (rjsf's field group of the title input), with the JSON pointer.
    const titleField = page.locator('.form-group:has(> #workbench_title)')
    await expect.poll(() => titleField.textContent()).toContain('is required (/title)')
    // The page would lose the block: the frame keeps the last valid render, dimmed, and says so.
    const stage = page.locator('.workbench__stage')
    expect(await stage.getAttribute('data-last-valid')).toBe('true')
    expect(await heading.textContent()).toBe('Edited in the workbench')
    expect(await stage.locator('iframe').evaluate((frame) => getComputedStyle(frame).opacity)).toBe('0.45')
    expect(await page.textContent(status)).toBe('1 处不符合 Schema；预览为上一次符合 Schema 的属性')

    await page.fill('#workbench_title', 'Back again')
    expect(await frameOf(page).locator('html').getAttribute('lang')).toBe('zh-CN')
    count = await renders(page)
    await page.click('[data-testid="workbench-site-en"]')
    await nextRender(page, count)
    expect(await frameOf(page).locator('html').getAttribute('lang')).toBe('en')
    expect(await heading.textContent()).toBe('Back again')
    expect(await stage.getAttribute('data-last-valid')).toBeNull()

    const frame = page.locator('[data-testid="workbench-frame"]')
    expect(await frame.evaluate((element: HTMLIFrameElement) => element.contentWindow?.innerWidth)).toBe(1440)
    await page.click('[data-testid="workbench-width-390"]')
    await expect.poll(() => frame.evaluate((element: HTMLIFrameElement) => element.contentWindow?.innerWidth)).toBe(390)
  })

  test('shows a 1440 px page whole in a narrower stage (laid out at 1440, scaled to fit), and what an unset choice means', async ({
    openPage,
    problems,
  }) => {
    const { page } = await openPage('desktop')
    await openWorkbench(page, problems, 'heroCarousel')
    const frame = page.locator('[data-testid="workbench-frame"]')
    // The frame's page is laid out 1440 px wide whatever the stage's width (the banner's own layout).
    expect(await frame.evaluate((element: HTMLIFrameElement) => element.contentWindow?.innerWidth)).toBe(1440)
    const measure = () =>
      page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect()
        const shown = box('[data-testid="workbench-frame"]')
        const inner = box('.workbench__stage')
        // The page's own height in the frame (the root's box: its scroll height is never less than the frame).
        const pageHeight = (
          document.querySelector('[data-testid="workbench-frame"]') as HTMLIFrameElement
        ).contentDocument!.documentElement.getBoundingClientRect().height
        return {
          shown: { width: shown.width, height: shown.height },
          stage: { width: inner.width, height: inner.height },
          pageHeight,
        }
      })
    await expect.poll(async () => (await measure()).shown.width).toBeLessThan(1440)
    const { shown, stage: box, pageHeight } = await measure()
    const scale = shown.width / 1440
    // The whole width is in the stage (its 1 px border aside), and the stage is as tall as the scaled page.
    expect(shown.width).toBeLessThanOrEqual(box.width)
    expect(shown.width).toBeGreaterThan(box.width - 4)
    expect(Math.abs(box.height - 2 - pageHeight * scale)).toBeLessThanOrEqual(2)
    expect(await page.textContent('[data-testid="workbench-zoom"]')).toBe(`缩放至 ${Math.round(scale * 100)}%`)

    // The optional size, left unset, says it means the block's default, not a blank choice.
    expect(await page.locator('#workbench_size option').first().textContent()).toBe('（未设置：区块的默认值）')

    // 390 px fits the stage: shown at its own size, no zoom, the stage as tall as the page at that width;
    // and back at 1440 the stage is as tall as before.
    const fits = async () => {
      const now = await measure()
      return (
        Math.abs(now.stage.height - 2 - (now.pageHeight * now.shown.width) / (now.shown.width > 390 ? 1440 : 390)) <= 2
      )
    }
    await page.click('[data-testid="workbench-width-390"]')
    await expect.poll(async () => (await measure()).shown.width).toBe(390)
    expect(await page.locator('[data-testid="workbench-zoom"]').count()).toBe(0)
    await expect.poll(fits).toBe(true)
    // The hero banner is 300 px tall on a phone, 450 on a desktop (SPEC §9): the frame followed it down.
    expect((await measure()).pageHeight).toBeLessThan(pageHeight)
    await page.click('[data-testid="workbench-width-1440"]')
    await expect.poll(async () => (await measure()).shown.width).toBeLessThan(1440)
    await expect.poll(fits).toBe(true)
    expect(Math.abs((await measure()).stage.height - box.height)).toBeLessThanOrEqual(2)
  })

  test("hydrates an interactive block's island in the preview, as on a page, and shows its code's size", async ({
    openPage,
    problems,
  }) => {
    const { page } = await openPage('desktop')
    await openWorkbench(page, problems, 'tabs')
    // The tabs are a plain island that wakes at the visitor's first touch, as on a page (issue 26).
    const island = frameOf(page).locator(`[data-island="${plainBlockIslandName('tabs')}"]`)
    await island.locator('[role="tab"]').nth(1).click()
    await frameOf(page)
      .locator(`[data-island="${plainBlockIslandName('tabs')}"][data-island-hydrated="true"]`)
      .waitFor()
    await expect.poll(() => island.locator('[role="tab"]').nth(1).getAttribute('aria-selected')).toBe('true')
    expect(await page.textContent('[data-testid="workbench-island"]')).toMatch(/\d+\.\d KB/)
  })

  test('fits a phone: the form above the preview, nothing wider than the screen', async ({ openPage, problems }) => {
    const { page } = await openPage('mobile')
    await openWorkbench(page, problems, 'heroCarousel')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const form = await page.locator('.workbench__form').boundingBox()
    const preview = await page.locator('[data-testid="workbench-frame"]').evaluate((frame) => {
      const stage = frame.closest('.workbench__stage') ?? frame
      return stage.getBoundingClientRect().top
    })
    expect(form).not.toBeNull()
    expect(preview).toBeGreaterThanOrEqual(form!.y + form!.height)
    // The form's fields keep within its column (a fieldset widens to its content unless told not to).
    const overhang = await page.locator('.workbench__form').evaluate((element) => {
      const { right } = element.getBoundingClientRect()
      return Math.max(
        0,
        ...[...element.querySelectorAll('fieldset')].map((set) => set.getBoundingClientRect().right - right),
      )
    })
    expect(overhang).toBeLessThanOrEqual(0.5)
  })

  test('/blocks lists every block with a link to its workbench', async ({ openPage, problems }) => {
    const { page } = await openPage('desktop')
    await visit(page, problems, `${origin()}/blocks`)
    const links = await page
      .locator('[data-testid="block-index"] a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))
    expect(links).toEqual(Object.keys(registry).map((type) => `/blocks/${type}`))
  })

  test('its endpoints refuse an unknown type, a body that is no JSON, and saving on a production server', async () => {
    const post = (path: string, body: string) =>
      requestAs('zh', path, {
        method: 'POST',
        port: server.port,
        headers: { 'content-type': 'application/json' },
        body,
      })
    expect((await post('/blocks/noSuchBlock/render', '{"props":{},"lang":"zh"}')).status).toBe(404)
    expect((await post('/blocks/pageHeading/render', '{"props":')).status).toBe(400)
    expect((await post('/blocks/pageHeading/examples', '{"name":"x","props":{"title":"T"}}')).status).toBe(403)
  })

  test('is off on a production server without BLOCK_CATALOGUE', async () => {
    expect((await requestAs('zh', '/blocks/pageHeading')).status).toBe(404)
    expect((await requestAs('zh', '/blocks/pageHeading/render', { method: 'POST', body: '{}' })).status).toBe(404)
  })
})
