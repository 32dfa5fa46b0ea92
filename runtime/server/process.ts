import type { ServerConfig } from './config'
import { startServer, type RunningServer } from './server'

/**
 * Runs one server process until SIGTERM/SIGINT: the body of both entry points, `main.ts`
 * (`npm run dev`) and `production.ts` (the build's `dist/server/server.mjs`, one per worker under
 * `npm start`). `projectRoot` is the folder holding `content/` and `dist/`.
 */
export async function runServerProcess(config: ServerConfig, projectRoot: string): Promise<void> {
  let running: RunningServer
  try {
    running = await startServer(config, { projectRoot })
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
