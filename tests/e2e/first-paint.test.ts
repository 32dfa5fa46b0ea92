import { describe } from 'vitest'
import { test, visit } from './support/fixture'
import { siteOrigin, type Lang } from './support/hosts'
import { demoId } from './support/page-types'

// Issue 26 "No long task on arrival": the first paint waits until the parser has read the whole of
// `<main>` (`<link rel="expect" blocking="render">`, pages/+onRenderHtml.tsx). The parser used to let a
// frame through part-way, after the head or the first blocks, and the whole page was then laid out again
// in one long task just after that first paint.

interface FirstFrame {
  /** The parser had read past `</main>` (the footer had begun, or the document was parsed). */
  mainParsed: boolean
  /** Elements in `main` at the first frame. */
  elementsInMain: number
}

const LANGS: Lang[] = ['zh', 'en']
const PATHS = [
  { name: 'home', path: () => '/' },
  { name: 'product detail', path: (lang: Lang) => `/product/${demoId(lang, 401)}` },
  { name: 'news list', path: () => '/about-us/news' },
]

describe.concurrent('the first paint shows the whole of main (issue 26)', () => {
  for (const lang of LANGS) {
    for (const { name, path } of PATHS) {
      test(`${lang}: ${name}`, async ({ openPage, problems, expect }) => {
        const { page } = await openPage('mobile')
        // Runs in the document before its own scripts: animation frames run only once rendering is no
        // longer blocked, so the first one sees what the first paint shows.
        await page.addInitScript(() => {
          requestAnimationFrame(() => {
            const main = document.getElementById('main')
            const first: FirstFrame = {
              mainParsed: main !== null && (main.nextElementSibling !== null || document.readyState !== 'loading'),
              elementsInMain: main?.getElementsByTagName('*').length ?? 0,
            }
            ;(window as Window & { firstFrame?: FirstFrame }).firstFrame = first
          })
        })
        await visit(page, problems, `${siteOrigin(lang)}${path(lang)}`)
        const first = await page.evaluate(() => (window as Window & { firstFrame?: FirstFrame }).firstFrame)
        expect(first, 'an animation frame ran').toBeDefined()
        expect(first!.mainParsed, 'main was read to its end before the first frame').toBe(true)
        expect(first!.elementsInMain).toBeGreaterThan(20)
      })
    }
  }
})
