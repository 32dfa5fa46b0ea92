// `npm run standin -- [--port N]`: the stand-in CMS of the bench (issue 26) until Ctrl-C.
// Point a site at it with API_BASE_URL=<URL>, check it with `npm run contract -- --api <URL>`.
import { parseArgs } from 'node:util'
import { logDir } from '../servers'
import { startStandin } from './server'

const { values } = parseArgs({ options: { port: { type: 'string', default: '0' } } })
const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`[standin] --port takes a port number (got "${values.port}")`)
  process.exit(2)
}

const standin = await startStandin({ port, cacheRoot: logDir })
console.log(`[standin] the stand-in CMS answers at ${standin.url} (API_BASE_URL=${standin.url})`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void standin.stop().then(() => process.exit(0)))
}
