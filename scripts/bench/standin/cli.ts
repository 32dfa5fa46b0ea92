// `npm run standin -- [--port N]`: the stand-in CMS of the bench (issue 26) until Ctrl-C.
// Point a site at it with API_BASE_URL=<URL> (and IMAGE_URL_TEMPLATE, printed, to have its pictures resized
// as SPEC §9 asks), check it with `npm run contract -- --api <URL>`.
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
console.log(`[standin] the stand-in CMS answers at ${standin.url}`)
console.log(`[standin] a site on it: API_BASE_URL=${standin.url} IMAGE_URL_TEMPLATE='${standin.imageUrlTemplate}'`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void standin.stop().then(() => process.exit(0)))
}
