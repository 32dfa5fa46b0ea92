import { createServer, request as httpRequest, type Server } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { backendUrl } from '../../site/server/api-url'
import { freePort } from '../../tests/e2e/support/processes'

export interface DelayProxy {
  port: number
  /** How many answers the proxy has delayed so far. */
  delayedCount(): number
  /** Milliseconds the upstream itself took for each delayed answer (part of the delay), in order. */
  upstreamMs(): readonly number[]
  stop(): Promise<void>
}

/**
 * A proxy to the backend whose root is `upstream` (as API_BASE_URL names it) that passes on every
 * `/api/internal` answer `delayMs` after it received the call: a backend whose every call takes that long,
 * its own work included (when the backend itself takes longer, the answer is passed on at once).
 */
export async function startDelayProxy(upstream: string, delayMs: number): Promise<DelayProxy> {
  const port = await freePort()
  let delayedCount = 0
  const upstreamMs: number[] = []
  const server: Server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/'
    const delayed = path.startsWith('/api/internal')
    const target = new URL(delayed ? backendUrl(upstream, path.slice('/api/internal'.length)) : path, upstream)
    const request = target.protocol === 'https:' ? httpsRequest : httpRequest
    const started = performance.now()
    const upstreamCall = request(
      target,
      {
        method: incoming.method,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => {
          const send = () => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
            outgoing.end(Buffer.concat(chunks))
          }
          if (delayed) {
            delayedCount++
            const own = performance.now() - started
            upstreamMs.push(own)
            setTimeout(send, Math.max(0, delayMs - own))
          } else send()
        })
      },
    )
    upstreamCall.on('error', () => outgoing.writeHead(502).end())
    incoming.pipe(upstreamCall)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    port,
    delayedCount: () => delayedCount,
    upstreamMs: () => upstreamMs,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
