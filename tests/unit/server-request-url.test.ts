import { describe, expect, it } from 'vitest'
import { isPreviewPath, MAX_PATH_LENGTH, routedPathname, urlProblem } from '../../runtime/server/request-url'

// Issue 10: decisions about previews are taken on the path Vike routes (SPEC §2, §6), and a URL that can
// be no page is recognised before Vike sees it (SPEC §2 "*": the not-found page, never a 500).

describe('urlProblem', () => {
  it.each([
    ['/%', /percent-encoded/],
    ['/%E0%A4%A', /percent-encoded/],
    ['/about-us/%ZZ', /percent-encoded/],
    ['/product/%', /percent-encoded/],
    ['/about-us/news%00', /control character/],
    ['/a%0Ab', /control character/],
    ['//evil.example', /starts with \/\//],
    ['//evil.example/product', /starts with \/\//],
    ['/x%5C..%5Cevil', /backslash/],
    [`/${'a'.repeat(10 * 1024)}`, /longer than/],
    ['/product/%69ndex.pageContext.json', /encoded \.pageContext\.json/],
    ['/index.pageContext.json?_vike=%7B', /_vike/],
    ['/index.pageContext.json?_vike=%5B%5D', /_vike/],
    ['/index.pageContext.json?_vike=%7B%22previousUrl%22%3A1%7D', /_vike/],
  ])('%s → %s', (path, reason) => {
    expect(urlProblem(new URL(`http://localhost:3000${path}`))).toMatch(reason)
  })

  it.each([
    '/',
    '/about-us/100%25',
    '/product/%E4%BA%A7%E5%93%81',
    '/article-detail/news/1601/%70review',
    '/article-detail/news/1601%2Fpreview',
    '/product/3/index.pageContext.json',
    '/index.pageContext.json?_vike=%7B%22previousUrl%22%3A%22%2F%22%7D',
    '/activity?q=%',
    `/${'a'.repeat(MAX_PATH_LENGTH - 1)}`,
  ])('%s is a possible page', (path) => {
    expect(urlProblem(new URL(`http://localhost:3000${path}`))).toBeNull()
  })
})

describe('routedPathname (Vike 0.4 urlPathname)', () => {
  it.each([
    ['/article-detail/news/1/preview', '/article-detail/news/1/preview'],
    ['/article-detail/news/1/%70review', '/article-detail/news/1/preview'],
    ['/article-detail/news/1/preview/', '/article-detail/news/1/preview'],
    ['/article-detail//news/1/preview', '/article-detail/news/1/preview'],
    ['/article-detail/news/1/preview/index.pageContext.json', '/article-detail/news/1/preview'],
    ['/article-detail/news/1/%70review/index.pageContext.json', '/article-detail/news/1/preview'],
    ['/article-detail/news/1%2Fpreview', '/article-detail/news/1%2Fpreview'],
    ['/article-detail/news/1/%2570review', '/article-detail/news/1/%70review'],
    ['/about-us/100%25', '/about-us/100%'],
    ['/index.pageContext.json', '/'],
    ['/product/%', '/product/%'],
  ])('%s → %s', (path, expected) => {
    expect(routedPathname(path)).toBe(expected)
  })
})

describe('isPreviewPath', () => {
  it.each([
    ['/about-us/news/3/preview', true],
    ['/join-us/2/preview', true],
    ['/form/1/preview', true],
    ['/preview', true],
    ['/services/2/PREVIEW', true],
    ['/services/2/Preview', true],
    ['/article-detail/news/1%2Fpreview', true],
    ['/services/2/preview.pageContext.json', true],
    ['/article-detail/news/1/%70review', true],
    ['/article-detail/news/1/%252570review', true],
    ['/about-us/100%/%2570review', true],
    ['/previews', false],
    ['/product/preview-kit', false],
    ['/', false],
  ])('%s → %s', (path, expected) => {
    expect(isPreviewPath(path)).toBe(expected)
  })

  it('holds for every spelling Vike routes as a preview', () => {
    for (const path of [
      '/services/2/%70review',
      '/services/2/preview/',
      '/services//2/preview',
      '/services/2/%70review/index.pageContext.json',
    ]) {
      expect(isPreviewPath(routedPathname(path)), path).toBe(true)
    }
  })
})
