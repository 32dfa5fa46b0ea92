import { describe, expect, it } from 'vitest'
import { demoVikeSite } from './server-fixtures'

// Issue 21 "One URL per page", through the real pipeline (Vike routing the production build, as
// server-vike-edges.test.ts): every route with an id answers another spelling of the id with a 301 to the
// canonical one (the query kept, the host left to the browser) or with the not-found page, and only the
// canonical URL renders the page and enters the render cache.

const TOKEN = 'canonical-preview-token'

const { app: siteApp } = demoVikeSite('canonical-ids', { PREVIEW_TOKEN: TOKEN })

/** Each route with an id (SPEC §2), as `{before}{id}{after}` with a Chinese demo id. */
const routes = [
  ['/product/', '1401', ''],
  ['/product-category/', '1301', ''],
  ['/solution/', '1501', ''],
  ['/case-detail/', '1201', ''],
  ['/activity/', '1701', ''],
  ['/media/', '1801', ''],
  ['/Media/', '1801', ''],
  ['/periodical/', '1901', ''],
  ['/article-detail/news/', '1601', ''],
  ['/form/', '1', ''],
  ['/about-us/news/', '1601', '/preview'],
  ['/about-us/intro/', '1951', '/preview'],
  ['/article-detail/news/', '1601', '/preview'],
  ['/services/', '1961', '/preview'],
  ['/join-us/', '1971', '/preview'],
  ['/form/', '1', '/preview'],
] as const

const query = (after: string) => (after === '/preview' ? `?token=${TOKEN}&utm_source=x` : '?utm_source=x&b=2')

describe('an id in another spelling (issue 21)', () => {
  it.each(routes)(
    '%s0%s%s redirects (301) to the canonical id, keeping the query; the canonical page renders',
    async (before, id, after) => {
      const { app, renderCache } = siteApp()
      const search = query(after)
      for (const spelling of [`0${id}`, `000${id}`, `%30${id}`]) {
        const response = await app.request(`http://localhost:3000${before}${spelling}${after}${search}`)
        expect(response.status).toBe(301)
        expect(response.headers.get('location')).toBe(`${before}${id}${after}${search}`)
        expect(await response.text()).not.toContain('data-block=')
      }
      await renderCache.settled()
      expect(renderCache.stats().entries).toBe(0)
      const canonical = await app.request(`http://localhost:3000${before}${id}${after}${search}`)
      expect(canonical.status).toBe(200)
      expect(await canonical.text()).toContain('data-block=')
    },
    60_000,
  )

  it.each(routes)(
    '%s{+id, id.0, 1e3, " id"}%s is the not-found page',
    async (before, id, after) => {
      const { app } = siteApp()
      for (const spelling of [`+${id}`, `${id}.0`, '1e3', `%20${id}`, `${id}%20x`, '99999999999999999999']) {
        const response = await app.request(`http://localhost:3000${before}${spelling}${after}${query(after)}`)
        expect(response.status, spelling).toBe(404)
        expect(response.headers.get('location')).toBeNull()
      }
    },
    60_000,
  )

  it('a preview without the token stays the not-found page, whatever the spelling of its id', async () => {
    const { app } = siteApp()
    const response = await app.request('http://localhost:3000/services/01961/preview')
    expect(response.status).toBe(404)
    expect(response.headers.get('location')).toBeNull()
  })

  it("keeps the host: the Location is a path, so a visitor stays on the site's host they used", async () => {
    const { app } = siteApp()
    const response = await app.request('http://en.localhost:3000/product/02401')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/product/2401')
  })
})
