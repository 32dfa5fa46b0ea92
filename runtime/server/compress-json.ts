import type { Context, MiddlewareHandler } from 'hono'
import { chooseEncoding, encodeNow } from './page-bodies'

/** JSON answers smaller than this are sent as they are: compressing them saves less than it costs. */
const MIN_BYTES = 1024
/** Larger answers (or ones of unknown length past it) are left to the streaming compression. */
const MAX_BYTES = 1 << 20
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i

/**
 * Compresses a JSON answer in one piece on this thread (br when accepted, else gzip, as the pages are:
 * runtime/server/page-bodies.ts). A JSON answer is always whole in memory before it is sent, and Hono's
 * `compress` pipes it through a web `CompressionStream`, whose stream machinery cost about 1.7 ms per
 * answer (the embedded content API's home call: 1.7 of its 2.9 ms, issue 26) where zlib's one-shot call
 * takes a few tenths. Register it inside `compress()`: an answer it encoded carries `Content-Encoding`,
 * which `compress()` leaves alone; any other answer passes through to it.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const response = c.res
    const type = response.headers.get('content-type') ?? ''
    // The type first: reading `body` turns @hono/node-server's light answer (which it writes straight from
    // its buffer) into a web Response with a stream, about 16 µs of every page answer's time (issue 26).
    if (!JSON_TYPE.test(type) || c.req.method === 'HEAD' || !response.body) return
    if (response.headers.has('content-encoding')) return
    if (NO_TRANSFORM.test(response.headers.get('cache-control') ?? '')) return
    const declared = Number(response.headers.get('content-length') ?? Number.NaN)
    if (declared > MAX_BYTES) return
    const encoding = chooseEncoding(c.req.header('accept-encoding'))
    const headers = new Headers(response.headers)
    appendVary(headers)
    const identity = Buffer.from(await response.arrayBuffer())
    if (encoding === 'identity' || identity.length < MIN_BYTES || identity.length > MAX_BYTES) {
      // With its length known, `compress()` leaves a small answer alone too.
      headers.set('content-length', String(identity.length))
      replaceAnswer(
        c,
        new Response(bytesOf(identity), { status: response.status, statusText: response.statusText, headers }),
      )
      return
    }
    const body = encodeNow(identity, encoding)
    headers.set('content-encoding', encoding)
    headers.set('content-length', String(body.length))
    replaceAnswer(c, new Response(bytesOf(body), { status: response.status, statusText: response.statusText, headers }))
  }
}

/** Hono's `c.res` setter copies the old answer's headers over a new one's; the old ones are in `headers` already. */
function replaceAnswer(c: Context, response: Response): void {
  c.res = undefined as unknown as Response
  c.res = response
}

function appendVary(headers: Headers): void {
  const vary = headers.get('vary')
  if (!vary) headers.set('vary', 'Accept-Encoding')
  else if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary)) headers.set('vary', `${vary}, Accept-Encoding`)
}

/** A Buffer as the plain byte view `Response` takes, without a copy. */
function bytesOf(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.length)
}
