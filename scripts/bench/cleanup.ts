/** What must be stopped if the benchmark is interrupted: servers run in their own process groups. */
const pending = new Set<() => unknown>()

/** Registers `stop` to run on SIGINT/SIGTERM; the returned function unregisters it (after a normal stop). */
export function stopOnInterrupt(stop: () => unknown): () => void {
  pending.add(stop)
  return () => pending.delete(stop)
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    console.error(`[bench] ${signal}: stopping what the benchmark started`)
    await Promise.allSettled([...pending].map(async (stop) => stop()))
    process.exit(130)
  })
}
