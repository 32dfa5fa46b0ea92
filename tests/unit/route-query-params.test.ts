import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FILTER_QUERY_PARAMS, readFilterQuery } from '../../mapping/list-filter-query'
import { PAGE_QUERY_PARAM, readPageNo } from '../../mapping/list-page-query'
import { ROUTE_QUERY_PARAMS } from '../../pages/route-query-params'
import { pageCacheUrl, queryParamsRead } from '../../runtime/server/cache-key'

// Issue 14 "bounded work under hostile load": the render cache keys a page on the query parameters its
// route reads, declared in pages/route-query-params.ts; any other parameter makes no new render.

const ROOT = resolve(import.meta.dirname, '../..')

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.gen.ts'))
    .map((file) => join(folder, file))
}

const keyOf = (path: string) => pageCacheUrl(new URL(path, 'http://localhost:3000'), ROUTE_QUERY_PARAMS).href

describe('the query parameters routes read', () => {
  it('lists every parameter a page reads by name (previews, never cached, read only their token)', () => {
    const declared = new Set(ROUTE_QUERY_PARAMS.flatMap((route) => route.params))
    const read = new Set<string>()
    for (const file of [...sourceFiles('pages'), ...sourceFiles('blocks'), ...sourceFiles('runtime')]) {
      for (const match of readFileSync(join(ROOT, file), 'utf8').matchAll(/urlParsed\.search\.(\w+)/g)) {
        if (!file.includes('preview')) read.add(match[1]!)
      }
    }
    expect(read.size).toBeGreaterThan(0)
    for (const name of read) expect(declared, `${name} is read by a page`).toContain(name)
  })

  it('declares for the event lists exactly the parameters the filter and the page read, the page for every list', () => {
    const touchedBy = (read: (search: Record<string, string | undefined>) => unknown) => {
      const touched = new Set<string>()
      read(
        new Proxy({} as Record<string, string | undefined>, {
          get: (_, name) => (touched.add(String(name)), undefined),
        }),
      )
      return [...touched]
    }
    expect(touchedBy(readFilterQuery).sort()).toEqual([...FILTER_QUERY_PARAMS].sort())
    expect(touchedBy(readPageNo)).toEqual([PAGE_QUERY_PARAM])
    for (const path of ['/activity', '/media'])
      expect(queryParamsRead(path, ROUTE_QUERY_PARAMS)).toEqual([...FILTER_QUERY_PARAMS, PAGE_QUERY_PARAM])
    expect(queryParamsRead('/about-us/news', ROUTE_QUERY_PARAMS)).toEqual(['type', PAGE_QUERY_PARAM])
    expect(queryParamsRead('/periodical', ROUTE_QUERY_PARAMS)).toEqual([PAGE_QUERY_PARAM])
  })

  it('only the lists (events, news, publications) pass a query to their data', () => {
    const passing = [...sourceFiles('pages'), ...sourceFiles('blocks')].filter(
      (file) =>
        !file.includes('preview') &&
        file !== 'pages/route-query-params.ts' &&
        /urlParsed\.search\b/.test(readFileSync(join(ROOT, file), 'utf8')),
    )
    expect(passing.sort()).toEqual([
      'pages/about-us/+data.ts',
      'pages/periodical/+data.ts',
      'pages/shared/events-list-page.ts',
    ])
  })
})

describe('pageCacheUrl', () => {
  it.each([
    ['/?cb=123', 'http://localhost:3000/'],
    ['/product/3?utm_source=x&cb=1#top', 'http://localhost:3000/product/3'],
    ['/about-us/news?type=AI&cb=9', 'http://localhost:3000/about-us/news?type=AI'],
    ['/about-us/%6Eews?type=AI', 'http://localhost:3000/about-us/%6Eews?type=AI'],
    [
      '/about-us/news/index.pageContext.json?type=AI&x=1',
      'http://localhost:3000/about-us/news/index.pageContext.json?type=AI',
    ],
    ['/about-us/intro?type=AI', 'http://localhost:3000/about-us/intro'],
    ['/activity?view=rows&q=ERP&cb=1', 'http://localhost:3000/activity?q=ERP&view=rows'],
    [
      '/media/?place=SH&from=2026-01-01&to=2026-02-01',
      'http://localhost:3000/media/?from=2026-01-01&place=SH&to=2026-02-01',
    ],
    ['/activity/3?q=ERP', 'http://localhost:3000/activity/3'],
    ['/activity?page=2&q=ERP&cb=1', 'http://localhost:3000/activity?page=2&q=ERP'],
    ['/periodical?page=3&utm_source=x', 'http://localhost:3000/periodical?page=3'],
    ['/periodical/1901?page=3', 'http://localhost:3000/periodical/1901'],
    // The filter form submitted without JavaScript sends its empty fields too (issue 26).
    ['/activity?from=&to=&place=&type=&q=ERP&view=', 'http://localhost:3000/activity?q=ERP'],
    ['/media?from=&to=&place=&type=&q=&view=', 'http://localhost:3000/media'],
    ['/periodical?page=', 'http://localhost:3000/periodical'],
  ])('%s → %s', (path, expected) => {
    expect(keyOf(path)).toBe(expected)
  })

  it('makes one key of any number of cache-busting requests', () => {
    const keys = new Set(Array.from({ length: 50 }, (_, i) => keyOf(`/?cb=${i}&r=${Math.random()}`)))
    expect(keys).toEqual(new Set(['http://localhost:3000/']))
  })
})
