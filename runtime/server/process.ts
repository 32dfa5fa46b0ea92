import type { ServerConfig } from './config'
import { startServer, type RunningServer, type ServerOptions } from './server'

/**
 * Runs one server process until SIGTERM/SIGINT: the body of both entry points, `server/dev.ts`
 * (`npm run dev`) and `server/production.ts` (the build's `dist/server/server.mjs`, one per worker under
 * `npm start`), which compose the options (project folder, embedded content API).
 */
export async function runServerProcess(config: ServerConfig, options: ServerOptions): Promise<void> {
  let running: RunningServer
  try {
    running = await startServer(config, options)
  } catch (error) {
    // Configuration mistakes and a missing build are the usual causes: one clear line, not a stack.
    console.error(`[server] cannot start: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }

  let stopping = false
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      running.close().then(
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
