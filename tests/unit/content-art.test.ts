/**
 * The demo brand's pictures (issue 26): each item's art is its own, no product screen shows twice on a
 * page, publication covers carry their titles, speakers get one monogram each, customer word marks name
 * the company's trade, and the committed files are exactly what content/art draws.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { blockExamples, savedBlockExamples } from '../../blocks/examples.gen'
import { demoArtFiles } from '../../content/art/catalogue'
import { drawingOf, rasterOf } from '../../content/art/names'
import { rasterEntry, readRasterManifest } from '../../content/art/rasters'
import { clampLines, estimateTextWidth, initials, wrapText } from '../../content/art/text'
import { wordMarkTextBox } from '../../content/art/word-mark'
import { buildSiteContent, type SiteContent } from '../../content/demo/site-content'

const assetsDir = join(__dirname, '..', '..', 'content', 'assets')
const now = new Date('2026-05-04T10:00:00Z')
const sites: Array<[string, SiteContent]> = [
  ['zh', buildSiteContent(1, now)],
  ['en', buildSiteContent(2, now)],
]
const files = demoArtFiles(now)
/** The SVG drawn for a picture the content names (`/demo-assets/art/x.webp` or `.svg`). */
const drawingFor = (url: string) => files.get(drawingOf(url.replace('/demo-assets/', '')))!
/** Served WebP → the drawing it is rasterized from. */
const rasters = new Map<string, string>()
for (const name of files.keys()) {
  const raster = rasterOf(name)
  if (raster) rasters.set(raster, name)
}

// A phone cut (`mobileResourceUrl`, `mobileResource`…) is the same picture shown at another width, not a second one.
const urlsIn = (value: unknown, pattern: RegExp) =>
  [...JSON.stringify(value, (key, v: unknown) => (key.startsWith('mobile') ? undefined : v)).matchAll(pattern)].map(
    (m) => m[0],
  )
const screens = (value: unknown) => urlsIn(value, /\/demo-assets\/art\/screen-[a-z0-9-]+\.webp/g)
const duplicates = (urls: string[]) => urls.filter((url, i) => urls.indexOf(url) !== i)
/** The words an SVG shows, without markup or spacing (covers wrap titles over several lines). */
const shownText = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)]
    .map((m) => m[1]!)
    .join('')
    .replace(/&amp;/g, '&')
const bare = (text: string) => text.replace(/[\s《》,，]/g, '')
/** Each `<text>` of an SVG with its position and type size. */
const textRuns = (svg: string) =>
  [...svg.matchAll(/<text([^>]*)>([^<]*)<\/text>/g)].map((m) => {
    const attribute = (name: string) => Number(new RegExp(` ${name}="([\\d.]+)"`).exec(m[1]!)?.[1] ?? 0)
    return { text: m[2]!, x: attribute('x'), size: attribute('font-size'), spacing: attribute('letter-spacing') }
  })

describe('demo art files', () => {
  it('are exactly the pictures content/art draws for the content (regenerate with content/tools/generate-art.ts)', () => {
    const onDisk = readdirSync(join(assetsDir, 'art')).map((name) => `art/${name}`)
    expect(onDisk.sort()).toEqual([...files.keys(), ...rasters.keys()].sort())
    const stale = [...files].filter(([name, svg]) => readFileSync(join(assetsDir, name), 'utf8') !== svg)
    expect(stale.map(([name]) => name)).toEqual([])
  })

  it('serve the pictures that carry words as a WebP drawn from their SVG as it is now, at 1.5 times its size', async () => {
    expect([...rasters.keys()].filter((name) => /\/(screen|cover|portrait|ai-portrait|customer)-/.test(name))).toEqual([
      ...rasters.keys(),
    ])
    expect(rasters.size).toBeGreaterThan(200)
    const manifest = readRasterManifest()
    // The record names each WebP with the drawing it came from: one left behind by a changed drawing fails here.
    const behind = [...rasters].filter(([raster, drawing]) => {
      const entry = manifest[raster]
      return JSON.stringify(entry) !== JSON.stringify(rasterEntry(files.get(drawing)!))
    })
    expect(behind.map(([raster]) => raster)).toEqual([])
    const wrongSize: string[] = []
    for (const [raster] of rasters) {
      const { format, width, height } = await sharp(join(assetsDir, raster)).metadata()
      const entry = manifest[raster]!
      if (format !== 'webp' || width !== entry.width || height !== entry.height)
        wrongSize.push(`${raster}: ${format} ${width}×${height}`)
    }
    expect(wrongSize).toEqual([])
  })

  it("are what the block catalogue's examples show: every /demo-assets/ file an example names exists", () => {
    const urls = [...JSON.stringify([blockExamples, savedBlockExamples]).matchAll(/\/demo-assets\/[^"'\\\s)]+/g)].map(
      (m) => m[0],
    )
    expect(urls.filter((url) => url.includes('/art/')).length).toBeGreaterThan(20)
    const missing = [...new Set(urls)].filter((url) => !existsSync(join(assetsDir, url.slice('/demo-assets/'.length))))
    expect(missing).toEqual([])
  })

  it('stay small: a few KB each drawing, a few tens of KB each WebP', () => {
    const large = [...files].filter(([, svg]) => Buffer.byteLength(svg) > 12 * 1024).map(([name]) => name)
    expect(large).toEqual([])
    const largeRasters = [...rasters.keys()].filter((name) => statSync(join(assetsDir, name)).size > 64 * 1024)
    expect(largeRasters).toEqual([])
  })

  it('differ from item to item, even where two items share nothing but their kind', () => {
    const bodies = new Map<string, string>()
    for (const [name, svg] of files) {
      // The two language cuts of a screen or cover differ in words only; compare the drawings of one language.
      if (/-(en)\.svg$/.test(name)) continue
      expect(bodies.get(svg), `${name} draws the same picture as ${bodies.get(svg)}`).toBeUndefined()
      bodies.set(svg, name)
    }
  })
})

describe.each(sites)('%s site: every item of a kind on one page has its own picture', (_lang, site) => {
  const covers = (items: Array<{ coverMaterial: { files: Array<{ url: string }> } }>) =>
    items.map((item) => item.coverMaterial.files[0]!.url)

  it('news, AI news, activities, media and publications', () => {
    const news = site.newsItems.filter((n) => n.type === 'NEWS')
    const aiNews = site.newsItems.filter((n) => n.type !== 'NEWS')
    for (const list of [covers(news), covers(aiNews), covers(site.activities), covers(site.media)]) {
      expect(list.length).toBeGreaterThan(3)
      expect(duplicates(list)).toEqual([])
    }
    expect(duplicates(site.publications.map((p) => p.picture))).toEqual([])
    expect(site.publications.every((p) => p.picture.startsWith('/demo-assets/art/cover-'))).toBe(true)
  })

  it('home banners, product and solution banners, case backgrounds', () => {
    const hero = site.homepage.flatMap((m) => m.carouselOpt.map((s) => s.pcResourceUrl))
    expect(duplicates(hero)).toEqual([])
    const banners = [
      ...site.catalogue.products.map((p) => p.pcResource.files[0]!.url),
      ...site.solutions.map((s) => s.pcResource.files[0]!.url),
      ...site.cases.map((c) => c.backgroundMaterial.files[0]!.url),
    ]
    expect(duplicates(banners)).toEqual([])
  })

  it('speakers and AI-page people: one monogram per person, showing their initials', () => {
    const people = new Map<string, string>()
    const speakers = site.activities.flatMap((a) =>
      a.activityAgendas.flatMap((agenda) => agenda.activitySpeaker).concat(a.activitySpeakers),
    )
    const employees = site.aiStory.departmentLevelBOS.flatMap((d) => d.employeeBOS)
    for (const person of [...speakers, ...employees]) {
      const known = people.get(person.avatar)
      expect(known === undefined || known === person.name, `${person.avatar} is two people`).toBe(true)
      people.set(person.avatar, person.name)
      const svg = drawingFor(person.avatar)
      expect(shownText(svg)).toBe(initials(person.name))
    }
    expect(new Set(people.values()).size).toBe(people.size)
    expect(duplicates(employees.map((e) => e.aiAvatar))).toEqual([])
  })
})

describe.each(sites)('%s site: no product screen twice on one page', (_lang, site) => {
  it('home', () => {
    const urls = screens(site.homepage)
    expect(urls.length).toBeGreaterThan(3)
    expect(duplicates(urls)).toEqual([])
  })

  it.each(site.catalogue.products.map((p) => [p.id, p] as const))('/product/%i', (_id, product) => {
    const urls = screens(product)
    expect(urls.length).toBeGreaterThan(10)
    expect(duplicates(urls)).toEqual([])
  })

  it.each(site.solutions.map((s) => [s.id, s] as const))('/solution/%i', (_id, solution) => {
    const urls = screens(solution)
    expect(urls.length).toBeGreaterThan(5)
    expect(duplicates(urls)).toEqual([])
  })

  it('/solution and /cases (every solution banner and case cover side by side), each case detail', () => {
    expect(duplicates(site.solutions.map((s) => s.pcResource.files[0]!.url))).toEqual([])
    expect(duplicates(screens(site.cases))).toEqual([])
    for (const c of site.cases) expect(duplicates(screens(c))).toEqual([])
  })
})

describe.each(sites)('%s site: pictures that carry words', (lang, site) => {
  it.each(site.publications.map((p) => [p.name, p] as const))('the cover of "%s" carries its title', (_name, p) => {
    const svg = drawingFor(p.picture)
    expect(bare(shownText(svg))).toContain(bare(p.name))
    // The title is set at the cover's size, not shrunk: every line fits the 320-wide cover.
    for (const line of wrapText(p.name, lang === 'en' ? 20 : 10, lang as 'zh' | 'en'))
      expect(line.length).toBeLessThan(24)
  })

  it("a customer's word mark names the company and its trade, not another industry", () => {
    for (const c of site.cases) {
      const svg = drawingFor(c.customerLogo)
      const english = sites[1]![1].cases.find((e) => e.id % 1000 === c.id % 1000)!.customerName
      expect(bare(shownText(svg))).toBe(bare(english.toUpperCase()))
    }
  })

  it("a customer's word mark sets every line inside the mark, at a readable size", () => {
    for (const c of site.cases) {
      const svg = drawingFor(c.customerLogo)
      for (const run of textRuns(svg)) {
        expect(run.x, `${c.customerLogo}: "${run.text}"`).toBeGreaterThanOrEqual(wordMarkTextBox.left)
        expect(
          run.x + estimateTextWidth(run.text, run.size, run.spacing),
          `${c.customerLogo}: "${run.text}"`,
        ).toBeLessThanOrEqual(wordMarkTextBox.right)
        expect(run.size, `${c.customerLogo}: "${run.text}"`).toBeGreaterThanOrEqual(12)
      }
    }
  })

  it.each(site.publications.map((p) => [p.name, p] as const))(
    'the cover of "%s" shows its line whole, or its beginning ending in an ellipsis',
    (_name, p) => {
      const shown = bare(shownText(drawingFor(p.picture)))
      const line = bare(p.introduction)
      if (shown.includes(line)) return
      expect(shown).toMatch(/…/)
      const before = shown.slice(0, shown.indexOf('…'))
      const kept = [...line].findLastIndex((_, i) => before.endsWith(line.slice(0, i + 1))) + 1
      expect(kept, `${p.picture} cuts "${p.introduction}" too early`).toBeGreaterThan(line.length / 2)
    },
  )
})

describe('text measures for pictures that carry words', () => {
  it('estimates a bold capital line by its metrics, CJK characters at a full em', () => {
    expect(estimateTextWidth('HI', 10)).toBeCloseTo(10)
    expect(estimateTextWidth('云启', 16)).toBe(32)
    expect(estimateTextWidth('AB', 10, 1)).toBeCloseTo(16.44)
  })

  it('clamps a wrapped text to its lines, ending the last in an ellipsis within the width', () => {
    expect(clampLines('one two three', 9, 'en', 2)).toEqual(['one two', 'three'])
    const en = clampLines('This issue: the AI-native enterprise and how it reshapes everything', 12, 'en', 2)
    expect(en).toEqual(['This issue:', 'the…'])
    expect(clampLines('本期聚焦AI原生企业：组织、流程与人才的重塑。', 8, 'zh', 2)).toEqual([
      '本期聚焦AI原生',
      '企业：组织、流…',
    ])
    // A cut after a comma drops the comma.
    expect(clampLines('Finance, bookkeeping and more', 9, 'en', 1)).toEqual(['Finance…'])
  })
})
