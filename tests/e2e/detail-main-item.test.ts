import { afterAll, beforeAll, describe, expect, inject } from 'vitest'
import { test, visit } from './support/fixture'
import { backendSiteOrigin, requestAs, setBackendMode, type Lang } from './support/hosts'

// docs/contract.md and SPEC §2 "*", §8: a detail page whose main item is absent (the backend answers code "200"
// with `data: null`) is the not-found page with HTTP 404; one whose item is there but unusable (it breaks
// its schema at the root: no name or title) is a failing backend, the error page with HTTP 502 (issue 21),
// on every detail route and in both languages. Issue 10: the server and the pages are one module graph in
// the production build, so the validation error the server's client throws is the class the pages'
// loaders test for.

/** Every detail route, with an id the demo content has (Chinese ids 1xxx, English 2xxx). */
const detailRoutes: Record<Lang, string[]> = {
  zh: [
    '/product/1401',
    '/product-category/1301',
    '/solution/1501',
    '/case-detail/1201',
    '/activity/1701',
    '/media/1801',
    '/periodical/1901',
    '/article-detail/news/1601',
  ],
  en: [
    '/product/2401',
    '/product-category/2301',
    '/solution/2501',
    '/case-detail/2201',
    '/activity/2701',
    '/media/2801',
    '/periodical/2901',
    '/article-detail/news/2601',
  ],
}
const langs: Lang[] = ['zh', 'en']

const requestDetail = (lang: Lang, path: string) =>
  requestAs(lang, path, { port: inject('backendSitePort'), headers: { 'accept-encoding': 'identity' } })

describe('a detail page whose main item is invalid (docs/contract.md, SPEC §2 "*", §8)', () => {
  afterAll(() => setBackendMode('proxy'))

  describe('control: with valid items', () => {
    beforeAll(() => setBackendMode('proxy'))

    test.for(langs)('%s: every detail route renders its page', async (lang) => {
      for (const path of detailRoutes[lang]) {
        const response = await requestDetail(lang, path)
        expect(response.status, path).toBe(200)
        expect(response.body, path).not.toContain('data-testid="not-found"')
      }
    })
  })

  describe('with the backend answering data: null for every main item', () => {
    beforeAll(() => setBackendMode('absent-main-item'))

    test.for(langs)('%s: every detail route answers 404 with the not-found page', async (lang) => {
      for (const path of detailRoutes[lang]) {
        const response = await requestDetail(lang, path)
        expect(response.status, path).toBe(404)
        expect(response.body, path).toMatch(new RegExp(`<html[^>]* lang="${lang}`))
        expect(response.body, path).toContain('data-testid="not-found"')
        expect(response.body, path).toContain('Oops. The page not found.')
      }
    })

    test('the not-found page shows in the browser too', async ({ openPage, problems }) => {
      const { page } = await openPage('desktop')
      await visit(page, problems, `${backendSiteOrigin('en')}/activity/2701`, 404)
      expect(await page.locator('[data-testid="not-found"]').innerText()).toContain('Oops. The page not found.')
    })
  })

  describe('with the backend answering { id } for every main item', () => {
    beforeAll(() => setBackendMode('invalid-main-item'))

    test.for(langs)('%s: every detail route answers 502 with the error page, never cached', async (lang) => {
      for (const path of detailRoutes[lang]) {
        const response = await requestDetail(lang, path)
        expect(response.status, path).toBe(502)
        expect(response.headers['cache-control'], path).toBe('no-store')
        expect(response.body, path).toMatch(new RegExp(`<html[^>]* lang="${lang}`))
        expect(response.body, path).toContain('data-testid="page-error"')
        expect(response.body, path).not.toContain('data-testid="not-found"')
      }
    })
  })
})
