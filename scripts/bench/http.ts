import { request } from 'node:http'

export interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  /** The body as sent (still compressed when the server compressed it). */
  body: Buffer
  /** Milliseconds from sending the request to the first byte of the body. */
  firstBodyByteMs: number
  /** Milliseconds from sending the request to the end of the body. */
  lastBodyByteMs: number
}

/**
 * GET over a new connection to 127.0.0.1:`port` with the given Host header (Node does not resolve
 * *.localhost), keeping the body as the server encoded it.
 */
export function rawGet(port: number, host: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const started = performance.now()
    let firstBodyByteMs = Number.NaN
    const req = request(
      { host: '127.0.0.1', port, path, agent: false, headers: { host: `${host}:${port}`, ...headers } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => {
          if (chunks.length === 0) firstBodyByteMs = performance.now() - started
          chunks.push(chunk)
        })
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            firstBodyByteMs,
            lastBodyByteMs: performance.now() - started,
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end()
  })
}
