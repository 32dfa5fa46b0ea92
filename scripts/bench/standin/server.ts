/**
 * The stand-in CMS (issue 26): an HTTP server that answers the backend contract (SPEC §7,
 * docs/contract.md) at `/api/internal/*` from the demo content transformed (transform.ts), and serves
 * its 1600×900 PNG pictures at `/standin-assets/*`, resized by OSS's image parameter when asked
 * (image-service.ts). A site points at it with API_BASE_URL=<its URL> and, to have its pictures resized
 * as SPEC §9 asks, IMAGE_URL_TEMPLATE=<STANDIN_IMAGE_URL_TEMPLATE>.
 */
import { createServer, type Server } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import { createContentApi } from '../../../content/index'
import { cachedPictureProcessor, parseImageProcess, STANDIN_IMAGE_URL_TEMPLATE } from './image-service'
import { ensurePictures, pictureFileName, readPicture } from './pictures'
import { transformSiteContent } from './transform'

export interface StandinServer {
  /** Its root, as API_BASE_URL and `npm run contract -- --api` take it: `http://127.0.0.1:<port>`. */
  url: string
  /** IMAGE_URL_TEMPLATE of a site on this stand-in: its file host resizes as OSS does. */
  imageUrlTemplate: string
  port: number
  stop(): Promise<void>
}

export const PICTURE_PATH = '/standin-assets'

/** The stand-in's app: the content API under /api/internal, the pictures, and a line saying what it is. */
export function createStandinApp(options: { origin: string; pictureDir: string; formDbPath: string }): Hono {
  const api = createContentApi({
    dbPath: options.formDbPath,
    transform: (content) =>
      transformSiteContent(content, {
        pictureUrl: (index) => `${options.origin}${PICTURE_PATH}/${pictureFileName(index)}`,
      }),
  })
  const app = new Hono()
  const processed = cachedPictureProcessor()
  app.route('/api/internal', api)
  app.get(`${PICTURE_PATH}/:file`, async (c) => {
    const file = c.req.param('file')
    const bytes = readPicture(options.pictureDir, file)
    if (!bytes) return c.text('Not found', 404)
    const headers = {
      'cache-control': 'public, max-age=86400',
      // As a CMS's file host or CDN: the site reads banners through a CORS request for their tone
      // (runtime/media/image-tone.ts), which a picture without this header fails (a console error).
      'access-control-allow-origin': '*',
    }
    const processParameter = c.req.query('x-oss-process')
    if (processParameter === undefined)
      return c.body(new Uint8Array(bytes), 200, { ...headers, 'content-type': 'image/png' })
    const process = parseImageProcess(processParameter)
    if (typeof process === 'string') return c.text(process, 400)
    const { body, contentType } = await processed(file, bytes, process)
    return c.body(new Uint8Array(body), 200, { ...headers, 'content-type': contentType })
  })
  app.get('/', (c) =>
    c.text(
      'Stand-in CMS of the bench (issue 26): the backend contract at /api/internal, pictures at /standin-assets.\n',
    ),
  )
  return app
}

/**
 * Starts the stand-in on 127.0.0.1:`port` (0: any free port). Pictures are drawn into `cacheRoot` on first
 * use; submitted forms go to a temporary database removed on stop.
 */
export async function startStandin(options: { port?: number; cacheRoot: string }): Promise<StandinServer> {
  const pictureDir = ensurePictures(options.cacheRoot)
  const dataDir = mkdtempSync(join(tmpdir(), 'site-standin-'))
  // The pictures' URLs name the port, known only once listening: requests before the app exists get 503.
  const app: { listener?: ReturnType<typeof getRequestListener> } = {}
  const server: Server = createServer((req, res) => {
    if (app.listener) return void app.listener(req, res)
    res.writeHead(503).end()
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the stand-in got no port')
  const url = `http://127.0.0.1:${address.port}`
  const standin = createStandinApp({ origin: url, pictureDir, formDbPath: join(dataDir, 'forms.sqlite') })
  app.listener = getRequestListener(standin.fetch)
  return {
    url,
    imageUrlTemplate: STANDIN_IMAGE_URL_TEMPLATE,
    port: address.port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => {
          rmSync(dataDir, { recursive: true, force: true })
          resolve()
        })
      }),
  }
}
