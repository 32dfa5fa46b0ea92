import { LIGHTHOUSE_GOALS, type BenchPage } from './pages'
import type { Figure } from './report'

// A page type's Lighthouse figures from several runs (scripts/bench/lighthouse.ts): the median of each,
// with the runs' range.

const HOME_FCP_GOAL_MS = 1200

/** What one Lighthouse run of a page gave; `null` figures when the run had no trace (a runtime error). */
export interface PageRun {
  performance: number | null
  accessibility: number
  bestPractices: number | null
  seo: number
  failedA11y: string[]
  totalBlockingTimeMs: number | null
  largestContentfulPaintMs: number | null
  firstContentfulPaintMs: number | null
  /**
   * The same blocking time from the main thread's CPU time instead of its wall time (main-thread-cpu.ts):
   * the page's own work, without the time the thread waited for a core on this machine. Not a goal.
   */
  cpuBlockingTimeMs: number | null
  /** The thread (CPU) time of the longest of those tasks: under 12.5 ms, it blocks nothing even 4× slower. */
  longestTaskCpuMs: number | null
  runtimeError: string | undefined
}

/** The median of several runs' values and their range. */
export interface Spread {
  median: number
  min: number
  max: number
}

/** The median of the runs' values (the mean of the middle two of an even count) and their range; null without any. */
export function spreadOf(values: ReadonlyArray<number | null>): Spread | null {
  const known = values
    .filter((value): value is number => value !== null && Number.isFinite(value))
    .sort((a, b) => a - b)
  if (known.length === 0) return null
  const middle = (known[Math.floor((known.length - 1) / 2)]! + known[Math.ceil((known.length - 1) / 2)]!) / 2
  return { median: middle, min: known[0]!, max: known[known.length - 1]! }
}

/** `97 (94–99)`: the median, then the range when the runs differ. */
export function withRange(spread: Spread | null, format: (value: number) => string = String): string {
  if (!spread) return 'none'
  return spread.min === spread.max
    ? format(spread.median)
    : `${format(spread.median)} (${format(spread.min)}–${format(spread.max)})`
}

const seconds = (ms: number) => (ms / 1000).toFixed(2)

/** A page's figures from its runs: each goal judged on the median of the runs with a trace. */
export function pageFigures(type: BenchPage, runs: readonly PageRun[]): Figure[] {
  const traced = runs.filter((run) => !run.runtimeError)
  const performance = spreadOf(runs.map((run) => run.performance))
  const bestPractices = spreadOf(runs.map((run) => run.bestPractices))
  // Accessibility and SEO do not depend on timing: the worst run counts.
  const accessibility = Math.min(...runs.map((run) => run.accessibility))
  const seo = Math.min(...runs.map((run) => run.seo))
  const failedA11y = [...new Set(runs.flatMap((run) => run.failedA11y))]
  const untraced = runs.length - traced.length
  const tbt = spreadOf(runs.map((run) => run.totalBlockingTimeMs))
  const lcp = spreadOf(runs.map((run) => run.largestContentfulPaintMs))
  const cpuTbt = spreadOf(runs.map((run) => run.cpuBlockingTimeMs))
  const longestTask = spreadOf(runs.map((run) => run.longestTaskCpuMs))
  const ms = (value: number) => String(Math.round(value))
  const figures: Figure[] = [
    {
      figure: `Lighthouse mobile: ${type.name} (${type.path})`,
      value:
        `performance ${withRange(performance)}, accessibility ${accessibility}, best practices ${withRange(bestPractices)}, SEO ${seo}` +
        (failedA11y.length ? ` (fails: ${failedA11y.join(', ')})` : '') +
        (untraced ? ` (${untraced} of ${runs.length} runs without trace figures)` : ''),
      goal: `performance ≥ ${LIGHTHOUSE_GOALS.performance}, accessibility ${LIGHTHOUSE_GOALS.accessibility}`,
      met:
        performance !== null &&
        performance.median >= LIGHTHOUSE_GOALS.performance &&
        accessibility >= LIGHTHOUSE_GOALS.accessibility,
    },
    {
      figure: `Lighthouse mobile: ${type.name} total blocking time`,
      value:
        `${withRange(tbt, ms)} ms (largest contentful paint ${withRange(lcp, seconds)} s; ` +
        `from the main thread's CPU time ${withRange(cpuTbt, ms)} ms, its longest task ${withRange(longestTask, ms)} ms)`,
      goal: `≤ ${LIGHTHOUSE_GOALS.totalBlockingTimeMs} ms`,
      met: tbt !== null && tbt.median <= LIGHTHOUSE_GOALS.totalBlockingTimeMs,
    },
  ]
  if (type.name === 'home') {
    const fcp = spreadOf(runs.map((run) => run.firstContentfulPaintMs))
    figures.push({
      figure: 'Lighthouse mobile: home first contentful paint',
      value: `${withRange(fcp, seconds)} s`,
      goal: `≤ ${(HOME_FCP_GOAL_MS / 1000).toFixed(1)} s`,
      met: fcp !== null && fcp.median <= HOME_FCP_GOAL_MS,
    })
  }
  return figures
}
