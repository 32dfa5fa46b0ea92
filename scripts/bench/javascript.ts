import { gzipSync } from 'node:zlib'
import type { Page, Response } from 'playwright-core'
import { chromiumPath, launchChromium } from '../../tests/e2e/support/chromium'
import { JS_GOAL_BYTES, type BenchPage } from './pages'
import { formatKb, type Figure } from './report'

const MOBILE = { width: 390, height: 844 }

/** Gzip size of one script response: as sent when the server gzipped it, else the bytes gzipped here. */
async function gzipBytes(response: Response): Promise<number> {
  if (response.headers()['content-encoding'] === 'gzip') {
    return (await response.request().sizes()).responseBodySize
  }
  return gzipSync(await response.body(), { level: 9 }).length
}

/** Scrolls to the bottom in steps, as a visitor would, so lazy islands and dynamic imports load. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })
}

/**
 * Issue 13 (d): every script a page type loads in Chromium at 390×844, scrolled to the bottom
 * (dynamic imports included), summed as gzip. Each page gets a fresh context, so nothing is cached.
 * Goals by page class (issue 26, scripts/bench/pages.ts).
 */
export async function measureJavaScript(origin: string, pages: readonly BenchPage[]): Promise<Figure[]> {
  // The full browser, as a visitor's: the tests' headless shell sends a pointer event no visitor makes.
  const browser = await launchChromium([], chromiumPath)
  try {
    const figures: Figure[] = []
    for (const type of pages) figures.push(await measurePage(browser, origin, type))
    return figures
  } finally {
    await browser.close()
  }
}

async function measurePage(
  browser: Awaited<ReturnType<typeof launchChromium>>,
  origin: string,
  type: BenchPage,
): Promise<Figure> {
  const context = await browser.newContext({ viewport: MOBILE, deviceScaleFactor: 1 })
  try {
    const page = await context.newPage()
    const sizes: Array<Promise<number>> = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.ok()) sizes.push(gzipBytes(response))
    })
    const { path } = type
    const answer = await page.goto(`${origin}${path}`, { waitUntil: 'load' })
    if (answer?.status() !== 200) throw new Error(`${path} answered ${answer?.status()}`)
    await scrollThrough(page)
    await page.waitForLoadState('networkidle')
    const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0)
    const goal = JS_GOAL_BYTES[type.class]
    return {
      figure: `JavaScript, gzip: ${type.name} (${path}, ${type.class})`,
      value: `${formatKb(total)} in ${sizes.length} files`,
      goal: goal === null ? '—' : `≤ ${formatKb(goal)}`,
      met: goal === null ? null : total <= goal,
    }
  } finally {
    await context.close()
  }
}
