import { createServer } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { renderPage } from 'vike/server'

const isProduction = process.env.NODE_ENV === 'production'
const port = Number(process.env.PORT ?? 3000)

const app = new Hono()
if (isProduction) app.use('/assets/*', serveStatic({ root: './dist/client' }))
app.all('*', async (c) => {
  const pageContext = await renderPage({ urlOriginal: c.req.url, headersOriginal: c.req.raw.headers })
  const response = pageContext.httpResponse
  return new Response(response.getReadableWebStream(), { status: response.statusCode, headers: response.headers })
})

const honoListener = getRequestListener(app.fetch)
let listener = honoListener
if (!isProduction) {
  const { createServer: createVite } = await import('vite')
  const vite = await createVite({ server: { middlewareMode: true }, appType: 'custom' })
  listener = (req, res) => vite.middlewares(req, res, () => honoListener(req, res))
}
createServer(listener).listen(port, () => console.log(`listening on http://localhost:${port}`))
