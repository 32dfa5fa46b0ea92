import { request as httpRequest } from 'node:http'
import { inject } from 'vitest'
import type { BackendMode, EnquiryDelivery } from './fake-backend'

export type Lang = 'zh' | 'en'

/** Host of each language (SITE_HOSTS=cn=localhost:<port>,en=en.localhost:<port>; Chromium resolves *.localhost). */
export const hostOf: Record<Lang, string> = { zh: 'localhost', en: 'en.localhost' }

/** Origin of the server on the embedded content API, per language. */
export function siteOrigin(lang: Lang): string {
  return `http://${hostOf[lang]}:${inject('sitePort')}`
}

/** Origin of the server whose API_BASE_URL is the fake backend. */
export function backendSiteOrigin(lang: Lang): string {
  return `http://${hostOf[lang]}:${inject('backendSitePort')}`
}

export interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/**
 * One HTTP request from Node to a site server, as the browser would send it to `<host>:<port>`.
 * Node does not resolve *.localhost and fetch() drops a Host header, so this connects to 127.0.0.1 with
 * node:http and sets Host itself. The body is returned undecoded (compression is left as sent).
 */
export function requestAs(
  lang: Lang,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; port?: number } = {},
): Promise<RawResponse> {
  const port = options.port ?? inject('sitePort')
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: { host: `${hostOf[lang]}:${port}`, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

/** A JSON call to the embedded content API (`/api/internal/*`), envelope unwrapped. */
export async function contentApi<T>(path: string, body?: unknown): Promise<T> {
  const response = await requestAs('zh', `/api/internal${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const envelope = JSON.parse(response.body) as { code: string | number; data: T; message?: string }
  if (String(envelope.code) !== '200')
    throw new Error(`content API ${path} answered ${envelope.code}: ${envelope.message}`)
  return envelope.data
}

/** Switches the fake backend behind the `backend-site` server. */
export async function setBackendMode(mode: BackendMode): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${inject('backendControlPort')}/mode/${mode}`, { method: 'POST' })
  if (response.status !== 204) throw new Error(`fake backend refused mode ${mode}: ${await response.text()}`)
}

/** Every enquiry delivery the fake backend received so far (`fake-backend.ts`). */
export async function enquiryLedger(): Promise<EnquiryDelivery[]> {
  const response = await fetch(`http://127.0.0.1:${inject('backendControlPort')}/enquiries`)
  return (await response.json()) as EnquiryDelivery[]
}
