import type { Page } from 'playwright-core'

// Issue 21 "The English site is in English": SPEC's Chinese literals are the Chinese site's defaults, the
// English site shows their English equivalents. These read a loaded English page for any CJK character a
// visitor meets; english.test.ts and the screenshot test's English pages (visual.test.ts) use them.

/** CJK ideographs, CJK punctuation (。，「」) and full-width forms (；：（）). */
const cjk = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/

/** Waits until every island that wakes at load or on sight has hydrated (the page scrolled through first). */
export async function selfWakingIslandsHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-island-when="visible"], [data-island-when="load"]')].every(
        (island) => island.getAttribute('data-island-hydrated') === 'true',
      ),
    undefined,
    { polling: 100 },
  )
}

/**
 * Each place of the page that shows a CJK character — text, alt, title, aria-label, placeholder, <title>,
 * meta description and Open Graph texts — as `<tag data-…> text|attribute: "…"`, except the language
 * switcher's link to the Chinese site (中文, the only Chinese allowed there).
 */
export function chineseOn(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const cjk = new RegExp(source)
    const found: string[] = []
    const where = (element: Element): string => {
      const marked = element.closest('[data-block], [data-testid], [data-island]')
      const mark = marked
        ? ['data-block', 'data-testid', 'data-island']
            .filter((name) => marked.hasAttribute(name))
            .map((name) => ` in [${name}="${marked.getAttribute(name)}"]`)
            .join('')
        : ''
      const classes = element.getAttribute('class')
      return `<${element.tagName.toLowerCase()}${classes ? ` class="${classes}"` : ''}>${mark}`
    }
    const isSwitcherName = (element: Element, text: string) =>
      text === '中文' && element.closest('[data-testid="language-switcher"] a[data-lang="zh"]') !== null
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement
      const text = (walker.currentNode.textContent ?? '').trim()
      if (!parent || ['SCRIPT', 'STYLE', 'TEMPLATE'].includes(parent.tagName) || !cjk.test(text)) continue
      if (!isSwitcherName(parent, text)) found.push(`${where(parent)} text: "${text.slice(0, 80)}"`)
    }
    for (const name of ['alt', 'title', 'aria-label', 'placeholder']) {
      for (const element of document.querySelectorAll(`body [${name}]`)) {
        const value = element.getAttribute(name) ?? ''
        if (cjk.test(value)) found.push(`${where(element)} ${name}: "${value.slice(0, 80)}"`)
      }
    }
    if (cjk.test(document.title)) found.push(`<title>: "${document.title}"`)
    for (const meta of document.head.querySelectorAll(
      'meta[name="description"], meta[property="og:title"], meta[property="og:description"]',
    )) {
      const value = meta.getAttribute('content') ?? ''
      const name = meta.getAttribute('name') ?? meta.getAttribute('property')
      if (cjk.test(value)) found.push(`<meta ${name}>: "${value.slice(0, 80)}"`)
    }
    return found
  }, cjk.source)
}
