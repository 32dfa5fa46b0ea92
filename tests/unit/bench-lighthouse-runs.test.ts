/**
 * The bench's Lighthouse figures from several runs of a page (issue 26; the guide's "the spread of at least
 * three runs"): each goal judged on the median, the range printed beside it, runs without a trace left out.
 */
import { describe, expect, it } from 'vitest'
import { pageFigures, spreadOf, withRange, type PageRun } from '../../scripts/bench/lighthouse-runs'
import type { BenchPage } from '../../scripts/bench/pages'

const run = (performance: number | null, totalBlockingTimeMs: number | null, overrides: Partial<PageRun> = {}) =>
  ({
    performance,
    accessibility: 100,
    bestPractices: performance === null ? null : 100,
    seo: 100,
    failedA11y: [],
    totalBlockingTimeMs,
    largestContentfulPaintMs: totalBlockingTimeMs === null ? null : 2000,
    firstContentfulPaintMs: totalBlockingTimeMs === null ? null : 1100,
    cpuBlockingTimeMs: totalBlockingTimeMs === null ? null : 0,
    longestTaskCpuMs: totalBlockingTimeMs === null ? null : 8,
    runtimeError: performance === null ? 'NO_NAVSTART' : undefined,
    ...overrides,
  }) satisfies PageRun

describe('spreadOf and withRange', () => {
  it('give the median and the range, whatever the order', () => {
    expect(spreadOf([383, 62, 100])).toEqual({ median: 100, min: 62, max: 383 })
    expect(withRange(spreadOf([383, 62, 100]))).toBe('100 (62–383)')
  })

  it('take the mean of the middle two of an even count, and leave out missing values', () => {
    expect(spreadOf([10, null, 40, 20, 30])).toEqual({ median: 25, min: 10, max: 40 })
    expect(spreadOf([null, Number.NaN])).toBeNull()
    expect(withRange(null)).toBe('none')
  })

  it('print one value when the runs agree', () => {
    expect(withRange(spreadOf([100, 100, 100]))).toBe('100')
    expect(withRange(spreadOf([1234, 2345]), (ms) => (ms / 1000).toFixed(2))).toBe('1.79 (1.23–2.35)')
  })
})

describe('pageFigures', () => {
  const home: BenchPage = { name: 'home', class: 'home', path: '/' }
  const product: BenchPage = { name: 'product detail', class: 'detail', path: '/product/1' }

  it('judge performance and blocking time on the median run, one slow run aside', () => {
    const [scores, blocking] = pageFigures(product, [run(99, 40), run(88, 380), run(98, 90)])
    expect(scores).toMatchObject({ value: expect.stringContaining('performance 98 (88–99)'), met: true })
    expect(blocking).toMatchObject({
      value:
        "90 (40–380) ms (largest contentful paint 2.00 s; from the main thread's CPU time 0 ms, its longest task 8 ms)",
      met: true,
    })
  })

  it("give the blocking time from the main thread's CPU time beside Lighthouse's, judging only Lighthouse's", () => {
    const [, blocking] = pageFigures(product, [
      run(95, 240, { cpuBlockingTimeMs: 12.4, longestTaskCpuMs: 15.6 }),
      run(96, 180, { cpuBlockingTimeMs: 0, longestTaskCpuMs: 9 }),
      run(94, 310, { cpuBlockingTimeMs: 30, longestTaskCpuMs: 20 }),
    ])
    expect(blocking?.value).toContain("from the main thread's CPU time 12 (0–30) ms, its longest task 16 (9–20) ms")
    expect(blocking?.met).toBe(false)
  })

  it('miss a goal the median misses', () => {
    const [scores, blocking] = pageFigures(product, [run(97, 120), run(99, 60), run(96, 150)])
    expect(scores?.met).toBe(false)
    expect(blocking?.met).toBe(false)
  })

  it('count the worst accessibility score and name every audit any run failed', () => {
    const [scores] = pageFigures(product, [
      run(99, 10),
      run(99, 10, { accessibility: 93, failedA11y: ['color-contrast'] }),
      run(99, 10),
    ])
    expect(scores).toMatchObject({ value: expect.stringContaining('accessibility 93'), met: false })
    expect(scores?.value).toContain('(fails: color-contrast)')
  })

  it('leave runs without a trace out of the medians and say how many there were', () => {
    const [scores, blocking] = pageFigures(product, [run(null, null), run(99, 30), run(98, 50)])
    expect(scores?.value).toContain('performance 98.5 (98–99)')
    expect(scores?.value).toContain('(1 of 3 runs without trace figures)')
    expect(blocking).toMatchObject({
      value:
        "40 (30–50) ms (largest contentful paint 2.00 s; from the main thread's CPU time 0 ms, its longest task 8 ms)",
      met: true,
    })
    const none = pageFigures(product, [run(null, null)])
    expect(none.map((figure) => figure.met)).toEqual([false, false])
  })

  it("add the home page's first contentful paint", () => {
    const figures = pageFigures(home, [run(99, 10), run(99, 10, { firstContentfulPaintMs: 1300 }), run(99, 10)])
    expect(figures).toHaveLength(3)
    expect(figures[2]).toMatchObject({
      figure: 'Lighthouse mobile: home first contentful paint',
      value: '1.10 (1.10–1.30) s',
      met: true,
    })
  })
})
