/**
 * The bench's second content set (issue 26): the stand-in CMS's transformation of the demo (longer
 * texts, more items and slides, 1600×900 PNG pictures) and the discovery of the pages `--api` measures.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PNG } from 'pngjs'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { createContentApi } from '../../content/index'
import { buildSiteContent, type SiteContent } from '../../content/demo/site-content'
import { callRequests, type CallRequest } from '../../site/api/calls'
import { demoPages, discoverIds, JS_GOAL_BYTES, pagesOf, selectPages, type AskBackend } from '../../scripts/bench/pages'
import { drawPicture, ensurePictures, PICTURE_HEIGHT, PICTURE_WIDTH } from '../../scripts/bench/standin/pictures'
import { createStandinApp } from '../../scripts/bench/standin/server'
import { parseImageProcess, STANDIN_IMAGE_URL_TEMPLATE } from '../../scripts/bench/standin/image-service'
import { imageSizes } from '../../runtime/media/image-sizes'
import { resizedImageUrl } from '../../runtime/media/image-url'
import { freshIds, shiftDates, STANDIN_COUNTS, transformSiteContent } from '../../scripts/bench/standin/transform'

const NOW = new Date(Date.UTC(2026, 10, 22, 2, 0, 0))
const ORIGIN = 'http://127.0.0.1:4999'
const pictureUrl = (index: number) => `${ORIGIN}/standin-assets/picture-${index + 1}.png`
const workDir = mkdtempSync(join(tmpdir(), 'bench-standin-test-'))
afterAll(() => rmSync(workDir, { recursive: true, force: true }))

/** An AskBackend over a content API app in process (the envelope's data; a non-200 code throws). */
function askApp(app: { request: (path: string, init: RequestInit) => Response | Promise<Response> }): AskBackend {
  return async (request: CallRequest) => {
    const answer = await app.request(request.path, {
      method: request.method,
      headers: { 'content-type': 'application/json' },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    })
    const envelope = (await answer.json()) as { code: string; data: unknown; message: string }
    if (envelope.code !== '200') throw new Error(`${request.path}: ${envelope.code} ${envelope.message}`)
    return envelope.data
  }
}

const byId = <T extends { id: number }>(items: readonly T[]) => new Map(items.map((item) => [item.id, item]))
const ids = (items: readonly { id: number }[]) => items.map((item) => item.id)

describe.each([1, 2])('the stand-in content of site %i', (siteId) => {
  const demo = buildSiteContent(siteId, NOW)
  const standin: SiteContent = transformSiteContent(buildSiteContent(siteId, NOW), { pictureUrl })

  it('lengthens every title and description of the demo items, in the site language', () => {
    const demoNews = byId(demo.newsItems)
    for (const item of standin.newsItems.filter((news) => demoNews.has(news.id))) {
      const source = demoNews.get(item.id)!
      expect(item.title.startsWith(source.title) && item.title.length > source.title.length).toBe(true)
      expect(item.desc.startsWith(source.desc) && item.desc.length > source.desc.length).toBe(true)
    }
    const demoProducts = byId(demo.catalogue.products)
    for (const product of standin.catalogue.products) {
      expect(product.name.length).toBeGreaterThan(demoProducts.get(product.id)!.name.length)
    }
    const demoActivities = byId(demo.activities)
    for (const activity of standin.activities.filter((a) => demoActivities.has(a.id))) {
      expect(activity.activityName.length).toBeGreaterThan(demoActivities.get(activity.id)!.activityName.length)
    }
    const added = standin.newsItems[0].title.slice(
      demo.newsItems.find((n) => n.id === standin.newsItems[0].id)!.title.length,
    )
    expect(/[\u4e00-\u9fff]/.test(added)).toBe(demo.site.mark === 'cn')
  })

  it('keeps the site frame (navigation, forms, page headers) as the demo has it', () => {
    expect(standin.topNavigation).toEqual(demo.topNavigation)
    expect(standin.forms).toEqual(demo.forms)
    expect(standin.titles).toEqual(demo.titles)
  })

  it('holds lists several pages long and carousels of 7 slides, each item under an id of its own', () => {
    const news = standin.newsItems.filter((item) => item.type === 'NEWS')
    expect(news).toHaveLength(STANDIN_COUNTS.news)
    expect(standin.activities).toHaveLength(STANDIN_COUNTS.activities)
    expect(standin.media).toHaveLength(STANDIN_COUNTS.media)
    expect(standin.publications).toHaveLength(STANDIN_COUNTS.publications)
    expect(STANDIN_COUNTS.news).toBeGreaterThanOrEqual(40)
    expect(Math.min(STANDIN_COUNTS.activities, STANDIN_COUNTS.media)).toBeGreaterThanOrEqual(30)
    expect(STANDIN_COUNTS.publications).toBeGreaterThanOrEqual(12)
    expect(standin.homepage[0].carouselOpt).toHaveLength(STANDIN_COUNTS.heroSlides)
    expect(standin.aiCarousel).toHaveLength(STANDIN_COUNTS.aiSlides)
    expect(standin.activities.filter((a) => a.fixed)).toHaveLength(STANDIN_COUNTS.fixedActivities)
    expect(standin.media.filter((m) => m.fixed)).toHaveLength(STANDIN_COUNTS.fixedMedia)
    for (const list of [standin.newsItems, standin.activities, standin.media, standin.publications]) {
      expect(new Set(ids(list)).size).toBe(list.length)
      for (const id of ids(list)) expect(Math.floor(id / 1000)).toBe(siteId)
    }
    // Every news item has its article (the detail page's answer) under the same id.
    expect(new Set(ids(standin.articles))).toEqual(new Set(ids(standin.newsItems)))
  })

  it('shows the stand-in PNG pictures instead of the demo banners and covers, typed as PNG', () => {
    // The frame (navigation banners) keeps the demo's; every item's picture is a PNG.
    const { topNavigation: _frame, ...items } = standin
    const text = JSON.stringify(items)
    // The demo's generated art (content/art/names.ts) but its portraits and word marks, and the older pictures.
    expect(text).not.toMatch(/"\/demo-assets\/art\/(banner|cover|screen|news|event|media|go1688|case|scene)-/)
    expect(text).not.toMatch(/\/demo-assets\/(banner|cover|screen|journal)[\w-]*\.(svg|webp)/)
    expect(text).toContain(pictureUrl(0).slice(0, -5))
    for (const item of standin.newsItems) {
      expect(item.coverMaterial.files[0]).toMatchObject({ type: 'image/png', url: expect.stringMatching(/\.png$/) })
    }
    // Icons, logos and portraits stay the demo's.
    expect(text).toMatch(/\/demo-assets\/icon-[\w-]+\.svg/)
    expect(text).toMatch(/\/demo-assets\/art\/customer-\d+\.webp/)
    expect(text).toMatch(/\/demo-assets\/art\/portrait-[\w-]+\.webp/)
  })
})

describe('stand-in helpers', () => {
  it('moves dates in either notation by whole days, across months', () => {
    expect(shiftDates('2026-11-27 09:30:00', 5)).toBe('2026-12-02 09:30:00')
    expect(shiftDates('2026/03/01 00:00-2026/03/02 23:59', -1)).toBe('2026/02/28 00:00-2026/03/01 23:59')
  })

  it('gives fresh ids in the site range after the highest used, then below it', () => {
    expect(freshIds([1601, 1602, 1604], 1, 3)).toEqual([1605, 1606, 1607])
    expect(freshIds([1997, 1999], 1, 3)).toEqual([1001, 1002, 1003])
    expect(() => freshIds([], 1, 1000)).toThrow(/no room/)
  })

  it('draws distinct 1600×900 PNG pictures that weigh what an upload does', () => {
    const [first, second] = [drawPicture(0), drawPicture(3)]
    for (const bytes of [first, second]) {
      const png = PNG.sync.read(bytes)
      expect([png.width, png.height]).toEqual([PICTURE_WIDTH, PICTURE_HEIGHT])
      expect([PICTURE_WIDTH, PICTURE_HEIGHT]).toEqual([1600, 900])
      expect(bytes.length).toBeGreaterThan(100 * 1024)
    }
    expect(first.equals(second)).toBe(false)
    expect(() => drawPicture(99)).toThrow(RangeError)
  }, 60_000)
})

describe('the stand-in server and the page discovery', () => {
  // Drawing the pictures takes a few seconds: once, for every test of this block.
  const pictureDir = ensurePictures(workDir)
  const standin = createStandinApp({ origin: ORIGIN, pictureDir, formDbPath: join(workDir, 'forms.sqlite') })
  const askStandin = askApp({ request: (path, init) => standin.request(`/api/internal${path}`, init) })

  it('answers its lists in several pages and serves its pictures as 1600×900 PNG', async () => {
    const page = await askStandin(callRequests.newsList({ siteId: 1, pageNo: 5, pageSize: 10, type: 'NEWS' }))
    expect(page).toMatchObject({ total: STANDIN_COUNTS.news })
    expect((page as { data: unknown[] }).data.length).toBeGreaterThan(0)
    const answer = await standin.request('/standin-assets/picture-2.png')
    expect(answer.headers.get('content-type')).toBe('image/png')
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    const png = PNG.sync.read(Buffer.from(await answer.arrayBuffer()))
    expect([png.width, png.height]).toEqual([1600, 900])
    expect((await standin.request('/standin-assets/../package.json')).status).toBe(404)
  }, 60_000)

  it('resizes its pictures as OSS does when the site asks through its image template (SPEC §9)', async () => {
    const url = resizedImageUrl(
      'http://127.0.0.1:4999/standin-assets/picture-3.png',
      imageSizes.list,
      'webp',
      STANDIN_IMAGE_URL_TEMPLATE,
    )
    const answer = await standin.request(url.slice(ORIGIN.length))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('image/webp')
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    const webp = Buffer.from(await answer.arrayBuffer())
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 651, height: 366 })
    const original = await (await standin.request('/standin-assets/picture-3.png')).arrayBuffer()
    expect(webp.length).toBeLessThan(original.byteLength / 2)
    // The PNG fallback `<img>` of a browser without webp.
    const png = await standin.request(
      '/standin-assets/picture-3.png?x-oss-process=image/resize,m_fill,w_96,h_23/quality,q_100/format,png',
    )
    expect(png.headers.get('content-type')).toBe('image/png')
    expect(await sharp(Buffer.from(await png.arrayBuffer())).metadata()).toMatchObject({ width: 96, height: 23 })
  }, 60_000)

  it.each([
    ['another operation', 'image/rotate,90', /unsupported x-oss-process/],
    ['a side past 4096', 'image/resize,m_fill,w_5000,h_100/quality,q_100/format,webp', /w_ and h_ must be 1–4096/],
    ['a zero side', 'image/resize,m_fill,w_0,h_100/quality,q_100/format,webp', /w_ and h_ must be 1–4096/],
    ['quality 0', 'image/resize,m_fill,w_10,h_10/quality,q_0/format,webp', /q_ must be 1–100/],
    ['an unknown format', 'image/resize,m_fill,w_10,h_10/quality,q_90/format,gif', /unsupported/],
  ])('answers 400 to %s, saying why', async (_, process, message) => {
    const answer = await standin.request(`/standin-assets/picture-1.png?x-oss-process=${encodeURIComponent(process)}`)
    expect(answer.status).toBe(400)
    expect(await answer.text()).toMatch(message)
    expect(parseImageProcess(process)).toMatch(message)
  })

  it('finds the first listed item of each kind on the demo, as the demo pages name them', async () => {
    const demo = createContentApi({ dbPath: join(workDir, 'demo-forms.sqlite'), now: () => NOW })
    const found = await discoverIds(askApp(demo))
    expect(found).toMatchObject({ productCategory: 1301, product: 1401, example: 1201, form: 1 })
    const paths = new Map(pagesOf(found).map((page) => [page.name, page.path]))
    expect(paths.get('product detail')).toBe('/product/1401')
    expect(paths.get('media detail')).toBe(`/media/${found.media}`)
    expect(paths.get('news')).toBe('/about-us/news')
    expect(pagesOf(found).map((page) => page.name)).toEqual(demoPages().map((page) => page.name))
  })

  it('finds pages on the stand-in whose items it answers', async () => {
    const found = await discoverIds(askStandin)
    await expect(askStandin(callRequests.multimediaResource(found.media))).resolves.toMatchObject({ id: found.media })
    await expect(askStandin(callRequests.activity(found.activity))).resolves.toMatchObject({ id: found.activity })
    await expect(askStandin(callRequests.detail('news', found.news))).resolves.toMatchObject({ id: found.news })
    await expect(askStandin(callRequests.form(found.form))).resolves.toMatchObject({ id: found.form })
  })

  it('says which list is empty when a backend lists nothing of a kind', async () => {
    const empty: AskBackend = async (request) => {
      if (request.path === '/site/list') return [{ id: 7, mark: 'cn', name: 'x' }]
      if (request.path === '/product/list') return [{ id: 1, productList: [{ id: 2 }] }]
      if (request.path === '/example/list') return [{ exampleBOS: [{ id: 3 }] }]
      if (request.path === '/homepage') return [{ jumpBO: { formBOId: 9 } }]
      return { data: [], total: 0 }
    }
    await expect(discoverIds(empty)).rejects.toThrow(/lists no news/)
  })
})

describe('page classes', () => {
  it('give every page type a class and --pages picks by name', () => {
    const pages = demoPages()
    expect(new Set(pages.map((page) => page.class))).toEqual(new Set(['home', 'static', 'list', 'detail', 'form']))
    expect(pages.filter((page) => page.class === 'list').map((page) => page.path)).toEqual([
      '/about-us/news',
      '/periodical',
      '/media',
      '/activity',
    ])
    expect(JS_GOAL_BYTES.form).toBeNull()
    expect(selectPages(pages, ['media detail', 'home']).map((page) => page.name)).toEqual(['home', 'media detail'])
    expect(() => selectPages(pages, ['nope'])).toThrow(/unknown: nope/)
  })
})
