import { describe, expect, it } from 'vitest'
import { resolveRoute } from 'vike/routing'
import { matchRoutes, type PageRoute } from '../../runtime/server/route-table'
import aboutUsRoute from '../../pages/about-us/+route'
import aiRoute from '../../pages/ai/+route'
import formRoute from '../../pages/form/+route'
import mediaRoute from '../../pages/media/@id/+route'

// Issue 21: a path no page's route matches gets its site's not-found page from memory, so the matcher
// must agree with Vike's router on every page, and count any doubt as a match.
const asRoute = (route: unknown) => route as PageRoute
const routes = matchRoutes(
  [
    '/',
    '/product/@id',
    '/article-detail/@type/@id',
    asRoute(aboutUsRoute),
    asRoute(aiRoute),
    asRoute(formRoute),
    asRoute(mediaRoute),
  ],
  resolveRoute,
)

describe('matchRoutes', () => {
  it.each([
    '/',
    '/product/1401',
    '/article-detail/news/1601',
    '/about-us',
    '/about_us',
    '/about-us/news',
    '/ai',
    '/ai/ai-native',
    '/form/3',
    '/media/1801',
    '/Media/1801',
  ])('%s is a route', async (path) => {
    expect(await routes(path)).toBe(true)
  })

  it.each(['/no-such-1', '/product', '/product/1/2', '/form/x', '/page-not-found', '/about-us/a/b'])(
    '%s is no route',
    async (path) => {
      expect(await routes(path)).toBe(false)
    },
  )

  it('counts a route function that throws as a match: a real page is never taken for an unknown one', async () => {
    const throwing = matchRoutes(
      [
        () => {
          throw new Error('reads what the matcher does not give')
        },
      ],
      resolveRoute,
    )
    expect(await throwing('/anything')).toBe(true)
  })

  it('remembers the paths of pages, not unknown paths', async () => {
    let calls = 0
    const counting = matchRoutes(
      [
        (context) => {
          calls++
          return (context as { urlPathname: string }).urlPathname === '/page'
        },
      ],
      resolveRoute,
    )
    expect([await counting('/page'), await counting('/page')]).toEqual([true, true])
    expect(calls).toBe(1)
    expect([await counting('/none'), await counting('/none')]).toEqual([false, false])
    expect(calls).toBe(3)
  })
})
