import { createServer, request, type Server } from 'node:http'
import { freePort } from '../../tests/e2e/support/processes'

export interface DelayProxy {
  port: number
  /** How many answers the proxy has delayed so far. */
  delayedCount(): number
  /** Milliseconds the upstream itself took for each delayed answer (before the delay), in order. */
  upstreamMs(): readonly number[]
  stop(): Promise<void>
}

/**
 * A proxy to 127.0.0.1:`upstreamPort` that holds every `/api/internal` answer for `delayMs` before
 * passing it on: a backend whose every call takes that long.
 */
export async function startDelayProxy(upstreamPort: number, delayMs: number): Promise<DelayProxy> {
  const port = await freePort()
  let delayedCount = 0
  const upstreamMs: number[] = []
  const server: Server = createServer((incoming, outgoing) => {
    const delayed = incoming.url?.startsWith('/api/internal') ?? false
    const started = performance.now()
    const upstream = request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: `localhost:${upstreamPort}` },
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
            upstreamMs.push(performance.now() - started)
            setTimeout(send, delayMs)
          } else send()
        })
      },
    )
    upstream.on('error', () => outgoing.writeHead(502).end())
    incoming.pipe(upstream)
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
