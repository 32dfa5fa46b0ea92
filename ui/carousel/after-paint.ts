/**
 * Work a page can do without (a carousel's set-up, ui/carousel/mount-carousel.ts) runs after the first
 * contentful paint, one piece a task, each when the browser is idle: no piece adds to a long task on
 * arrival (issue 26). The pieces of every carousel on the page share one queue, in order.
 */

/** A piece waits for an idle period at most this long, however busy the page is. */
const IDLE_TIMEOUT_MS = 1000
/** Without a paint entry (a page opened in the background), the pieces start after this long at the latest. */
const PAINT_TIMEOUT_MS = 3000

const queue: Array<() => void> = []
let painted: Promise<void> | undefined
let running = false

/** Runs `piece` in a task of its own, after the first paint, once the pieces queued before it have run. */
export function inIdleSlice(piece: () => void): void {
  queue.push(piece)
  if (running) return
  running = true
  void afterFirstPaint().then(runNext)
}

function runNext(): void {
  whenIdle(() => {
    const piece = queue.shift()
    try {
      piece?.()
    } finally {
      if (queue.length > 0) runNext()
      else running = false
    }
  })
}

/** Resolves once the page has had its first contentful paint. */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    if (performance.getEntriesByName('first-contentful-paint').length > 0) return resolve()
    const supported =
      typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes.includes('paint')
    if (!supported) return requestAnimationFrame(() => setTimeout(resolve, 0))
    const timer = setTimeout(done, PAINT_TIMEOUT_MS)
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done()
    })
    function done(): void {
      clearTimeout(timer)
      observer.disconnect()
      resolve()
    }
    observer.observe({ type: 'paint', buffered: true })
  })
  return painted
}

/** `requestIdleCallback` where there is one (not in Safari), else the next task. */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
  else setTimeout(run, 0)
}
