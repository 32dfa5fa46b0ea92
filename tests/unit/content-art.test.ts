/**
 * The demo brand's pictures (issue 26): each item's art is its own, no product screen shows twice on a
 * page, publication covers carry their titles, speakers get one monogram each, customer word marks name
 * the company's trade, and the committed files are exactly what content/art draws.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { demoArtFiles } from '../../content/art/catalogue'
import { initials, wrapText } from '../../content/art/text'
import { buildSiteContent, type SiteContent } from '../../content/demo/site-content'

const assetsDir = join(__dirname, '..', '..', 'content', 'assets')
const now = new Date('2026-05-04T10:00:00Z')
const sites: Array<[string, SiteContent]> = [
  ['zh', buildSiteContent(1, now)],
  ['en', buildSiteContent(2, now)],
]
const files = demoArtFiles(now)

// A phone cut (`mobileResourceUrl`, `mobileResource`…) is the same picture shown at another width, not a second one.
const urlsIn = (value: unknown, pattern: RegExp) =>
  [...JSON.stringify(value, (key, v: unknown) => (key.startsWith('mobile') ? undefined : v)).matchAll(pattern)].map(
    (m) => m[0],
  )
const screens = (value: unknown) => urlsIn(value, /\/demo-assets\/art\/screen-[a-z0-9-]+\.svg/g)
const duplicates = (urls: string[]) => urls.filter((url, i) => urls.indexOf(url) !== i)
/** The words an SVG shows, without markup or spacing (covers wrap titles over several lines). */
const shownText = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)]
    .map((m) => m[1]!)
    .join('')
    .replace(/&amp;/g, '&')
const bare = (text: string) => text.replace(/[\s《》,，]/g, '')

describe('demo art files', () => {
  it('are exactly the pictures content/art draws for the content (regenerate with content/tools/generate-art.ts)', () => {
    const onDisk = readdirSync(join(assetsDir, 'art')).map((name) => `art/${name}`)
    expect(onDisk.sort()).toEqual([...files.keys()].sort())
    const stale = [...files].filter(([name, svg]) => readFileSync(join(assetsDir, name), 'utf8') !== svg)
    expect(stale.map(([name]) => name)).toEqual([])
  })

  it('stay small: a few KB each', () => {
    const large = [...files].filter(([, svg]) => Buffer.byteLength(svg) > 12 * 1024).map(([name]) => name)
    expect(large).toEqual([])
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
      const svg = files.get(person.avatar.replace('/demo-assets/', ''))!
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
    const svg = files.get(p.picture.replace('/demo-assets/', ''))!
    expect(bare(shownText(svg))).toContain(bare(p.name))
    // The title is set at the cover's size, not shrunk: every line fits the 320-wide cover.
    for (const line of wrapText(p.name, lang === 'en' ? 20 : 10, lang as 'zh' | 'en'))
      expect(line.length).toBeLessThan(24)
  })

  it("a customer's word mark names the company and its trade, not another industry", () => {
    for (const c of site.cases) {
      const svg = files.get(c.customerLogo.replace('/demo-assets/', ''))!
      const english = sites[1]![1].cases.find((e) => e.id % 1000 === c.id % 1000)!.customerName
      expect(bare(shownText(svg))).toBe(bare(english.toUpperCase()))
    }
  })
})
