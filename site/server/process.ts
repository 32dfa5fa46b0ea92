import type { ServerConfig } from './config'
import { startServer, type RunningServer, type ServerOptions } from './server'

/**
 * Runs one server process until SIGTERM/SIGINT: the body of both entry points, `server/dev.ts`
 * (`npm run dev`) and `server/production.ts` (the build's `dist/server/server.mjs`, one per worker under
 * `npm start`), which compose the options (project folder, embedded content API).
 */
/** Past the grace period, the time closing connections and the outbox may still take before a forced exit. */
const EXIT_MARGIN_MS = 500

export async function runServerProcess(config: ServerConfig, options: ServerOptions): Promise<void> {
  let running: RunningServer
  try {
    running = await startServer(config, options)
  } catch (error) {
    // Configuration mistakes and a missing build are the usual causes: one clear line, not a stack.
    console.error(`[server] cannot start: ${startProblem(error, config.port)}`)
    process.exit(1)
  }

  // SIGTERM or SIGINT, to this process alone, from the primary of `npm start`, or to the whole process
  // group: stop accepting, let in-flight requests and the outbox delivery finish, exit within the grace.
  let stopping = false
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      const graceMs = config.shutdownGraceMs
      // Whatever still holds the process open at the end of the grace period does not keep it alive.
      setTimeout(() => {
        console.error(`[server] ${signal}: not stopped within ${graceMs} ms; exiting`)
        process.exit(1)
      }, graceMs + EXIT_MARGIN_MS).unref()
      running.close(graceMs).then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('[server] shutdown failed', error)
          process.exit(1)
        },
      )
    })
  }

  // A request's failure is answered and logged where it happens; anything that still escapes is logged
  // here instead of taking every other visitor's request down with the process.
  process.on('unhandledRejection', (reason) => {
    console.error('[server] unhandled rejection:', reason)
  })
}

/** The one line a failed start prints: a taken port by number, anything else by its message. */
function startProblem(error: unknown, port: number): string {
  if ((error as NodeJS.ErrnoException | null)?.code === 'EADDRINUSE')
    return `port ${port} is already in use (another server is running on it?): stop that server or set PORT`
  return error instanceof Error ? error.message : String(error)
}
