import type { IncomingMessage } from 'node:http'
import type { Context } from 'hono'

/** The TCP peer, from @hono/node-server's `env.incoming`; absent when the app is called in-process. */
export function peerAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: IncomingMessage } | undefined
  return env?.incoming?.socket?.remoteAddress ?? undefined
}

/**
 * Whether the connection speaks HTTP/1.1 or later (chunked answers); in-process calls do. An HTTP/1.0
 * client gets a streamed answer unframed, ended by closing the connection.
 */
export function speaksChunked(c: Context): boolean {
  const env = c.env as { incoming?: IncomingMessage } | undefined
  const incoming = env?.incoming
  return (
    !incoming || incoming.httpVersionMajor > 1 || (incoming.httpVersionMajor === 1 && incoming.httpVersionMinor >= 1)
  )
}

/**
 * The visitor's address: the TCP peer, or under TRUST_PROXY the first address of the `X-Forwarded-For`
 * chain the reverse proxy in front sent (a visitor's own header is never believed otherwise).
 */
export function clientAddress(c: Context, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined
  return forwarded || peerAddress(c)
}

/** `X-Forwarded-For` for a backend: the TCP peer, appended to the incoming chain under TRUST_PROXY. */
export function forwardedFor(c: Context, trustProxy: boolean): string | undefined {
  const chain = trustProxy ? c.req.header('x-forwarded-for')?.trim() : undefined
  return [chain, peerAddress(c)].filter(Boolean).join(', ') || undefined
}
