/** Thrown when every render slot is busy and the wait queue is full, or a render waited too long for a slot. */
export class RenderQueueFull extends Error {
  constructor() {
    super('too many renders waiting, or waiting too long')
    this.name = 'RenderQueueFull'
  }
}

/**
 * Bounds the renders one worker runs at a time (`concurrency`) and the renders waiting for a slot
 * (`queueLimit`, each for at most `maxWaitMs`): beyond that a render is refused, so a flood of uncached
 * requests costs bounded memory and is answered quickly instead of timing out.
 */
export class RenderLimiter {
  private running = 0
  private readonly waiting: Array<() => void> = []

  constructor(private readonly limits: { concurrency: number; queueLimit: number; maxWaitMs?: number }) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency) {
      if (this.waiting.length >= this.limits.queueLimit) throw new RenderQueueFull()
      await this.slot()
    } else {
      this.running++
    }
    try {
      return await task()
    } finally {
      const next = this.waiting.shift()
      // The slot passes straight to the next waiter, so `running` stays as it is.
      if (next) next()
      else this.running--
    }
  }

  /** Resolves when a finishing render hands its slot over; rejects when that takes longer than `maxWaitMs`. */
  private slot(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const { maxWaitMs } = this.limits
      const timer =
        maxWaitMs === undefined
          ? undefined
          : setTimeout(() => {
              const index = this.waiting.indexOf(take)
              if (index >= 0) this.waiting.splice(index, 1)
              reject(new RenderQueueFull())
            }, maxWaitMs)
      const take = () => {
        clearTimeout(timer)
        resolve()
      }
      this.waiting.push(take)
    })
  }

  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length }
  }
}
