import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AxeResults, RunOptions } from 'axe-core'
import lighthouseConfig from 'lighthouse/core/config/default-config.js'
import type { Page } from 'playwright-core'

// Issue 13: axe-core finds no serious or critical violation on any page type of SPEC §2 (and the
// not-found page), in both languages, at both widths. Pages are checked as loaded, before any scroll,
// as Lighthouse sees them: a lazy image below the fold is not there yet, so text on it must be readable
// on the colour behind it. Besides, no violation at all, whatever its impact, of a rule that Lighthouse's
// accessibility score counts (npm run bench): heading-order is only "moderate", and target-size (WCAG
// 2.2 §2.5.8) is off in axe unless turned on, as Lighthouse does.

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface Violation {
  id: string
  impact: string | null
  help: string
  nodes: string[]
}

/** The axe rules behind the audits that weigh in Lighthouse's accessibility score (57 in Lighthouse 12). */
const lighthouseScoredRules = new Set(
  (lighthouseConfig.categories?.accessibility?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => ref.id),
)

/**
 * Waits (at most 3 s) until no finite CSS transition or animation runs: the header takes its theme from
 * the banner image after it loads, and a modal fades in; a colour caught halfway is no contrast defect.
 * Only animations on the document's clock count: a scroll-driven one (the scroll strip's edge fade,
 * site/shell/scroll-strip.css) stands still until the visitor scrolls, and is "running" for as long as the page is
 * open, which made every page with a tab strip wait out the full 3 s.
 */
async function motionSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        !document
          .getAnimations()
          .some(
            (animation) =>
              animation.timeline === document.timeline &&
              animation.playState === 'running' &&
              animation.effect?.getComputedTiming().endTime !== Infinity,
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined)
}

/**
 * The serious and critical axe violations of the page as loaded, and any of a rule Lighthouse scores, one
 * line each (`path impact rule (help)` and the elements). `shown`: what the page shows once its client
 * code has run, waited for before checking.
 */
export async function accessibilityFailures(page: Page, shown?: string): Promise<string[]> {
  // The page's client code marks the page ready once the islands that start with it have hydrated; a
  // modal (the one /form/{id} shows) fades in: wait for those, then for the motion they started.
  await page.waitForLoadState('networkidle').catch(() => undefined)
  await page.waitForSelector('html[data-client-ready="true"]', { state: 'attached' })
  if (shown) await page.waitForSelector(shown)
  await motionSettled(page)
  // page.evaluate runs outside the page's Content-Security-Policy, which forbids injected scripts.
  await page.evaluate(axeSource)
  const violations: Violation[] = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe
    const result = await axe.run(document, { resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } })
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }))
  })
  const path = new URL(page.url()).pathname
  return violations
    .filter(
      (violation) =>
        violation.impact === 'serious' || violation.impact === 'critical' || lighthouseScoredRules.has(violation.id),
    )
    .map(
      (violation) =>
        `${path} ${violation.impact} ${violation.id} (${violation.help})\n    ${violation.nodes.join('\n    ')}`,
    )
}
