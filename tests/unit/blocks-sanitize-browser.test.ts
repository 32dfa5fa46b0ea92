// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from '../../runtime/rich-text/sanitize'

// The browser branch: DOMPurify bound to the page's own window (the server test covers the jsdom one).
describe('sanitizeHtml in the browser', () => {
  it('runs on the page window', () => {
    expect(typeof window).toBe('object')
  })

  it.each([
    ['script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['onerror', '<img src="x.png" onerror="alert(1)">', '<img src="x.png">'],
    ['javascript: href', '<a href="javascript:alert(1)">go</a>', '<a>go</a>'],
    ['svg onload', '<svg onload="alert(1)"></svg><p>t</p>', '<p>t</p>'],
  ])('removes %s', (_, html, safe) => {
    expect(sanitizeHtml(html)).toBe(safe)
  })
})
