import { getPurifier } from './purifier'

export type Heading = { id: string; level: 2 | 3; text: string }
export type SanitizedRichText = { html: string; headings: Heading[] }

/**
 * Rich HTML from the backend made safe to render: scripts, event handlers, `javascript:` (and other
 * non-web) URLs, forms and frames are removed; text, formatting, links, images, tables and video stay.
 * The same code runs on the server and in the browser.
 */
export function sanitizeHtml(html: string, { topHeading }: HeadingOptions = {}): string {
  return remembered(`html:${topHeading ?? ''}`, html, () =>
    topHeading === undefined
      ? getPurifier().sanitize(html, SANITIZE_OPTIONS)
      : serialize(sanitizedFragment(html, topHeading)),
  )
}

/** The sanitized text as a fragment to work on, its headings lifted to `topHeading` when given. */
function sanitizedFragment(html: string, topHeading: number | undefined): DocumentFragment {
  const fragment = getPurifier().sanitize(html, { ...SANITIZE_OPTIONS, RETURN_DOM_FRAGMENT: true })
  if (topHeading !== undefined) liftHeadings(fragment, topHeading)
  return fragment
}

export interface HeadingOptions {
  /**
   * The level the text's headings may start at where it is placed (2 under a page's h1, 3 under a section's
   * h2): text whose first level is deeper is lifted, its levels kept apart as they were. Editors pick
   * levels for their looks; a page whose outline skips a level fails axe's and Lighthouse's heading-order.
   */
  topHeading?: 2 | 3
}

/** Lifts every heading by as many levels as the highest one lies below `top`; never lowers one. */
function liftHeadings(fragment: DocumentFragment, top: number): void {
  const headings = [...fragment.querySelectorAll('h1, h2, h3, h4, h5, h6')]
  const levelOf = (heading: Element) => Number(heading.tagName.slice(1))
  const lift = Math.min(...headings.map(levelOf)) - top
  if (!(lift > 0)) return
  for (const heading of headings) {
    const lifted = heading.ownerDocument.createElement(`h${levelOf(heading) - lift}`)
    for (const { name, value } of [...heading.attributes]) lifted.setAttribute(name, value)
    lifted.append(...heading.childNodes)
    heading.replaceWith(lifted)
  }
}

function serialize(fragment: DocumentFragment): string {
  const container = fragment.ownerDocument.createElement('div')
  container.appendChild(fragment)
  return container.innerHTML
}

/**
 * Sanitizes and gives every H2/H3 an id (`section-1`, `section-2`, …) for a side anchor list
 * (SPEC §2 Navigation behaviour: rich-text pages build side anchors from H2 and H3 headings).
 */
export function sanitizeWithHeadings(html: string, { topHeading }: HeadingOptions = {}): Readonly<SanitizedRichText> {
  return remembered(`headings:${topHeading ?? ''}`, html, () => {
    const fragment = sanitizedFragment(html, topHeading)
    const headings: Heading[] = []
    fragment.querySelectorAll('h2, h3').forEach((element) => {
      const id = `section-${headings.length + 1}`
      element.setAttribute('id', id)
      headings.push(
        Object.freeze({ id, level: element.tagName === 'H2' ? 2 : 3, text: element.textContent?.trim() ?? '' }),
      )
    })
    return Object.freeze({ html: serialize(fragment), headings: Object.freeze(headings) as Heading[] })
  })
}

/**
 * The results of the texts sanitized last, by text and options, at most `MEMO_CHARS` characters of text
 * and result in all. DOMPurify parses every text into a document of its own (on the server jsdom's, a
 * sixth of a contract check's CPU time), while the same CMS texts come back render after render: every
 * uncached render, and each page of a contract check's or drift harness's crawl. The options are fixed and
 * the hook has no state, so a text always sanitizes to the same result; results are frozen, as they are
 * shared.
 */
const memo = new Map<string, { result: unknown; chars: number }>()
let memoChars = 0
const MEMO_CHARS = 4_000_000
/** A text longer than this is sanitized each time rather than pushing everything else out. */
const MEMO_LARGEST = 200_000

function remembered<T extends string | Readonly<SanitizedRichText>>(kind: string, html: string, sanitize: () => T): T {
  if (html.length > MEMO_LARGEST) return sanitize()
  const key = `${kind}\u0000${html}`
  const kept = memo.get(key)
  if (kept) {
    // Most recently used last, so the oldest go first.
    memo.delete(key)
    memo.set(key, kept)
    return kept.result as T
  }
  const result = sanitize()
  const chars = key.length + (typeof result === 'string' ? result.length : result.html.length)
  memo.set(key, { result, chars })
  memoChars += chars
  for (const [oldest, entry] of memo) {
    if (memoChars <= MEMO_CHARS) break
    memo.delete(oldest)
    memoChars -= entry.chars
  }
  return result
}

const SANITIZE_OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  ADD_TAGS: ['video', 'source'],
  ADD_ATTR: ['target', 'controls', 'poster', 'playsinline'],
}
