/**
 * What a Lighthouse run's blocking time is made of (issue 26). Lighthouse's mobile run simulates a phone 4×
 * slower than this machine from the tasks it observed: a task of the page's main thread counts with
 * 4 × its duration − 50 ms. Its duration is wall time, and much of that can be the thread off the CPU,
 * waiting inside the browser (a `RunTask` of 22 ms wall time with 1.3 ms of thread time was seen after the
 * first paint of `/solution`; docs/performance.md, 6 Dec 2026, shows it is not a wait for a core). The trace
 * also records each task's thread time (`tdur`): the same formula on it gives the blocking time of the
 * page's own work, which such waiting does not inflate. Both are
 * taken over the observed run, from the first contentful paint to the end of the trace.
 */

/** The trace events this reads (Chrome's trace event format). */
export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string; [key: string]: unknown }
}

/** Lighthouse's simulated slowdown of a mobile CPU and the part of a task that does not block. */
const CPU_SLOWDOWN = 4
const BLOCKING_THRESHOLD_MS = 50

/** The top-level task events of a renderer's main thread. */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask'])

export interface MainThreadBlocking {
  /** From each task's thread (CPU) time. */
  cpuMs: number
  /** From each task's wall time, as Lighthouse observes it. */
  wallMs: number
  /** The task with the most thread time in the window, in ms. */
  longestTaskCpuMs: number
}

/**
 * Blocking time of the page's main thread between `fromTs` (the observed first contentful paint) and
 * `toTs` (the end of the trace), in trace microseconds. The main thread is the `CrRendererMain` thread of
 * the process that painted first (`firstContentfulPaint` at `fromTs`). Null when the trace does not say.
 */
export function mainThreadBlocking(
  events: readonly TraceEvent[],
  fromTs: number,
  toTs: number,
): MainThreadBlocking | null {
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.ts === fromTs)
  if (!paint) return null
  const thread = events.find(
    (event) => event.name === 'thread_name' && event.pid === paint.pid && event.args?.name === 'CrRendererMain',
  )
  if (!thread) return null
  const tasks = events
    .filter(
      (event) => event.ph === 'X' && event.pid === thread.pid && event.tid === thread.tid && TASK_NAMES.has(event.name),
    )
    .sort((a, b) => a.ts - b.ts)
  let cpuMs = 0
  let wallMs = 0
  let longestTaskCpuMs = 0
  let end = -Infinity
  for (const task of tasks) {
    // A task nested in another (a nested run loop) is part of the outer one.
    if (task.ts < end) continue
    end = task.ts + (task.dur ?? 0)
    if (task.ts < fromTs || task.ts > toTs) continue
    const cpu = (task.tdur ?? 0) / 1000
    cpuMs += blocking(cpu)
    wallMs += blocking((task.dur ?? 0) / 1000)
    longestTaskCpuMs = Math.max(longestTaskCpuMs, cpu)
  }
  return { cpuMs, wallMs, longestTaskCpuMs }
}

const blocking = (ms: number) => Math.max(0, CPU_SLOWDOWN * ms - BLOCKING_THRESHOLD_MS)
