import { createRequire } from 'node:module'
import type { Outcome, PageKind } from './expectations'

/** A page as the site server answered it, with what the server logged meanwhile. */
export interface PageAnswer {
  status: number
  contentType: string
  body: string
  log: string
}

const hasTestId = (body: string, id: string) => body.includes(`data-testid="${id}"`)

/** Which page the answer shows. */
export function pageKindOf(answer: PageAnswer): PageKind {
  if (hasTestId(answer.body, 'not-found')) return 'not-found'
  if (hasTestId(answer.body, 'page-error')) return 'error'
  return 'page'
}

export const outcomeOf = (answer: PageAnswer): Outcome => ({ status: answer.status, page: pageKindOf(answer) })

// A stack frame (`    at render (file.js:1:2)`) or an error dump (`TypeError: x is not a function`).
// The frame may sit anywhere: in a <pre>, or escaped inside serialized JSON (`\\n    at …`).
const STACK_FRAME = / {2,}at (?:[\w$.<>[\]]+ )?\(?(?:file:\/\/|node:|\/)[^\s()]*:\d+:\d+\)?/
const ERROR_DUMP = /\b(?:[A-Z][A-Za-z]*)?Error: /
// What the server log must never show: a crash in the site's own code, not a backend failure it handled.
const CRASH = /\b(?:TypeError|ReferenceError)\b/
// undici reports a refused or dropped connection as `TypeError: fetch failed`: the backend's doing.
const BACKEND_FETCH_FAILURE = /TypeError: fetch failed/

/**
 * What is wrong with an answer whatever the backend did (issue 10 invariants): a stack trace or error
 * dump in the HTML, a bare text error body, an error page that is not the clean page in the host's
 * language (heading, refresh button), a TypeError or ReferenceError in the server log.
 */
export function invariantBreaches(answer: PageAnswer, htmlLang: string): string[] {
  const breaches: string[] = []
  if (!answer.contentType.startsWith('text/html')) {
    breaches.push(`answered ${answer.contentType || 'no content type'}: ${firstLine(answer.body)}`)
  }
  if (/^\s*internal server error\s*$/i.test(answer.body)) breaches.push('bare "Internal server error" body')
  if (STACK_FRAME.test(answer.body)) breaches.push(`stack trace in the HTML: ${matchLine(answer.body, STACK_FRAME)}`)
  if (ERROR_DUMP.test(answer.body)) breaches.push(`error dump in the HTML: ${matchLine(answer.body, ERROR_DUMP)}`)

  const kind = pageKindOf(answer)
  if (kind !== 'page') {
    const lang = /<html[^>]*\blang="([^"]*)"/.exec(answer.body)?.[1]
    if (lang !== htmlLang) breaches.push(`${kind} page in <html lang="${lang ?? ''}">, the site's is "${htmlLang}"`)
    if (!/<h1[^>]*>[^<]*\S[^<]*<\/h1>/.test(answer.body)) breaches.push(`${kind} page without a heading`)
    if (kind === 'error' && !hasTestId(answer.body, 'refresh')) breaches.push('error page without its refresh button')
  }

  const crash = answer.log.split('\n').find((line) => CRASH.test(line) && !BACKEND_FETCH_FAILURE.test(line))
  if (crash !== undefined) breaches.push(`server log: ${crash.trim()}`)
  return breaches
}

const firstLine = (text: string) => (text.split('\n').find((line) => line.trim() !== '') ?? '').trim().slice(0, 120)

function matchLine(text: string, pattern: RegExp): string {
  const match = pattern.exec(text)
  if (!match) return ''
  // HTML may be one long line: show the match with a little context, not the whole line.
  return text
    .slice(Math.max(0, match.index - 40), match.index + 120)
    .replace(/\s+/g, ' ')
    .trim()
}

/** The one part of jsdom the harness uses (jsdom ships no types); it parses, it never runs a script. */
type JsdomModule = { JSDOM: new (html: string) => { window: { document: Document } } }
const { JSDOM } = createRequire(import.meta.url)('jsdom') as JsdomModule

/** What a visitor sees of a page, read from its server HTML as the browser parses it (no script runs). */
export interface PageView {
  document: Document
  /** The text of the body outside scripts, styles, templates and `hidden` elements, spaces collapsed. */
  visibleText: string
}

const INVISIBLE = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'])

export function viewOf(body: string): PageView {
  const { document } = new JSDOM(body).window
  const parts: string[] = []
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) parts.push(child.textContent ?? '')
      else if (child.nodeType === 1) {
        const element = child as Element
        if (INVISIBLE.has(element.tagName) || element.hasAttribute('hidden')) continue
        // Block boundaries separate words, as the browser's innerText does.
        parts.push(' ')
        walk(element)
        parts.push(' ')
      }
    }
  }
  if (document.body) walk(document.body)
  return { document, visibleText: collapse(parts.join('')) }
}

export const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()

/** What a page must never show for a field it could not read: JavaScript's words for "nothing" or "broken". */
const GARBAGE = /\b(?:undefined|null|NaN|Invalid Date)\b|\[object Object\]/g
/** Attributes a visitor (or their screen reader, or a link) meets. */
const SHOWN_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder', 'href', 'src']

/** What the page shows that only a mapper's slip produces (`undefined`, `NaN`, `[object Object]`, …). */
export function garbageShown(view: PageView): string[] {
  const found: string[] = []
  for (const match of view.visibleText.matchAll(GARBAGE)) {
    found.push(`shows "${match[0]}" in "${around(view.visibleText, match.index, match[0].length)}"`)
  }
  const selector = SHOWN_ATTRIBUTES.map((name) => `body [${name}]`).join(', ')
  for (const element of view.document.querySelectorAll(selector)) {
    for (const name of SHOWN_ATTRIBUTES) {
      const value = element.getAttribute(name)
      const match = value === null ? null : new RegExp(GARBAGE.source).exec(value)
      if (match)
        found.push(`shows "${match[0]}" in <${element.tagName.toLowerCase()} ${name}="${value!.slice(0, 80)}">`)
    }
  }
  return found
}

/** The titles (of the page, or of a list's items) the visible text lacks. */
export function titlesMissing(view: PageView, titles: string[]): string[] {
  return titles
    .map(collapse)
    .filter((title) => title !== '' && !view.visibleText.includes(title))
    .map((title) => `title "${title.slice(0, 80)}" not visible`)
}

/**
 * How a page breaks the plain-text rule for `payload` (HTML a CMS put into a title or description,
 * SPEC §9's texts are text): every element the payload would create if it were parsed as markup, a
 * handler attribute it would add, or its characters shown other than as written (tags dropped,
 * entities decoded).
 */
export function markupBreaches(view: PageView, payload: HtmlPayload): string[] {
  const breaches: string[] = []
  for (const element of view.document.querySelectorAll(payload.elementSelector)) {
    breaches.push(`the text became markup: <${element.tagName.toLowerCase()}> ${element.outerHTML.slice(0, 80)}`)
  }
  const shown = view.visibleText
  const offset = payload.text.indexOf(payload.marker)
  for (let at = shown.indexOf(payload.marker); at !== -1; at = shown.indexOf(payload.marker, at + 1)) {
    const window = shown.slice(Math.max(0, at - offset), at - offset + payload.text.length)
    const same = commonPrefixLength(window, payload.text)
    // A display that cuts long text may stop anywhere inside the payload, with an ellipsis.
    if (same < payload.text.length && !/^(?:…|\.\.\.)/.test(window.slice(same))) {
      breaches.push(`the text shows other characters than sent: "${around(shown, at, payload.marker.length)}"`)
      break
    }
  }
  return breaches
}

/** HTML a drifting CMS puts into a plain-text field, and how to recognise it on the page. */
export interface HtmlPayload {
  /** The characters sent (and to be shown as they are). */
  text: string
  /** A word of the payload that only it contains. */
  marker: string
  /** Matches any element the payload creates if it is parsed as HTML. */
  elementSelector: string
}

function commonPrefixLength(a: string, b: string): number {
  let length = 0
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1
  return length
}

function around(text: string, index: number, length: number): string {
  return text.slice(Math.max(0, index - 40), index + length + 40)
}
