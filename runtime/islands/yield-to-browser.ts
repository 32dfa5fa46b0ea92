interface PrioritisedScheduler {
  yield(): Promise<void>
}

/**
 * Ends the current task and resumes in a new one (issue 26, no long task on arrival): the browser may
 * paint and answer input in between. `scheduler.yield()` where there is one (Chromium) resumes ahead of
 * other queued work; elsewhere a zero timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<PrioritisedScheduler> }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
