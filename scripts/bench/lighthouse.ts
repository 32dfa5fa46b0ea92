import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse, { type RunnerResult } from 'lighthouse'
import { chromiumFlags, chromiumPath } from '../../tests/e2e/support/chromium'
import { stopOnInterrupt } from './cleanup'
import { LIGHTHOUSE_GOALS, type BenchPage } from './pages'
import type { Figure } from './report'
import { logDir } from './servers'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const HOME_FCP_GOAL_MS = 1200

/** Each page type's whole Lighthouse report (lhr JSON), to read which elements a failing audit names. */
const lighthouseReportDir = join(logDir, 'lighthouse')

/** `product detail` → `product-detail.json`. */
const lighthouseReportFile = (pageTypeName: string) =>
  join(lighthouseReportDir, `${pageTypeName.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.json`)

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100)

/**
 * Runs of one page before its figures are given up. A run can end without a trace to compute metrics
 * from (`runtimeError`), and then every performance and best-practices audit scores 0. Seen here:
 * NO_NAVSTART, in about one run in four or five on some page: the pages answer with
 * `Cross-Origin-Opener-Policy: same-origin`, so Chromium decides only once the response is in that the page
 * leaves Lighthouse's about:blank for a browsing context group of its own, in another renderer process,
 * and now and then that process's first trace events, the navigation start among them, are missing from
 * the trace (the same pages without that header never did). Lighthouse's own advice is to run again.
 */
const MAX_ATTEMPTS = 3

/** Lighthouse on one URL, run again (at most MAX_ATTEMPTS in all) while a run ends with a runtime error. */
async function measurePage(port: number, url: string, pageTypeName: string): Promise<RunnerResult['lhr']> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Screenshots and the back/forward-cache check weigh nothing in any score and cost seconds a page.
      disableFullPageScreenshot: true,
      skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'bf-cache'],
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { lhr } = result
    const file = lighthouseReportFile(pageTypeName)
    const error = lhr.runtimeError
    if (error && attempt < MAX_ATTEMPTS) {
      const kept = file.replace(/\.json$/, `.run-${attempt}.json`)
      writeFileSync(kept, `${JSON.stringify(lhr, null, 2)}\n`)
      console.log(`[bench] lighthouse ${url}: ${error.code} (${error.message}); report in ${kept}, running again`)
      continue
    }
    console.log(`[bench] lighthouse ${url}: ${Math.round(lhr.timing.total / 1000)} s${error ? `, ${error.code}` : ''}`)
    writeFileSync(file, `${JSON.stringify(lhr, null, 2)}\n`)
    return lhr
  }
}

/**
 * Issue 13 (e): Lighthouse with its default (mobile) settings on every page type, one after another in
 * one Debian Chromium: its scores and its total blocking time (issue 26's goals), and the home page's
 * first contentful paint besides.
 */
export async function measureLighthouse(origin: string, pages: readonly BenchPage[]): Promise<Figure[]> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags })
  const unregister = stopOnInterrupt(() => chrome.kill())
  try {
    rmSync(lighthouseReportDir, { recursive: true, force: true })
    mkdirSync(lighthouseReportDir, { recursive: true })
    const figures: Figure[] = []
    for (const type of pages) {
      const { path } = type
      // One request first, as a visitor after the first would find it: the server has rendered the page
      // once (its route's modules loaded, the page in the render cache). A cold render's first byte is the
      // first-byte figure's business, not the page's in the browser.
      await fetch(`${origin}${path}`).then((answer) => answer.arrayBuffer())
      const lhr = await measurePage(chrome.port, `${origin}${path}`, type.name)
      const { categories, audits } = lhr
      const [performance, accessibility, bestPractices, seo] = CATEGORIES.map((id) => score(categories[id]?.score))
      const failedA11y = (categories.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
        .map((ref) => ref.id)
      figures.push({
        figure: `Lighthouse mobile: ${type.name} (${path})`,
        value:
          `performance ${performance}, accessibility ${accessibility}, best practices ${bestPractices}, SEO ${seo}` +
          (failedA11y.length ? ` (fails: ${failedA11y.join(', ')})` : '') +
          (lhr.runtimeError ? ` (no trace figures: ${lhr.runtimeError.code} in ${MAX_ATTEMPTS} runs)` : ''),
        goal: `performance ≥ ${LIGHTHOUSE_GOALS.performance}, accessibility ${LIGHTHOUSE_GOALS.accessibility}`,
        met:
          !lhr.runtimeError &&
          performance >= LIGHTHOUSE_GOALS.performance &&
          accessibility >= LIGHTHOUSE_GOALS.accessibility,
      })
      const tbt = audits['total-blocking-time']?.numericValue ?? Number.NaN
      const lcp = audits['largest-contentful-paint']?.numericValue ?? Number.NaN
      figures.push({
        figure: `Lighthouse mobile: ${type.name} total blocking time`,
        value: `${Math.round(tbt)} ms (largest contentful paint ${(lcp / 1000).toFixed(2)} s)`,
        goal: `≤ ${LIGHTHOUSE_GOALS.totalBlockingTimeMs} ms`,
        met: tbt <= LIGHTHOUSE_GOALS.totalBlockingTimeMs,
      })
      if (type.name === 'home') {
        const fcp = audits['first-contentful-paint']?.numericValue ?? Number.NaN
        figures.push({
          figure: 'Lighthouse mobile: home first contentful paint',
          value: `${(fcp / 1000).toFixed(2)} s`,
          goal: `≤ ${(HOME_FCP_GOAL_MS / 1000).toFixed(1)} s`,
          met: fcp <= HOME_FCP_GOAL_MS,
        })
      }
    }
    return figures
  } finally {
    unregister()
    chrome.kill()
  }
}
