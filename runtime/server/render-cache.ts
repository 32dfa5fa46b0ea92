/**
 * A short-lived in-memory cache of rendered public pages: a burst of visitors to the same page costs
 * one render. Concurrent requests for a key that is being rendered wait for that render instead of
 * starting their own. Only what `isCacheable` accepts is kept (the page handler keeps public 200s only),
 * and only that is shared with the waiting requests: an answer that is not (a preview, a page for the
 * cookie of the request that caused it) is rendered again for each of them.
 */
export class RenderCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>()
  private readonly inFlight = new Map<string, Promise<T>>()

  constructor(
    private readonly options: {
      ttlMs: number
      /** Upper bound on stored pages; the oldest is dropped first. */
      maxEntries?: number
      isCacheable: (value: T) => boolean
      now?: () => number
    },
  ) {}

  get enabled(): boolean {
    return this.options.ttlMs > 0
  }

  async getOrRender(key: string, render: () => Promise<T>): Promise<T> {
    if (!this.enabled) return render()
    const now = this.now()
    const hit = this.entries.get(key)
    if (hit && hit.expiresAt > now) return hit.value
    if (hit) this.entries.delete(key)

    const pending = this.inFlight.get(key)
    if (pending) {
      const shared = await pending
      return this.options.isCacheable(shared) ? shared : render()
    }

    const rendering = render()
      .then((value) => {
        if (this.options.isCacheable(value)) this.store(key, value)
        return value
      })
      .finally(() => this.inFlight.delete(key))
    this.inFlight.set(key, rendering)
    return rendering
  }

  clear(): void {
    this.entries.clear()
  }

  get size(): number {
    return this.entries.size
  }

  private store(key: string, value: T): void {
    const maxEntries = this.options.maxEntries ?? 500
    while (this.entries.size >= maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.options.ttlMs })
  }

  private now(): number {
    return (this.options.now ?? Date.now)()
  }
}
