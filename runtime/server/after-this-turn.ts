/**
 * Resolves after the work of this event-loop turn: what a request wrote in it (its answer, or the head of
 * one) has been handed to the socket by then (issue 13 and 26, first byte).
 */
export function afterThisTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}
