import { execFile } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { test, visit } from './support/fixture'
import { nextWorkbenchRender, WORKBENCH_STATUS, workbenchFrame, workbenchRenders } from './support/workbench'
import { freePort, startSiteServer, type SiteServer } from './support/processes'

// Issue 22, "Done when": in a fresh clone, `npm run new-block -- stat-strip` and `npm run dev`, the new
// block is at /blocks/statStrip; editing a text field changes the rendered block, emptying a required
// field shows the error at that field, and switching language and width works. The clone is the
// project's committed files in a temporary folder (node_modules linked), so the tree stays clean.

const projectRoot = resolve(import.meta.dirname, '../..')
const runFile = promisify(execFile)
let clone: string
let server: SiteServer

beforeAll(async () => {
  clone = mkdtempSync(join(tmpdir(), 'new-block-clone-'))
  const { stdout } = await runFile('git', ['ls-files', '-z'], { cwd: projectRoot, maxBuffer: 64 * 1024 * 1024 })
  for (const file of stdout.split('\0').filter(Boolean)) {
    mkdirSync(dirname(join(clone, file)), { recursive: true })
    cpSync(join(projectRoot, file), join(clone, file))
  }
  symlinkSync(join(projectRoot, 'node_modules'), join(clone, 'node_modules'), 'dir')
  await runFile(process.execPath, ['--import', 'tsx', 'scripts/new-block.ts', 'stat-strip'], { cwd: clone })
  server = await startSiteServer({
    name: 'new-block-dev',
    port: await freePort(),
    env: { FORM_DB_PATH: join(clone, 'data/forms.sqlite') },
    logDir: join(projectRoot, 'test-results'),
    projectRoot: clone,
    mode: 'development',
  })
}, 180_000)
afterAll(async () => {
  await server?.stop()
  if (clone) rmSync(clone, { recursive: true, force: true })
})

const status = WORKBENCH_STATUS
const frameOf = workbenchFrame
const renders = workbenchRenders
// The development server compiles on first use: a render may take longer than in production.
const nextRender = (page: Page, count: number) => nextWorkbenchRender(page, count, 30_000)

describe('a new block, scaffolded in a fresh clone, in the workbench of npm run dev (issue 22)', () => {
  test('renders its example, follows an edit, shows an emptied required field at that field, switches language and width', async ({
    openPage,
    problems,
  }) => {
    const { page } = await openPage('desktop')
    // The development server compiles the workbench's modules on first use.
    await visit(page, problems, `http://localhost:${server.port}/blocks/statStrip`)
    await page.waitForSelector(`${status}[data-state="ready"]`, { timeout: 60_000 })
    const heading = frameOf(page).locator('.stat-strip h2')
    expect(await heading.textContent()).toBe('StatStrip') // the scaffold's example
    expect(await frameOf(page).locator('.stat-strip__title').allTextContents()).toEqual([
      'First item',
      'Second item',
      'Third item',
    ])

    let count = await renders(page)
    await page.fill('#workbench_title', 'Figures that matter')
    await nextRender(page, count)
    expect(await heading.textContent()).toBe('Figures that matter')
    expect(await page.getAttribute(status, 'data-errors')).toBe('0')

    count = await renders(page)
    await page.fill('#workbench_title', '')
    await nextRender(page, count)
    expect(await page.getAttribute(status, 'data-errors')).toBe('1')
    const titleField = page.locator('.form-group:has(> #workbench_title)')
    await expect.poll(() => titleField.textContent()).toContain('is required (/title)')

    count = await renders(page)
    await page.fill('#workbench_title', 'Back again')
    await nextRender(page, count)
    expect(await frameOf(page).locator('html').getAttribute('lang')).toBe('zh-CN')
    count = await renders(page)
    await page.click('[data-testid="workbench-site-en"]')
    await nextRender(page, count)
    expect(await frameOf(page).locator('html').getAttribute('lang')).toBe('en')
    expect(await heading.textContent()).toBe('Back again')

    const frame = page.locator('[data-testid="workbench-frame"]')
    expect(await frame.evaluate((element: HTMLIFrameElement) => element.contentWindow?.innerWidth)).toBe(1440)
    await page.click('[data-testid="workbench-width-390"]')
    await expect.poll(() => frame.evaluate((element: HTMLIFrameElement) => element.contentWindow?.innerWidth)).toBe(390)
  }, 180_000)

  // Issue 25 paper cut: npm run dev reads the demo content again after an edit, without a restart.
  test('an edit of the demo content shows on the next page view, on both hosts', async ({ openPage, problems }) => {
    const pages = join(clone, 'content/demo/pages.ts')
    const original = readFileSync(pages, 'utf8')
    expect(original).toContain("title: t('服务与支持', 'Service and support'),")
    const { page } = await openPage('desktop')
    await visit(page, problems, `http://localhost:${server.port}/services`)
    expect(await page.locator('h1').first().textContent()).toBe('服务与支持')
    writeFileSync(
      pages,
      original.replace("title: t('服务与支持', 'Service and support'),", "title: t('服务中心', 'Service centre'),"),
    )
    await expect
      .poll(async () => {
        await visit(page, problems, `http://localhost:${server.port}/services`)
        return page.locator('h1').first().textContent()
      })
      .toBe('服务中心')
    await visit(page, problems, `http://en.localhost:${server.port}/services`)
    expect(await page.locator('h1').first().textContent()).toBe('Service centre')
  }, 120_000)
})
