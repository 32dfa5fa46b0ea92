import { describe, expect, it } from 'vitest'
import { currentEntryKey } from '../../site/shell/SiteMenu'

// One header item is the current page: the most specific match (issue 12: /about-us/news marked both
// "News" and "About us").
const entries = [
  { key: 'home', href: '/' },
  { key: 'news', href: '/about-us/news' },
  { key: 'about', href: '/about-us' },
  { key: 'cases', href: '/cases' },
  { key: 'external', href: 'https://example.com/about-us' },
  { key: 'none', href: undefined },
]

describe('currentEntryKey', () => {
  it.each([
    ['/about-us/news', 'news'],
    ['/about-us/news/1601/preview', 'news'],
    ['/about-us', 'about'],
    ['/about-us/intro', 'about'],
    ['/', 'home'],
    ['/cases', 'cases'],
    ['/casesx', undefined],
    ['/product', undefined],
  ])('%s → %s', (pathname, key) => {
    expect(currentEntryKey(entries, pathname)).toBe(key)
  })

  it('does not depend on the order of the entries', () => {
    expect(currentEntryKey([...entries].reverse(), '/about-us/news')).toBe('news')
  })

  it('ignores a query and a trailing slash in the entry address', () => {
    expect(
      currentEntryKey(
        [
          { key: 'a', href: '/about-us/' },
          { key: 'n', href: '/about-us/news?type=AI' },
        ],
        '/about-us/news',
      ),
    ).toBe('n')
  })
})
