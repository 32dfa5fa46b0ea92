/** Thrown at once when every render slot is busy and the wait queue is full. */
export class RenderQueueFull extends Error {
  constructor() {
    super('too many renders waiting')
    this.name = 'RenderQueueFull'
  }
}

/**
 * Bounds the renders one worker runs at a time (`concurrency`) and the renders waiting for a slot
 * (`queueLimit`): beyond that a render is refused at once, so a flood of uncached requests costs bounded
 * memory and is answered quickly instead of timing out.
 */
export class RenderLimiter {
  private running = 0
  private readonly waiting: Array<() => void> = []

  constructor(private readonly limits: { concurrency: number; queueLimit: number }) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency) {
      if (this.waiting.length >= this.limits.queueLimit) throw new RenderQueueFull()
      await new Promise<void>((resolve) => this.waiting.push(resolve))
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

  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length }
  }
}
