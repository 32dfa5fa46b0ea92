/**
 * The bench's blocking time from the main thread's CPU time (scripts/bench/main-thread-cpu.ts, issue 26):
 * Lighthouse's formula, 4 × a task − 50 ms, on each top-level task's thread time and on its wall time,
 * from the first contentful paint to the end of the trace, on the main thread of the page that painted.
 */
import { describe, expect, it } from 'vitest'
import { mainThreadBlocking, type TraceEvent } from '../../scripts/bench/main-thread-cpu'

const PAGE = { pid: 7, tid: 1 }
const meta = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
})
/** A task at `atMs` lasting `wallMs` of which `cpuMs` on the CPU (trace times are microseconds). */
const task = (atMs: number, wallMs: number, cpuMs: number, where = PAGE, name = 'RunTask'): TraceEvent => ({
  name,
  ph: 'X',
  ...where,
  ts: atMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
})
const FCP = 100_000
const END = 5_000_000

const trace = (...tasks: TraceEvent[]): TraceEvent[] => [
  meta(PAGE.pid, PAGE.tid, 'CrRendererMain'),
  meta(PAGE.pid, 2, 'Compositor'),
  meta(9, 1, 'CrRendererMain'),
  { name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts: FCP },
  ...tasks,
]

describe('mainThreadBlocking', () => {
  it('counts 4 × each task − 50 ms from the first contentful paint, on CPU time and on wall time', () => {
    const result = mainThreadBlocking(
      trace(
        task(20, 60, 60), // before the first paint
        task(150, 30, 20), // 4×20−50 = 30 on the CPU; 4×30−50 = 70 on the wall
        task(300, 25, 2), // waited for a core: 50 on the wall, nothing on the CPU
        task(400, 10, 10), // short on both
      ),
      FCP,
      END,
    )
    expect(result).toEqual({ cpuMs: 30, wallMs: 70 + 50, longestTaskCpuMs: 20 })
  })

  it("reads only the painting page's main thread, and a nested task as part of its outer one", () => {
    const result = mainThreadBlocking(
      trace(
        task(200, 100, 100, { pid: PAGE.pid, tid: 2 }), // the compositor thread
        task(200, 100, 100, { pid: 9, tid: 1 }), // another renderer
        task(500, 40, 40, PAGE, 'ThreadControllerImpl::RunTask'),
        task(510, 20, 20), // nested in the task above
        task(6_000, 100, 100), // after the end of the trace
      ),
      FCP,
      END,
    )
    expect(result).toEqual({ cpuMs: 110, wallMs: 110, longestTaskCpuMs: 40 })
  })

  it('is null when the trace does not name the painting page or its main thread', () => {
    expect(mainThreadBlocking(trace(task(200, 100, 100)), FCP + 1, END)).toBeNull()
    expect(mainThreadBlocking([{ name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts: FCP }], FCP, END)).toBeNull()
  })
})
