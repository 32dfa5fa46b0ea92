import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumFlags, chromiumPath } from '../../tests/e2e/support/chromium'
import { pageTypes } from '../../tests/e2e/support/page-types'
import { stopOnInterrupt } from './cleanup'
import type { Figure } from './report'
import { logDir } from './servers'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const PERFORMANCE_GOAL = 95
const ACCESSIBILITY_GOAL = 100
const HOME_FCP_GOAL_MS = 1200
const HOME_TBT_GOAL_MS = 100

/** Each page type's whole Lighthouse report (lhr JSON), to read which elements a failing audit names. */
const lighthouseReportDir = join(logDir, 'lighthouse')

/** `product detail` → `product-detail.json`. */
const lighthouseReportFile = (pageTypeName: string) =>
  join(lighthouseReportDir, `${pageTypeName.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.json`)

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100)

/**
 * Issue 13 (e): Lighthouse with its default (mobile) settings on every page type, one after another in
 * one Debian Chromium; the home page's first contentful paint and total blocking time besides.
 */
export async function measureLighthouse(origin: string): Promise<Figure[]> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags })
  const unregister = stopOnInterrupt(() => chrome.kill())
  try {
    mkdirSync(lighthouseReportDir, { recursive: true })
    const figures: Figure[] = []
    for (const type of pageTypes) {
      const path = type.path('zh')
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // Screenshots and the back/forward-cache check weigh nothing in any score and cost seconds a page.
        disableFullPageScreenshot: true,
        skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'bf-cache'],
      })
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`)
      console.log(`[bench] lighthouse ${path}: ${Math.round(result.lhr.timing.total / 1000)} s`)
      writeFileSync(lighthouseReportFile(type.name), `${JSON.stringify(result.lhr, null, 2)}\n`)
      const { categories, audits } = result.lhr
      const [performance, accessibility, bestPractices, seo] = CATEGORIES.map((id) => score(categories[id]?.score))
      const failedA11y = (categories.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
        .map((ref) => ref.id)
      figures.push({
        figure: `Lighthouse mobile: ${type.name} (${path})`,
        value:
          `performance ${performance}, accessibility ${accessibility}, best practices ${bestPractices}, SEO ${seo}` +
          (failedA11y.length ? ` (fails: ${failedA11y.join(', ')})` : ''),
        goal: `performance ≥ ${PERFORMANCE_GOAL}, accessibility ${ACCESSIBILITY_GOAL}`,
        met: performance >= PERFORMANCE_GOAL && accessibility >= ACCESSIBILITY_GOAL,
      })
      if (type.name === 'home') {
        const fcp = audits['first-contentful-paint']?.numericValue ?? Number.NaN
        const tbt = audits['total-blocking-time']?.numericValue ?? Number.NaN
        figures.push(
          {
            figure: 'Lighthouse mobile: home first contentful paint',
            value: `${(fcp / 1000).toFixed(2)} s`,
            goal: `≤ ${(HOME_FCP_GOAL_MS / 1000).toFixed(1)} s`,
            met: fcp <= HOME_FCP_GOAL_MS,
          },
          {
            figure: 'Lighthouse mobile: home total blocking time',
            value: `${Math.round(tbt)} ms`,
            goal: `≤ ${HOME_TBT_GOAL_MS} ms`,
            met: tbt <= HOME_TBT_GOAL_MS,
          },
        )
      }
    }
    return figures
  } finally {
    unregister()
    chrome.kill()
  }
}
