/**
 * A signal for one backend call: it aborts `ms` after it was made, with a `TimeoutError`, or as soon as
 * one of `signals` aborts, with that signal's reason.
 *
 * Why not `AbortSignal.any([AbortSignal.timeout(ms), ...])`: on Node 20 the composite holds its sources
 * weakly, so a garbage collection during the call can drop the timeout before it fires, and a backend that
 * never answers then holds the call for ever. Here the timer holds the controller until it fires or
 * `clear()` is called.
 */
export interface Deadline {
  signal: AbortSignal
  /** Whether the time ran out (as opposed to a source signal aborting). */
  readonly timedOut: boolean
  /** Stops the timer and lets go of the source signals; call it once the call has settled. */
  clear(): void
}

export function deadline(ms: number, ...signals: AbortSignal[]): Deadline {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort(new DOMException(`The operation was aborted due to timeout (${ms} ms)`, 'TimeoutError'))
  }, ms)
  // Like AbortSignal.timeout(): a pending call alone does not keep the process alive.
  timer.unref?.()
  const followers = signals.map((source) => ({
    source,
    follow: () => {
      clear()
      controller.abort(source.reason)
    },
  }))
  function clear() {
    clearTimeout(timer)
    for (const { source, follow } of followers) source.removeEventListener('abort', follow)
  }
  for (const { source, follow } of followers) {
    if (source.aborted) follow()
    else source.addEventListener('abort', follow, { once: true })
  }
  controller.signal.addEventListener('abort', clear, { once: true })
  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut
    },
    clear,
  }
}
