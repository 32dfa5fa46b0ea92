import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse, { type RunnerResult } from 'lighthouse'
import { chromiumFlags, chromiumPath } from '../../tests/e2e/support/chromium'
import { stopOnInterrupt } from './cleanup'
import { pageFigures, type PageRun } from './lighthouse-runs'
import { mainThreadBlocking, type MainThreadBlocking, type TraceEvent } from './main-thread-cpu'
import type { BenchPage } from './pages'
import type { Figure } from './report'
import { logDir } from './servers'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

/** Each page type's whole Lighthouse report (lhr JSON), to read which elements a failing audit names. */
const lighthouseReportDir = join(logDir, 'lighthouse')

/** `product detail`, run 2 → `product-detail.2.json`. */
const lighthouseReportFile = (pageTypeName: string, run: number) =>
  join(lighthouseReportDir, `${pageTypeName.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.${run}.json`)

/** Runs of each page (`--lighthouse-runs N`): the guide's "the spread of at least three runs". */
export const DEFAULT_RUNS = 3

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
async function measurePage(port: number, url: string, reportFile: string): Promise<PageRun> {
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
    const error = lhr.runtimeError
    if (error && attempt < MAX_ATTEMPTS) {
      const kept = reportFile.replace(/\.json$/, `.attempt-${attempt}.json`)
      writeFileSync(kept, `${JSON.stringify(lhr, null, 2)}\n`)
      console.log(`[bench] lighthouse ${url}: ${error.code} (${error.message}); report in ${kept}, running again`)
      continue
    }
    console.log(`[bench] lighthouse ${url}: ${Math.round(lhr.timing.total / 1000)} s${error ? `, ${error.code}` : ''}`)
    writeFileSync(reportFile, `${JSON.stringify(lhr, null, 2)}\n`)
    const cpu = error ? null : mainThreadOf(result)
    return { ...pageRunOf(lhr), cpuBlockingTimeMs: cpu?.cpuMs ?? null, longestTaskCpuMs: cpu?.longestTaskCpuMs ?? null }
  }
}

/** The run's blocking time from the main thread's CPU time (main-thread-cpu.ts), from its trace. */
function mainThreadOf({ lhr, artifacts }: RunnerResult): MainThreadBlocking | null {
  const observed = lhr.audits.metrics?.details as { items?: Array<Record<string, number | undefined>> } | undefined
  const { observedFirstContentfulPaintTs: from, observedTraceEndTs: to } = observed?.items?.[0] ?? {}
  const events = (artifacts.Trace as { traceEvents?: TraceEvent[] } | undefined)?.traceEvents
  if (from === undefined || to === undefined || !events) return null
  return mainThreadBlocking(events, from, to)
}

/** The figures of one run's report that the table gives (scores ×100; timings only from a run with a trace). */
function pageRunOf(lhr: RunnerResult['lhr']): Omit<PageRun, 'cpuBlockingTimeMs' | 'longestTaskCpuMs'> {
  const { categories, audits } = lhr
  const [performance, accessibility, bestPractices, seo] = CATEGORIES.map((id) => score(categories[id]?.score))
  const traced = !lhr.runtimeError
  const metric = (id: string) => (traced ? (audits[id]?.numericValue ?? null) : null)
  return {
    performance: traced ? performance : null,
    accessibility,
    bestPractices: traced ? bestPractices : null,
    seo,
    failedA11y: (categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    totalBlockingTimeMs: metric('total-blocking-time'),
    largestContentfulPaintMs: metric('largest-contentful-paint'),
    firstContentfulPaintMs: metric('first-contentful-paint'),
    runtimeError: lhr.runtimeError?.code,
  }
}

/**
 * Issue 13 (e): Lighthouse with its default (mobile) settings on every page type, one after another in
 * one Debian Chromium: its scores and its total blocking time (issue 26's goals), and the home page's
 * first contentful paint besides. Each page is run `runs` times, in rounds over all pages (a slow minute
 * of the shared machine then falls on several pages' runs, not on one page's), and its figures are the
 * median of its runs with their range: one run's blocking time has swung between 60 and 380 ms here for
 * the same build, and Lighthouse's own advice is to take the median of several runs.
 */
export async function measureLighthouse(
  origin: string,
  pages: readonly BenchPage[],
  runs = DEFAULT_RUNS,
): Promise<Figure[]> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags })
  const unregister = stopOnInterrupt(() => chrome.kill())
  try {
    rmSync(lighthouseReportDir, { recursive: true, force: true })
    mkdirSync(lighthouseReportDir, { recursive: true })
    const pageRuns = new Map<BenchPage, PageRun[]>(pages.map((type) => [type, []]))
    for (let round = 1; round <= runs; round += 1) {
      for (const type of pages) {
        const url = `${origin}${type.path}`
        // One request first, as a visitor after the first would find it: the server has rendered the page
        // once (its route's modules loaded, the page in the render cache). A cold render's first byte is the
        // first-byte figure's business, not the page's in the browser.
        if (round === 1) await fetch(url).then((answer) => answer.arrayBuffer())
        pageRuns.get(type)!.push(await measurePage(chrome.port, url, lighthouseReportFile(type.name, round)))
      }
    }
    return pages.flatMap((type) => pageFigures(type, pageRuns.get(type)!))
  } finally {
    unregister()
    chrome.kill()
  }
}
