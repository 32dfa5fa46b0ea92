import { describe, expect, it } from 'vitest'
import { cookieValue, PREVIEW_COOKIE, previewAllowed, previewCookieFor } from '../../site/server/preview-token'

describe('SPEC §6 preview token (docs/configuration.md PREVIEW_TOKEN)', () => {
  it('lets every preview through when no token is configured', () => {
    expect(previewAllowed(undefined, undefined, undefined)).toBe(true)
    expect(previewAllowed('', undefined, undefined)).toBe(true)
  })

  it('with a token: the query parameter once, then the cookie it sets; nothing else', () => {
    const cookie = previewCookieFor('s3cret', new URL('http://localhost/services/1961/preview?token=s3cret'))
    expect(cookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=[0-9a-f]{64}; Path=/; HttpOnly; SameSite=Lax$`))
    expect(cookie).not.toContain('s3cret')
    const header = `a=1; ${cookie!.split(';')[0]}`
    expect(previewAllowed('s3cret', 's3cret', undefined)).toBe(true)
    expect(previewAllowed('s3cret', undefined, header)).toBe(true)
    expect(previewAllowed('s3cret', 'wrong', undefined)).toBe(false)
    expect(previewAllowed('s3cret', undefined, undefined)).toBe(false)
    expect(previewAllowed('s3cret', undefined, `${PREVIEW_COOKIE}=s3cret`)).toBe(false)
    expect(previewAllowed('other', undefined, header)).toBe(false)
  })

  it('sets no cookie for a wrong or missing token, and a Secure one over https', () => {
    expect(previewCookieFor('s3cret', new URL('http://localhost/x/preview?token=no'))).toBeUndefined()
    expect(previewCookieFor('s3cret', new URL('http://localhost/x/preview'))).toBeUndefined()
    expect(previewCookieFor(undefined, new URL('http://localhost/x/preview?token=x'))).toBeUndefined()
    expect(previewCookieFor('t', new URL('https://localhost/x/preview?token=t'))).toMatch(/; Secure$/)
    expect(previewCookieFor('t', new URL('http://localhost/x/preview?token=t'), true)).toMatch(/; Secure$/)
    expect(previewCookieFor('t', new URL('http://localhost/x/preview?token=t'))).not.toMatch(/Secure/)
  })

  it('reads one cookie out of a header', () => {
    expect(cookieValue('a=1; b=2=3', 'b')).toBe('2=3')
    expect(cookieValue(undefined, 'b')).toBeUndefined()
  })
})
