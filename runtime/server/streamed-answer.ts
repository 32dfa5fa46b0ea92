import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib'
import { FIRST_ANSWER_BROTLI_QUALITY, GZIP_OPTIONS, type BodyEncoding } from './page-bodies'
import type { PageInParts } from './renderer'

/** A page's first answer as it is made: its body for the response, and the whole page once it is done. */
export interface StreamedAnswer {
  /** The encoded body: the head as soon as it is encoded, the rest once rendered. */
  body: ReadableStream<Uint8Array>
  /** The whole document and its encoded bytes (one valid stream in `encoding`); rejects when the render failed. */
  done: Promise<{ html: string; encoded: Buffer }>
}

/**
 * Answers a page rendered in parts (issue 26, first byte): the head is encoded and flushed at once, and
 * the body is rendered only after that turn of the event loop, so the head reaches the socket before the
 * render holds the thread. The render goes on when the client leaves: its page is still kept.
 */
export function streamPage(page: PageInParts, encoding: BodyEncoding): StreamedAnswer {
  const encoder = encoderFor(encoding)
  const encoded: Buffer[] = []
  let sending = true
  let output!: ReadableStreamDefaultController<Uint8Array>
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => {
      output = controller
    },
    cancel: () => {
      sending = false
    },
  })
  const send = (chunk: Buffer) => {
    encoded.push(chunk)
    if (!sending) return
    try {
      output.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
    } catch {
      sending = false
    }
  }
  encoder?.stream.on('data', send)

  const done = (async () => {
    try {
      await write(encoder, page.head, send)
      await nextTurn()
      const rest = await page.rest()
      await end(encoder, rest, send)
      if (sending) output.close()
      return { html: page.head + rest, encoded: Buffer.concat(encoded) }
    } catch (error) {
      if (sending) output.error(error)
      encoder?.stream.destroy()
      throw error
    }
  })()
  return { body, done }
}

/** A compressing stream and the flush that makes everything written so far decodable; `null`: identity. */
type Encoder = { stream: BrotliCompress | Gzip; flushKind: number } | null

function encoderFor(encoding: BodyEncoding): Encoder {
  if (encoding === 'br') {
    const stream = createBrotliCompress({
      params: {
        [constants.BROTLI_PARAM_QUALITY]: FIRST_ANSWER_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    })
    return { stream, flushKind: constants.BROTLI_OPERATION_FLUSH }
  }
  if (encoding === 'gzip') return { stream: createGzip(GZIP_OPTIONS), flushKind: constants.Z_SYNC_FLUSH }
  return null
}

/** Writes `text` and flushes it out of the encoder: every byte of it can be decoded from what was sent. */
function write(encoder: Encoder, text: string, send: (chunk: Buffer) => void): Promise<void> {
  if (!encoder) {
    send(Buffer.from(text, 'utf8'))
    return Promise.resolve()
  }
  const { stream, flushKind } = encoder
  return new Promise((resolve, reject) => {
    stream.once('error', reject)
    stream.write(text, 'utf8')
    stream.flush(flushKind, () => {
      stream.off('error', reject)
      resolve()
    })
  })
}

/** Writes the last `text` and ends the encoded stream. */
function end(encoder: Encoder, text: string, send: (chunk: Buffer) => void): Promise<void> {
  if (!encoder) {
    send(Buffer.from(text, 'utf8'))
    return Promise.resolve()
  }
  const { stream } = encoder
  return new Promise((resolve, reject) => {
    stream.once('error', reject)
    stream.once('end', () => resolve())
    stream.end(text, 'utf8')
  })
}

/** Resolves after this turn of the event loop: the head written in it has reached the socket by then. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}
