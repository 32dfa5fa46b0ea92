// Issue 23 "A preview bar" (SPEC §6): every preview a request may see carries the bar in the site's language —
// that this is a draft, until when the link works (in SITE_TIME_ZONE), the other language's counterpart
// where that site has the item, the share link and the way out to the public page — decided on the server,
// through the real pipeline (Vike rendering the production build). No bar on a public page, nor on the
// not-found page a preview may end in.
import { describe, expect, it } from 'vitest'
import { readIslandProps, ISLAND_ID_ATTRIBUTE } from '../../runtime/islands/island-data'
import { demoCounterpartId } from '../../server/embedded-content'
import type { PreviewBarState } from '../../site/preview/preview-bar-state'
import { checkPreviewLink, signedPreviewPath } from '../../site/server/preview-link'
import { demoVikeSite, parseHtml } from './server-fixtures'

const SECRET = 'preview-bar-test-secret-key'
const HOUR = 60 * 60 * 1000
const ZH = 'http://localhost:3000'
const EN = 'http://en.localhost:3000'

type App = ReturnType<ReturnType<typeof demoVikeSite>['app']>['app']

interface Bar {
  element: Element
  state: PreviewBarState
}

/** The page's preview bar, its HTML and the state its island hydrates from; `null` when it has none. */
async function barOf(app: App, url: string): Promise<{ status: number; bar: Bar | null }> {
  const response = await app.request(url)
  const document = parseHtml(await response.text())
  const element = document.querySelector('[data-testid="preview-bar"]')
  if (!element) return { status: response.status, bar: null }
  const island = element.closest(`[${ISLAND_ID_ATTRIBUTE}]`)!
  const state = readIslandProps(document, island.getAttribute(ISLAND_ID_ATTRIBUTE)!) as PreviewBarState
  return { status: response.status, bar: { element, state } }
}

async function shownBar(app: App, url: string): Promise<Bar> {
  const { status, bar } = await barOf(app, url)
  expect(status, url).toBe(200)
  expect(bar, url).not.toBeNull()
  return bar!
}

/** `HH:MM` of a Unix second in Shanghai (UTC+8, no daylight saving), worked out by hand. */
function shanghaiClock(seconds: number): string {
  const date = new Date((seconds + 8 * 3600) * 1000)
  return `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`
}

const expiresOf = (url: string) => Number(new URL(url).searchParams.get('expires'))

describe('the preview bar on a signed link (PREVIEW_SECRET, the demo’s counterparts)', () => {
  const { app } = demoVikeSite(
    'preview-bar-link',
    { PREVIEW_SECRET: SECRET },
    { counterpartId: demoCounterpartId },
  ).app()

  it('zh: says draft, the expiry in Asia/Shanghai, shares the same link, exits to the public page', async () => {
    const link = `${ZH}${signedPreviewPath(SECRET, '/services/1961/preview', 5 * HOUR)}`
    const { element, state } = await shownBar(app, link)
    const expires = expiresOf(link)
    expect(element.textContent).toContain('草稿预览')
    expect(state.shareUrl).toBe(link)
    expect(state.exitUrl).toBe(`${ZH}/services`)
    expect(element.querySelector('.preview-bar__exit')?.getAttribute('href')).toBe(`${ZH}/services`)
    expect(state.expires?.iso).toBe(new Date(expires * 1000).toISOString())
    expect(state.expires?.text).toMatch(new RegExp(` ${shanghaiClock(expires)} \\(Asia/Shanghai\\)$`))
    const time = element.querySelector('time')!
    expect(time.getAttribute('datetime')).toBe(state.expires?.iso)
    expect(time.textContent).toBe(`链接有效期至 ${state.expires?.text}`)
    expect(state.liveOrigins).toEqual([])
  }, 60_000)

  it('zh → en: links the counterpart’s signed preview on the other host, with the same expiry, and back', async () => {
    const link = `${ZH}${signedPreviewPath(SECRET, '/services/1961/preview', 5 * HOUR)}`
    const { element, state } = await shownBar(app, link)
    expect(state.otherLanguage?.lang).toBe('en')
    const other = new URL(state.otherLanguage!.url)
    expect(other.origin).toBe(EN)
    expect(other.pathname).toBe('/services/2961/preview')
    expect(expiresOf(other.href)).toBe(expiresOf(link))
    expect(checkPreviewLink(SECRET, other.pathname, Object.fromEntries(other.searchParams))).toBe('valid')
    expect(element.querySelector('a[hreflang="en"]')?.getAttribute('href')).toBe(other.href)

    const back = await shownBar(app, other.href)
    expect(back.element.textContent).toContain('Draft preview')
    expect(back.element.querySelector('time')?.textContent).toMatch(/^Link valid until .+ \(Asia\/Shanghai\)$/)
    expect(back.state.shareUrl).toBe(other.href)
    expect(back.state.exitUrl).toBe(`${EN}/services`)
    expect(back.state.otherLanguage?.lang).toBe('zh')
    const zh = new URL(back.state.otherLanguage!.url)
    expect(`${zh.origin}${zh.pathname}`).toBe(`${ZH}/services/1961/preview`)
    expect(checkPreviewLink(SECRET, zh.pathname, Object.fromEntries(zh.searchParams))).toBe('valid')
  }, 60_000)

  it('every preview of SPEC §6 has the bar, exiting to a public page the site answers', async () => {
    for (const [origin, path, exit, counterpart] of [
      [ZH, '/join-us/1971/preview', '/join-us', '/join-us/2971/preview'],
      [ZH, '/about-us/intro/1951/preview', '/about-us/intro', '/about-us/intro/2951/preview'],
      [ZH, '/about-us/news/1601/preview', '/article-detail/news/1601', '/about-us/news/2601/preview'],
      [EN, '/article-detail/news/2601/preview', '/article-detail/news/2601', '/article-detail/news/1601/preview'],
      // The demo's default forms 1 and 2 are not numbered by site, but are one form in two languages.
      [EN, '/form/2/preview', '/form/2', '/form/1/preview'],
      [ZH, '/form/3/preview', '/form/3', '/form/4/preview'],
    ] as const) {
      const { state } = await shownBar(app, `${origin}${signedPreviewPath(SECRET, path, HOUR)}`)
      expect(state.exitUrl, path).toBe(`${origin}${exit}`)
      expect((await app.request(state.exitUrl)).status, state.exitUrl).toBe(200)
      expect(state.otherLanguage && new URL(state.otherLanguage.url).pathname, path).toBe(counterpart)
    }
  }, 60_000)

  it("goes from another site's id to this site's twin, keeping the link's expiry (no Chinese item on the English site)", async () => {
    const link = signedPreviewPath(SECRET, '/services/1961/preview', 5 * HOUR)
    const expires = new URL(`${EN}${link}`).searchParams.get('expires')
    const response = await app.request(`${EN}${link}&utm_source=mail`)
    expect(response.status).toBe(302)
    const location = response.headers.get('location')!
    expect(new URL(location, EN).pathname).toBe('/services/2961/preview')
    expect(new URL(location, EN).searchParams.get('expires')).toBe(expires)
    // Signed anew for the twin's path; the visitor's other parameters go along.
    expect(new URL(location, EN).searchParams.get('signature')).not.toBe(
      new URL(`${EN}${link}`).searchParams.get('signature'),
    )
    expect(new URL(location, EN).searchParams.get('utm_source')).toBe('mail')
    const { element } = await shownBar(app, `${EN}${location}`)
    expect(element.ownerDocument.querySelector('h1')?.textContent).not.toMatch(/[\u3400-\u9fff]/)
    // On its own site the same link shows its item, and a missing twin leaves the id as asked.
    expect((await app.request(`${ZH}${link}`)).status).toBe(200)
    const form = await app.request(`${EN}${signedPreviewPath(SECRET, '/form/1/preview', HOUR)}`)
    expect(new URL(form.headers.get('location')!, EN).pathname).toBe('/form/2/preview')
  }, 60_000)

  it('offers no other language where that site lacks the item', async () => {
    // Every demo item has its twin; here each one's would-be twin is an id no site has.
    const { app: withoutTwins } = demoVikeSite(
      'preview-bar-no-twins',
      { PREVIEW_SECRET: SECRET },
      { counterpartId: (id) => id + 100_000 },
    ).app()
    for (const path of ['/services/1961/preview', '/form/3/preview']) {
      const { state } = await shownBar(withoutTwins, `${ZH}${signedPreviewPath(SECRET, path, HOUR)}`)
      expect(state.otherLanguage, path).toBeNull()
    }
  }, 60_000)

  it('is not on a public page, a preview without a link, or the not-found page of a missing item', async () => {
    for (const url of [
      `${ZH}/services`,
      `${EN}/services`,
      `${ZH}/services/1961/preview`,
      `${ZH}${signedPreviewPath(SECRET, '/services/1961/preview', HOUR, Date.now() - 2 * HOUR)}`,
    ]) {
      expect((await barOf(app, url)).bar, url).toBeNull()
    }
    for (const path of ['/services/1999/preview', '/article-detail/news/1999/preview']) {
      const { status, bar } = await barOf(app, `${ZH}${signedPreviewPath(SECRET, path, HOUR)}`)
      expect(status, path).toBe(404)
      expect(bar, path).toBeNull()
    }
  }, 60_000)
})

describe('the preview bar by PREVIEW_TOKEN alone', () => {
  const TOKEN = 'preview-bar-token'
  const { app } = demoVikeSite('preview-bar-token', {
    PREVIEW_TOKEN: TOKEN,
    PREVIEW_ALLOWED_ORIGINS: 'https://cms.example.com',
  }).app()

  it('shares the path with the token, has no expiry, and names the CMS origins for live preview', async () => {
    const { element, state } = await shownBar(app, `${EN}/join-us/2971/preview?token=${TOKEN}`)
    expect(state.shareUrl).toBe(`${EN}/join-us/2971/preview?token=${TOKEN}`)
    expect(state.expires).toBeNull()
    expect(element.querySelector('time')).toBeNull()
    expect(state.liveOrigins).toEqual(['https://cms.example.com'])
  }, 60_000)
})

describe('the preview bar on the embedded demo with no setting', () => {
  const { app } = demoVikeSite('preview-bar-open').app()

  it('shares the bare path and has no expiry', async () => {
    const { state } = await shownBar(app, `${ZH}/services/1961/preview`)
    expect(state.shareUrl).toBe(`${ZH}/services/1961/preview`)
    expect(state.expires).toBeNull()
    expect(state.exitUrl).toBe(`${ZH}/services`)
  }, 60_000)
})
