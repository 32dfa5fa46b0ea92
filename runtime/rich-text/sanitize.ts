import { getPurifier } from './purifier'

export type Heading = { id: string; level: 2 | 3; text: string }
export type SanitizedRichText = { html: string; headings: Heading[] }

/**
 * Rich HTML from the backend made safe to render: scripts, event handlers, `javascript:` (and other
 * non-web) URLs, forms and frames are removed; text, formatting, links, images, tables and video stay.
 * The same code runs on the server and in the browser.
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, SANITIZE_OPTIONS)
}

/**
 * Sanitizes and gives every H2/H3 an id (`section-1`, `section-2`, …) for a side anchor list
 * (SPEC §2 Navigation behaviour: rich-text pages build side anchors from H2 and H3 headings).
 */
export function sanitizeWithHeadings(html: string): SanitizedRichText {
  const purifier = getPurifier()
  const fragment = purifier.sanitize(html, { ...SANITIZE_OPTIONS, RETURN_DOM_FRAGMENT: true })
  const headings: Heading[] = []
  fragment.querySelectorAll('h2, h3').forEach((element) => {
    const id = `section-${headings.length + 1}`
    element.setAttribute('id', id)
    headings.push({ id, level: element.tagName === 'H2' ? 2 : 3, text: element.textContent?.trim() ?? '' })
  })
  const container = fragment.ownerDocument.createElement('div')
  container.appendChild(fragment)
  return { html: container.innerHTML, headings }
}

const SANITIZE_OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  ADD_TAGS: ['video', 'source'],
  ADD_ATTR: ['target', 'controls', 'poster', 'playsinline'],
}
