import { describe, expect } from 'vitest'
import { everyLanguageAtEveryWidth } from './support/coverage'
import { test, visit } from './support/fixture'
import { siteOrigin } from './support/hosts'

// Issue 26, content that is not the demo's: the banner's height is fixed (SPEC §9: 450/300 px, the AI
// carousel 530/320), so a CMS's long slide title and description are cut with an ellipsis instead of
// running under the header or the carousel's dots, and the slide's button keeps its size.

const LONG = {
  zh: '云原生ERP，让经营全景可视：从试点到全面推广，十二家工厂两年间的经验与教训，以及集团级数据治理的方法论与落地路径',
  en: 'Cloud-native ERP: your whole business in view — from a first pilot to a group-wide platform, told by the people who ran it across twelve plants',
}

const cases = everyLanguageAtEveryWidth.flatMap(([lang, viewport]) =>
  ['/', '/ai'].map((path) => ({ lang, viewport, path })),
)

describe.concurrent('hero slides with long texts (issue 26)', () => {
  test.for(cases)('$lang $viewport $path', async ({ lang, viewport, path }, { openPage, problems }) => {
    const { page } = await openPage(viewport)
    await visit(page, problems, `${siteOrigin(lang)}${path}`)
    const content = page.locator('main .block:first-child .hero-carousel__content').first()
    await content.waitFor()
    // The first slide's texts, as a CMS with long ones would send them.
    await content.evaluate((element, long) => {
      const title = element.querySelector('.hero-carousel__title')
      const desc = element.querySelector('.hero-carousel__desc')
      if (title) title.textContent = long
      if (desc) desc.textContent = `${long} ${long} ${long}`
    }, LONG[lang])
    const layout = await content.evaluate((element) => {
      const box = (selector: string) => element.ownerDocument.querySelector(selector)?.getBoundingClientRect()
      const header = box('[data-testid="site-header"]')!
      const banner = element.closest('.hero-carousel')!.getBoundingClientRect()
      const dots = element.closest('.hero-carousel')!.querySelector('.swiper-pagination')?.getBoundingClientRect()
      const children = [...element.children].map((child) => {
        const rect = child.getBoundingClientRect()
        return {
          tag: child.tagName,
          top: rect.top,
          bottom: rect.bottom,
          height: rect.height,
          scroll: child.scrollHeight,
        }
      })
      return { headerBottom: header.bottom, bannerBottom: banner.bottom, dotsTop: dots?.top, children }
    })
    const first = layout.children[0]!
    const last = layout.children.at(-1)!
    expect(first.top, 'the title starts below the header').toBeGreaterThanOrEqual(layout.headerBottom - 1)
    expect(last.bottom, 'the last line ends inside the banner').toBeLessThanOrEqual(layout.bannerBottom)
    if (layout.dotsTop !== undefined) {
      expect(last.bottom, 'the texts and button end above the dots').toBeLessThanOrEqual(layout.dotsTop + 1)
    }
    // The texts are cut, not the button squeezed: the button keeps at least its text's height.
    const button = layout.children.find((child) => child.tag !== 'H1' && child.tag !== 'H2' && child.tag !== 'P')
    if (button) expect(button.height).toBeGreaterThanOrEqual(36)
    const title = layout.children.find((child) => child.tag === 'H1' || child.tag === 'H2')!
    expect(title.scroll, 'the long title is cut (an ellipsis), not shown whole').toBeGreaterThan(title.height)
  })
})
