import { describe, expect, it } from 'vitest'
import { pageUrlOf } from '../../runtime/page-url'

// Issue 13, first byte: Vike's URL getters parse the URL again on every read; the pages read them once a URL.

function countingContext(urlOriginal: string | undefined, pathname: string) {
  const reads = { pathname: 0, parsed: 0 }
  const context = {
    urlOriginal,
    get urlPathname() {
      reads.pathname++
      return pathname
    },
    get urlParsed() {
      reads.parsed++
      return { searchOriginal: '?type=AI', hostname: 'en.localhost' }
    },
  }
  return { context, reads }
}

describe('pageUrlOf', () => {
  it('reads the path, query and host Vike parsed, once for a URL', () => {
    const { context, reads } = countingContext('http://en.localhost/about-us/news?type=AI', '/about-us/news')
    for (let index = 0; index < 5; index++) {
      expect(pageUrlOf(context)).toEqual({ pathname: '/about-us/news', search: '?type=AI', hostname: 'en.localhost' })
    }
    expect(reads).toEqual({ pathname: 1, parsed: 1 })
    // Another page context for the same URL (an island's, the next request's) gets the same reading.
    const again = countingContext('http://en.localhost/about-us/news?type=AI', '/about-us/news')
    expect(pageUrlOf(again.context).pathname).toBe('/about-us/news')
    expect(again.reads).toEqual({ pathname: 0, parsed: 0 })
  })

  it('reads a page context without urlOriginal every time, and defaults what it lacks', () => {
    const { context, reads } = countingContext(undefined, '/form/3')
    pageUrlOf(context)
    pageUrlOf(context)
    expect(reads.pathname).toBe(2)
    expect(pageUrlOf({})).toEqual({ pathname: '/', search: '', hostname: '' })
  })

  it('tells URLs apart', () => {
    const first = countingContext('http://localhost/a', '/a').context
    const second = countingContext('http://localhost/b', '/b').context
    expect([pageUrlOf(first).pathname, pageUrlOf(second).pathname, pageUrlOf(first).pathname]).toEqual([
      '/a',
      '/b',
      '/a',
    ])
  })
})
