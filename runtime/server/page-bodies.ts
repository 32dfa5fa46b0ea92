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
 * which costs a hundred times more.
 */
const GZIP_OPTIONS = { level: 6 }
const brotliOptions = (identity: Buffer) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
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
 * longer than the compression itself; the other encodings are made there after the answer
 * (`compressPage` with this one known).
 */
export function encodeNow(identity: Buffer, encoding: BodyEncoding): Buffer {
  if (encoding === 'br') return brotliCompressSync(identity, brotliOptions(identity))
  if (encoding === 'gzip') return gzipSync(identity, GZIP_OPTIONS)
  return identity
}

/**
 * Compresses a page once for all later requests, in the zlib thread pool; an encoding already made
 * (`known`, from `encodeNow`) is kept as it is.
 */
export async function compressPage(
  body: string | Buffer,
  known: Partial<Pick<PageBodies, 'gzip' | 'br' | 'etag'>> = {},
): Promise<PageBodies> {
  const identity = typeof body === 'string' ? Buffer.from(body, 'utf8') : body
  const [gzipped, brotli] = await Promise.all([
    known.gzip ?? gzipAsync(identity, GZIP_OPTIONS),
    known.br ?? brotliAsync(identity, brotliOptions(identity)),
  ])
  const etag = known.etag ?? entityTag(identity)
  return { identity, gzip: gzipped, br: brotli, etag, bytes: identity.length + gzipped.length + brotli.length }
}

/** The best encoding the request accepts: br, then gzip, then none (a `q=0` refuses one; `*` accepts any). */
export function chooseEncoding(acceptEncoding: string | null | undefined): BodyEncoding {
  if (!acceptEncoding) return 'identity'
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined)
    weights.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const accepted = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0
  if (accepted('br')) return 'br'
  if (accepted('gzip')) return 'gzip'
  return 'identity'
}

/** Whether an `If-None-Match` header names this entity tag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEntityTag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag))
}
