import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

export type BodyEncoding = 'br' | 'gzip' | 'identity'

/** A page body in every encoding the server answers with, compressed once, and its entity tag. */
export interface PageBodies {
  identity: Buffer
  gzip: Buffer
  br: Buffer
  /** Weak: the encodings differ in bytes but stand for the same page. */
  etag: string
  /** Bytes held by the three bodies. */
  bytes: number
}

/**
 * Brotli quality 5 compresses an HTML page in a few milliseconds to within a few percent of quality 11,
 * which costs a hundred times more: the quality of the bodies the cache keeps.
 */
const KEPT_BROTLI_QUALITY = 5
/**
 * The answer a request waits for while its page renders is compressed at quality 4 (issue 13, first
 * byte): on the home page (92 KB) a third less time than quality 5 (0.9 instead of 1.4 ms) for 13 % more
 * bytes (20.8 instead of 18.5 KB), on that one answer only; the kept copy is made at quality 5 after it.
 */
export const FIRST_ANSWER_BROTLI_QUALITY = 4
export const GZIP_OPTIONS = { level: 6 }
const brotliOptions = (identity: Buffer, quality: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
  },
})

/** The entity tag of a page body (weak: the encodings differ in bytes but stand for the same page). */
export function entityTag(identity: Buffer): string {
  return `W/"${createHash('sha1').update(identity).digest('base64url')}"`
}

/**
 * A page body in one encoding, made at once on this thread: for the answer a request is waiting for
 * (issue 13, first byte). The zlib thread pool costs a few round trips more, which on a busy machine is
 * longer than the compression itself; the kept encodings are made there after the answer
 * (`compressPage`, given this one when it is the one kept: `isKeptEncoding`).
 */
export function encodeNow(identity: Buffer, encoding: BodyEncoding): Buffer {
  if (encoding === 'br') return brotliCompressSync(identity, brotliOptions(identity, FIRST_ANSWER_BROTLI_QUALITY))
  if (encoding === 'gzip') return gzipSync(identity, GZIP_OPTIONS)
  return identity
}

/** Whether `encodeNow` makes the body the cache keeps for this encoding (brotli: no, a faster quality). */
export function isKeptEncoding(encoding: BodyEncoding): encoding is 'gzip' {
  return encoding === 'gzip'
}

/**
 * Compresses a page once for all later requests, in the zlib thread pool; an encoding already made
 * (`known`, from `encodeNow` when `isKeptEncoding`) is kept as it is.
 */
export async function compressPage(
  body: string | Buffer,
  known: Partial<Pick<PageBodies, 'gzip' | 'br' | 'etag'>> = {},
): Promise<PageBodies> {
  const identity = typeof body === 'string' ? Buffer.from(body, 'utf8') : body
  const [gzipped, brotli] = await Promise.all([
    known.gzip ?? gzipAsync(identity, GZIP_OPTIONS),
    known.br ?? brotliAsync(identity, brotliOptions(identity, KEPT_BROTLI_QUALITY)),
  ])
  const etag = known.etag ?? entityTag(identity)
  return { identity, gzip: gzipped, br: brotli, etag, bytes: identity.length + gzipped.length + brotli.length }
}

/** The best encoding the request accepts: br, then gzip, then none (a `q=0` refuses one; `*` accepts any). */
export function chooseEncoding(acceptEncoding: string | null | undefined): BodyEncoding {
  const accepted = acceptedBy(acceptEncoding)
  return accepted('br') ? 'br' : accepted('gzip') ? 'gzip' : 'identity'
}

/**
 * The encoding a page's first answer is streamed in while it renders (issue 26, first byte): gzip, then
 * br, then none. Gzip is made part by part on the server's thread (runtime/server/streamed-answer.ts);
 * brotli could only be streamed through the zlib thread pool, about a millisecond more before the head
 * leaves, for some 5 % fewer bytes on that one answer. The kept copies include brotli.
 */
export function chooseStreamEncoding(acceptEncoding: string | null | undefined): BodyEncoding {
  const accepted = acceptedBy(acceptEncoding)
  return accepted('gzip') ? 'gzip' : accepted('br') ? 'br' : 'identity'
}

function acceptedBy(acceptEncoding: string | null | undefined): (name: string) => boolean {
  if (!acceptEncoding) return () => false
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined)
    weights.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  return (name) => (weights.get(name) ?? weights.get('*') ?? 0) > 0
}

/** Whether an `If-None-Match` header names this entity tag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEntityTag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag))
}
