import { afterEach, describe, expect, it, vi } from 'vitest'
import { yieldToBrowser } from '../../runtime/islands/yield-to-browser'

// Issue 26: the page's client code starts in several tasks (pages/+client.ts), each resumed by yieldToBrowser.
describe('yieldToBrowser', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('uses scheduler.yield() where the browser has it', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: schedulerYield })
    await yieldToBrowser()
    expect(schedulerYield).toHaveBeenCalledTimes(1)
  })

  it('elsewhere resumes in a later task, not in this one', async () => {
    vi.stubGlobal('scheduler', undefined)
    const order: string[] = []
    setTimeout(() => order.push('task queued before'), 0)
    const resumed = yieldToBrowser().then(() => order.push('resumed'))
    void Promise.resolve().then(() => order.push('microtask'))
    await resumed
    expect(order).toEqual(['microtask', 'task queued before', 'resumed'])
  })
})
