/**
 * The span of time in which what a block rendered at the server's clock still holds (issue 26, no long
 * task on arrival). A block whose words follow the calendar (an event's status, its live badge) is
 * rendered at the server's "now" and read again in the browser by its plain island, for a page rendered
 * or cached before the day turned. Reading the site's calendar in the browser takes an
 * `Intl.DateTimeFormat` in the site's zone, whose first creation loads the browser's time-zone data:
 * 40–50 ms on a desktop CPU, a long task on a phone, for an answer that is nearly always the server's.
 * The server writes the span on the element; the island reads the calendar only when the browser's clock
 * is outside it (later, or, on a clock set wrong, earlier).
 */
export interface ClockHold {
  /** The first instant (epoch ms) the rendered answer holds. */
  from: number
  /** The first instant it may no longer hold. */
  until: number
}

const FROM_ATTRIBUTE = 'data-clock-holds-from'
const UNTIL_ATTRIBUTE = 'data-clock-holds-until'

/** `hold` as the element's attributes. */
export function clockHoldAttributes({ from, until }: ClockHold): Record<string, string> {
  return { [FROM_ATTRIBUTE]: String(from), [UNTIL_ATTRIBUTE]: String(until) }
}

/** The hold narrowed by an instant at which the answer changes (an event's start): it lies on one side of `now`. */
export function holdUntilChange(hold: ClockHold, change: number | undefined, now: number): ClockHold {
  if (change === undefined) return hold
  return change > now
    ? { from: hold.from, until: Math.min(hold.until, change) }
    : { from: Math.max(hold.from, change), until: hold.until }
}

/** Whether what `element` rendered still holds at `now`; false when it carries no hold. */
export function clockHolds(element: Element, now: number): boolean {
  const from = Number(element.getAttribute(FROM_ATTRIBUTE) ?? NaN)
  const until = Number(element.getAttribute(UNTIL_ATTRIBUTE) ?? NaN)
  return from <= now && now < until
}
