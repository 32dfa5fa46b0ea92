import { describe, expect, it } from 'vitest'
import { demoCounterpartId } from '../../server/embedded-content'
import { demoVikeSite } from './server-fixtures'

// SPEC §1 "Language: chosen by site", through the real pipeline: an item page asked for on one site with
// the id of another site's item goes (302) to this site's twin of it, where the backend has one. The
// language switcher keeps the path, so this is where choosing English on /product/1401 leads: to the
// English product, not the Chinese one under the English site's chrome.

const { app: demoSite } = demoVikeSite('this-sites-item', {}, { counterpartId: demoCounterpartId })
const { app: sameIdSite } = demoVikeSite('this-sites-item-same-id')

const zh = 'http://localhost:3000'
const en = 'http://en.localhost:3000'
const cjk = /[\u3400-\u9fff]/

/** Each item route (SPEC §2) as `{before}{n}`: the demo's item n is `1000 + n` in Chinese, `2000 + n` in English. */
const routes = [
  ['/product/', 401],
  ['/product-category/', 301],
  ['/solution/', 501],
  ['/case-detail/', 201],
  ['/activity/', 701],
  ['/media/', 801],
  ['/Media/', 801],
  ['/periodical/', 901],
  ['/article-detail/news/', 601],
  ['/form/', 3],
] as const

describe("an item page asked for with another site's id", () => {
  it.each(routes)('%s: goes to the twin on the English and on the Chinese site, the query kept', async (before, n) => {
    const { app } = demoSite()
    const toEnglish = await app.request(`${en}${before}${1000 + n}?utm_source=x`)
    expect(toEnglish.status).toBe(302)
    expect(toEnglish.headers.get('location')).toBe(`${before}${2000 + n}?utm_source=x`)
    expect(toEnglish.headers.get('cache-control')).toBe('no-store')

    const toChinese = await app.request(`${zh}${before}${2000 + n}`)
    expect(toChinese.status).toBe(302)
    expect(toChinese.headers.get('location')).toBe(`${before}${1000 + n}`)
  })

  it('the twin renders in its language', async () => {
    const { app } = demoSite()
    const english = await app.request(`${en}/product/2401`)
    expect(english.status).toBe(200)
    const title = /<title>([^<]*)<\/title>/.exec(await english.text())?.[1] ?? ''
    expect(title).toContain('CloudLead')
    expect(title).not.toMatch(cjk)
  })

  it("a site's own id is not redirected", async () => {
    const { app } = demoSite()
    for (const [url, status] of [
      [`${en}/product/2401`, 200],
      [`${zh}/product/1401`, 200],
      [`${en}/form/2`, 200],
      [`${zh}/form/1`, 200],
    ] as const) {
      expect((await app.request(url)).status, url).toBe(status)
    }
  })

  it("the default consult form of the other site goes to this site's (forms 1 and 2: one form in two languages)", async () => {
    const { app } = demoSite()
    for (const [url, location] of [
      [`${en}/form/1`, '/form/2'],
      [`${zh}/form/2?from=switch`, '/form/1?from=switch'],
    ] as const) {
      const response = await app.request(url)
      expect(response.status, url).toBe(302)
      expect(response.headers.get('location'), url).toBe(location)
    }
    const english = await (await app.request(`${en}/form/2`)).text()
    const body = english.slice(english.indexOf('<body')).replace(/<(script|style)[\s\S]*?<\/\1>/g, '')
    expect(body).toContain('Email')
    // The language switcher names Chinese in Chinese; nothing else on the English form page is Chinese.
    expect(body.match(/[\u3400-\u9fff]+/g)?.filter((text) => text !== '中文')).toEqual([])
  })

  it("the other site's go1688 form goes to this site's (forms 3 and 4: one form in two languages)", async () => {
    const { app } = demoSite()
    // Form 3 (the Chinese go1688 form) is no twin of the English download form 2003.
    for (const [url, location] of [
      [`${en}/form/3`, '/form/4'],
      [`${zh}/form/4`, '/form/3'],
    ] as const) {
      const response = await app.request(url)
      expect(response.status, url).toBe(302)
      expect(response.headers.get('location'), url).toBe(location)
    }
  })

  it('an id without a twin is not redirected', async () => {
    const { app } = demoSite()
    // No demo form has the short id 5: the not-found page on either host (SPEC §2: no form, no form page).
    for (const url of [`${en}/form/5`, `${zh}/form/5`]) {
      const response = await app.request(url)
      expect(response.status, url).toBe(404)
      expect(response.headers.get('location'), url).toBeNull()
    }
    // A missing id stays the not-found page, without a redirect.
    expect((await app.request(`${en}/product/1999`)).status).toBe(404)
  })

  it('a backend whose items keep their id across the sites (the default) is never redirected', async () => {
    const { app } = sameIdSite()
    const response = await app.request(`${en}/product/1401`)
    expect(response.status).toBe(200)
  })
})
