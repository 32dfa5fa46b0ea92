import { describe, expect, it } from 'vitest'
import { canonicalId, requireCanonicalId, withCanonicalId } from '../../pages/shared/canonical-id'

// Issue 21 "One URL per page": an id in another spelling redirects (301) to its canonical form or is the
// not-found page; it never renders a second copy.

type Abort = { _pageContextAbort?: { abortStatusCode?: number; _urlRedirect?: { url: string; statusCode: number } } }

/** What the guard did: `ok`, a redirect `{ url, statusCode }`, or the status of the page it rendered. */
function guardOutcome(pathnameOriginal: string, id: string | undefined, searchOriginal: string | null = null) {
  try {
    requireCanonicalId({
      routeParams: id === undefined ? {} : { id },
      urlParsed: { pathnameOriginal, searchOriginal },
    })
    return 'ok'
  } catch (error) {
    const abort = (error as Abort)._pageContextAbort
    if (!abort) throw error
    return abort._urlRedirect ?? abort.abortStatusCode
  }
}

describe('canonicalId', () => {
  it.each([
    ['1401', '1401'],
    ['01401', '1401'],
    ['0001401', '1401'],
    ['9007199254740991', '9007199254740991'],
  ])('%s → %s', (spelling, canonical) => {
    expect(canonicalId(spelling)).toBe(canonical)
  })

  it.each([
    '',
    '+1401',
    '-1401',
    '1401.0',
    '1.4e3',
    '1e3',
    ' 1401',
    '1401 ',
    '0x57',
    '１４０１',
    '9007199254740993',
    'abc',
    '0',
    '000',
  ])('%j is no id (ids are positive)', (spelling) => {
    expect(canonicalId(spelling)).toBeNull()
  })
})

describe('withCanonicalId', () => {
  it.each([
    ['/product/01401', '01401', '/product/1401'],
    ['/Media/007', '007', '/Media/7'],
    ['/article-detail/news/01601', '01601', '/article-detail/news/1601'],
    ['/about-us/news/01601/preview', '01601', '/about-us/news/1601/preview'],
    ['/form/01/preview', '01', '/form/1/preview'],
    ['/product/%30%31401', '01401', '/product/1401'],
    ['/product/01401/index.pageContext.json', '01401', '/product/1401'],
  ])('%s → %s', (path, id, expected) => {
    expect(withCanonicalId(path, id, canonicalId(id)!)).toBe(expected)
  })
})

describe('requireCanonicalId (the guards)', () => {
  it('lets a canonical id and a route without an id through', () => {
    expect(guardOutcome('/product/1401', '1401')).toBe('ok')
    expect(guardOutcome('/about-us/news', undefined)).toBe('ok')
  })

  it('redirects another spelling of the id permanently, on a path (the host kept), with the query', () => {
    expect(guardOutcome('/product/01401', '01401')).toEqual({ url: '/product/1401', statusCode: 301 })
    expect(guardOutcome('/article-detail/news/0001601', '0001601', '?token=t&x=1')).toEqual({
      url: '/article-detail/news/1601?token=t&x=1',
      statusCode: 301,
    })
  })

  it.each(['+1401', '1401.0', '1e3', ' 1401', '0', '00', '99999999999999999999'])(
    'answers %j with the not-found page',
    (id) => {
      expect(guardOutcome(`/product/${encodeURIComponent(id)}`, id)).toBe(404)
    },
  )
})
