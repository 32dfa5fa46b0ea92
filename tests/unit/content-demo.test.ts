/**
 * The demo content covers every variant a page must show (SPEC §2, §3, §4, §9), uses only local assets,
 * and keeps activity states relative to today.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { answerCatalogue } from '../../content/fixtures-check'
import { buildSiteContent } from '../../content/demo/site-content'
import { createContentSource } from '../../content/source'
import { wallTimeOf } from '../../site/time-zone'

// 10:00 on 2026-11-22 in the site's zone (Asia/Shanghai, UTC+8).
const NOW = new Date(Date.UTC(2026, 10, 22, 2, 0, 0))
const assetsDir = join(__dirname, '..', '..', 'content', 'assets')
const sites = [1, 2].map((id) => buildSiteContent(id, NOW))

/** SPEC §4: over when the end day is before today, live when today lies between start and end. */
/** The state of an activity at `now`, by day in the site's time zone (the demo writes its dates in it). */
function state(startDate: string, endDate: string, now: Date, timeZone = 'Asia/Shanghai') {
  const day = (text: string) => text.slice(0, 10)
  const { year, month, day: date } = wallTimeOf(now, timeZone)
  const today = `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`
  if (day(endDate) < today) return 'over'
  if (day(startDate) > today) return 'upcoming'
  return 'ongoing' as const
}

describe.each(sites)('demo content of site $site.id ($site.mark)', (c) => {
  it('has every home moduleType, in a home order starting with the hero carousel', () => {
    const types = c.homepage.map((m) => m.moduleType)
    expect(new Set(types)).toEqual(
      new Set(['CAROUSEL', 'PRODUCT', 'NEWS', 'BUSINESS_CONSULTING', 'SOLUTION', 'Example']),
    )
    expect(types[0]).toBe('CAROUSEL')
    const hero = c.homepage[0].carouselOpt
    expect(hero.length).toBeGreaterThan(1)
    expect(
      hero.some((s) => s.pcResourceUrl.includes('dark')) && hero.some((s) => s.pcResourceUrl.includes('light')),
    ).toBe(true)
    expect(c.homepage.some((m) => m.moduleType === 'CAROUSEL' && m.carouselOpt.length === 1)).toBe(true)
    expect(c.homepage.find((m) => m.moduleType === 'NEWS')?.newsList.length).toBeGreaterThan(3)
    expect(c.homepage.find((m) => m.moduleType === 'Example')?.carouselOpt.every((s) => s.customerLogo)).toBe(true)
  })

  it('has header product categories of 7 and 6 products (SPEC §9 thresholds) and industries with solutions', () => {
    const [products, industries] = c.topHeader
    const sizes = (products.productCategoryList ?? []).map((k) => k.productList.length)
    expect(sizes).toContain(7)
    expect(sizes).toContain(6)
    expect(industries.industryList?.length).toBeGreaterThanOrEqual(3)
    expect(industries.industryList?.every((i) => i.solutions.length > 0)).toBe(true)
    // The header popovers hang under the navigation entries of the same title (3-level mobile menu).
    const labels = c.topNavigation.map((n) => n.displayName)
    expect(labels).toContain(products.title)
    expect(labels).toContain(industries.title)
  })

  it('has a footer with contact lines, links and QR items', () => {
    const footer = c.bottomNavigation
    expect(footer.aboutEndpointsList.length).toBeGreaterThanOrEqual(3)
    expect(footer.quickLinksList.filter((l) => l.codePicture).length).toBeGreaterThanOrEqual(2)
    expect(footer.quickLinksList.some((l) => !l.codePicture && l.jumpToAddress)).toBe(true)
  })

  it('has products with every section and both enterprise-demand title variants', () => {
    const { products } = c.catalogue
    for (const p of products) {
      expect(p.productConfig.configList.length).toBeGreaterThan(0)
      expect(p.productSuperiority.length).toBeGreaterThan(0)
      expect(p.applicationScenarios.length).toBeGreaterThan(0)
      expect(p.coreFunctions.every((f) => f.functionList.length > 0)).toBe(true)
      expect(p.businessBluePrints.length).toBeGreaterThan(0)
      expect(p.businessValues.length).toBeGreaterThan(0)
      expect(p.exampleBOList.length).toBeGreaterThan(0)
      expect(p.jumpBO).toBeTruthy()
      expect(p.demonstration).toBeTruthy()
    }
    expect(new Set(products.map((p) => p.isShowEnterpriseDemandTitle))).toEqual(new Set([true, false]))
  })

  it('has enough cases, news and AI news to page through', () => {
    expect(c.cases.length).toBeGreaterThanOrEqual(12)
    expect(c.newsItems.filter((n) => n.type === 'NEWS').length).toBeGreaterThanOrEqual(20)
    expect(c.newsItems.filter((n) => n.type === 'NEWS_AI').length).toBeGreaterThan(0)
    expect(
      c.industries.every(
        (i) => c.solutions.some((s) => s.industryId === i.id) && c.cases.some((e) => e.industryId === i.id),
      ),
    ).toBe(true)
  })

  it('has articles with labels, media coverage, author, editor and H2/H3 bodies', () => {
    for (const a of c.articles) {
      expect(a.label.split(',').length).toBeGreaterThan(1)
      expect(a.author && a.edit).toBeTruthy()
      expect(a.content).toMatch(/<h2>/)
      expect(a.content).toMatch(/<h3>/)
    }
    expect(c.articles.some((a) => a.mediaCoverageList.length > 0)).toBe(true)
  })

  it('has activities in every state and every layout variant', () => {
    const acts = c.activities
    const states = acts.map((a) => state(a.startDate, a.endDate, NOW))
    expect(new Set(states)).toEqual(new Set(['over', 'ongoing', 'upcoming']))
    expect(
      acts.some(
        (a) => a.startDate.slice(0, 10) === a.endDate.slice(0, 10) && state(a.startDate, a.endDate, NOW) === 'ongoing',
      ),
    ).toBe(true)
    const speakerCounts = new Set(acts.map((a) => Math.min(a.activitySpeakers.length, 3)))
    expect(speakerCounts).toEqual(new Set([0, 1, 2, 3]))
    expect(
      acts.some((a) => a.activityAgendas.length > 0) &&
        acts.some((a) => a.activityAgendas.length === 0 && state(a.startDate, a.endDate, NOW) !== 'over'),
    ).toBe(true)
    const reviews = acts.flatMap((a) => a.activityReviews)
    expect(new Set(reviews.map((r) => r.playType))).toEqual(new Set(['URL', 'UPLOAD']))
    expect(reviews.some((r) => r.jumpBO?.jumpContentType === 'FORM')).toBe(true)
    expect(acts.some((a) => a.techBooth) && acts.some((a) => a.attendeeGuide) && acts.some((a) => a.liveAddress)).toBe(
      true,
    )
    expect(acts.some((a) => a.enrollStatus && a.enrollTypeDict === 'FORM' && a.enrollDetail?.id)).toBe(true)
    expect(acts.some((a) => a.enrollStatus && a.enrollTypeDict !== 'FORM' && a.thirdLink)).toBe(true)
    expect(acts.some((a) => !a.enrollStatus)).toBe(true)
    expect(acts.some((a) => a.activityShowType !== 'STANDARD' && a.activityDescribe)).toBe(true)
    expect(
      acts.some((a) => a.videoMaterial.files.length > 0) && acts.some((a) => a.videoMaterial.files.length === 0),
    ).toBe(true)
  })

  it('has both publication types and media with and without video, one needing the form first', () => {
    expect(new Set(c.publications.map((p) => p.type === 'PUBLICATION'))).toEqual(new Set([true, false]))
    expect(c.publications.some((p) => p.type !== 'PUBLICATION' && p.exampleBOS.length > 0)).toBe(true)
    expect(
      c.media.some((m) => m.videoMaterial.files.length > 0) && c.media.some((m) => m.videoMaterial.files.length === 0),
    ).toBe(true)
    const gated = c.media.find((m) => m.isNeedContact)
    expect(gated?.jumpBO?.jumpContentType).toBe('FORM')
    expect(gated?.videoMaterial.files.length).toBeGreaterThan(0)
  })

  it('has forms with every field type and field option, and a form that releases a file', () => {
    const fields = c.forms.flatMap((f) => f.formFields)
    expect(new Set(fields.map((f) => f.type))).toEqual(new Set(['INPUT', 'TEXTAREA', 'RADIO', 'CHECKBOX', 'SELECT']))
    expect(new Set(fields.map((f) => f.displayForm))).toEqual(new Set([null, 'EMAIL', 'PHONE']))
    expect(new Set(fields.map((f) => f.required))).toEqual(new Set(['TRUE', 'FALSE']))
    expect(
      fields.some((f) => f.explain) && fields.some((f) => f.promptText) && fields.some((f) => f.openOther === 'TURNON'),
    ).toBe(true)
    const jumps = [...c.catalogue.products.map((p) => p.jumpBO), ...c.publications.map((p) => p.jumpBO)]
    expect(jumps.some((j) => j?.jumpContentType === 'FORM' && j.attachment?.files[0]?.url.endsWith('.pdf'))).toBe(true)
  })

  it('has an AI story whose employees carry AI avatars and an order', () => {
    const employees = c.aiStory.departmentLevelBOS.flatMap((d) => d.employeeBOS)
    expect(employees.length).toBeGreaterThan(3)
    expect(employees.every((e) => e.aiAvatar && typeof e.order === 'number')).toBe(true)
    expect(c.aiStory.storyLineBOS.every((s) => s.storyLineSceneRelationBOS.length > 0)).toBe(true)
  })
})

describe('assets and wording', () => {
  const answers = JSON.stringify(answerCatalogue(createContentSource(() => NOW)).map((e) => e.data))

  it('uses no remote images or files, and every /demo-assets/ file exists', () => {
    // Plain values ("/demo-assets/x.svg") and images inside rich text (src=\"/demo-assets/x.svg\").
    const urls = [...answers.matchAll(/"(\/demo-assets\/[^"\\]+)\\?"/g)].map((m) => m[1])
    expect(urls.length).toBeGreaterThan(100)
    const missing = [...new Set(urls)].filter((url) => !existsSync(join(assetsDir, url.slice('/demo-assets/'.length))))
    expect(missing).toEqual([])
    for (const key of [
      'url',
      'logo',
      'picture',
      'avatar',
      'aiAvatar',
      'customerLogo',
      'iconUrl',
      'bannerUrl',
      'proLogo',
      'indusIcon',
      'pcResourceUrl',
      'mobileResourceUrl',
      'codePicture',
    ]) {
      expect(answers).not.toMatch(new RegExp(`"${key}":"https?:`))
    }
  })

  it('keeps the assets small: no file above 300 KB', () => {
    // The brand files at the top and each item's picture in art/ (issue 26).
    const names = readdirSync(assetsDir, { recursive: true, encoding: 'utf8' }).filter((name) =>
      statSync(join(assetsDir, name)).isFile(),
    )
    expect(names.length).toBeGreaterThan(400)
    expect(names.filter((name) => statSync(join(assetsDir, name)).size > 300 * 1024)).toEqual([])
  })

  it('contains no placeholder text', () => {
    expect(answers).not.toMatch(/lorem|ipsum|Test \d|TODO|占位/i)
  })
})

describe('activity dates follow the clock', () => {
  it.each([new Date(2026, 0, 1, 8), new Date(2027, 5, 30, 23, 50), new Date()])(
    'on %s one activity is live today and others are over and upcoming',
    (now) => {
      const content = buildSiteContent(1, now)
      const states = content.activities.map((a) => state(a.startDate, a.endDate, now))
      expect(states).toContain('ongoing')
      expect(states).toContain('over')
      expect(states).toContain('upcoming')
    },
  )

  // Whatever the process's zone: the demo's "today" is the site's, even where another zone has another date.
  it.each([
    ['Asia/Shanghai', Date.UTC(2026, 10, 25, 16, 0, 30)],
    ['Asia/Shanghai', Date.UTC(2026, 10, 26, 15, 59, 30)],
    ['America/Los_Angeles', Date.UTC(2026, 10, 26, 8, 0, 30)],
    ['Pacific/Kiritimati', Date.UTC(2026, 10, 26, 9, 59, 30)],
  ])("in the site zone %s at %s an activity runs all of the site's today", (timeZone, at) => {
    const now = new Date(at)
    const { year, month, day } = wallTimeOf(now, timeZone)
    const today = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
    const content = buildSiteContent(1, now, timeZone)
    expect(
      content.activities.some((a) => a.startDate === `${today} 00:00:00` && a.endDate === `${today} 23:59:00`),
    ).toBe(true)
    expect(content.activities.map((a) => state(a.startDate, a.endDate, now, timeZone))).toContain('ongoing')
  })
})
