// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { clockHoldAttributes, clockHolds, holdUntilChange } from '../../ui/clock-hold'

// Issue 26: a block rendered at the server's clock is read again in the browser only outside the span its
// answer holds for (the site's time-zone data is loaded only then).
describe('clock holds', () => {
  const hold = { from: 1_000, until: 2_000 }
  const element = (attributes: Record<string, string>) => {
    const button = document.createElement('button')
    for (const [name, value] of Object.entries(attributes)) button.setAttribute(name, value)
    return button
  }

  it('hold from their first instant up to, not including, their last', () => {
    const button = element(clockHoldAttributes(hold))
    expect([999, 1_000, 1_999, 2_000].map((now) => clockHolds(button, now))).toEqual([false, true, true, false])
  })

  it('never hold on an element without them, or with unreadable ones', () => {
    expect(clockHolds(element({}), 1_500)).toBe(false)
    expect(clockHolds(element({ 'data-clock-holds-from': 'x', 'data-clock-holds-until': '2000' }), 1_500)).toBe(false)
  })

  it('end at a change still to come, and start at one already past', () => {
    expect(holdUntilChange(hold, 1_600, 1_200)).toEqual({ from: 1_000, until: 1_600 })
    expect(holdUntilChange(hold, 1_100, 1_200)).toEqual({ from: 1_100, until: 2_000 })
    expect(holdUntilChange(hold, 3_000, 1_200)).toEqual(hold)
    expect(holdUntilChange(hold, undefined, 1_200)).toEqual(hold)
  })
})
