import { readConfig } from './config'
import { startServer } from './server'

/**
 * The server process: `npm run dev` (Vite middleware) or, with NODE_ENV=production, the built site.
 * `npm start` (scripts/start.mjs) runs one of these per CPU core.
 */
const config = readConfig()
const running = await startServer(config)

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
