import { describe, expect, test } from 'vitest'
import { requestAs, type RawResponse } from './support/hosts'

// Issue §4 and docs/architecture.md "Running": pages are cacheable by a CDN (s-maxage, stale-while-revalidate), never
// previews or form posts; security headers and compression on every answer.

function header(response: RawResponse, name: string): string {
  const value = response.headers[name.toLowerCase()]
  return Array.isArray(value) ? value.join(', ') : (value ?? '')
}

describe('page response headers (issue §4)', () => {
  test('a page is cacheable by a CDN', async () => {
    const response = await requestAs('zh', '/')
    expect(response.status).toBe(200)
    const cacheControl = header(response, 'cache-control')
    expect(cacheControl).toMatch(/\bpublic\b|s-maxage/)
    expect(cacheControl).toMatch(/s-maxage=\d+/)
    expect(cacheControl).toMatch(/stale-while-revalidate=\d+/)
    expect(cacheControl).not.toMatch(/no-store|private/)
    expect(header(response, 'content-type')).toMatch(/^text\/html/)
  })

  test('security headers are set on a page', async () => {
    const response = await requestAs('en', '/')
    expect(header(response, 'x-content-type-options')).toBe('nosniff')
    expect(header(response, 'referrer-policy')).not.toBe('')
    const framing = `${header(response, 'x-frame-options')} ${header(response, 'content-security-policy')}`
    expect(framing).toMatch(/SAMEORIGIN|DENY|frame-ancestors/i)
  })

  test('a preview is never cached', async () => {
    const response = await requestAs('zh', '/about-us/news/1/preview')
    expect(header(response, 'cache-control')).toMatch(/no-store|no-cache|private|max-age=0/)
    expect(header(response, 'cache-control')).not.toMatch(/s-maxage/)
  })

  test('a form post is never cached', async () => {
    const response = await requestAs('zh', '/api/internal/form', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
      body: JSON.stringify({}),
    })
    expect(header(response, 'cache-control')).not.toMatch(/s-maxage|public/)
  })

  test('pages are compressed for clients that accept it', async () => {
    const response = await requestAs('zh', '/', { headers: { 'accept-encoding': 'gzip, br' } })
    const encoding = header(response, 'content-encoding')
    expect(encoding).toMatch(/gzip|br/)
  })

  test('an unknown path answers 404, not a cacheable 200', async () => {
    const response = await requestAs('zh', '/definitely/not/here')
    expect(response.status).toBe(404)
  })
})
