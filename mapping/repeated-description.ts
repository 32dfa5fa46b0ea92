/**
 * A detail page's banner already shows the item's description; when the rich body repeats it word for word
 * as one of its paragraphs (a case's content, a white paper's description), the visitor reads it twice
 * (issue 26). `withoutRepeatedDescription` drops those paragraphs, and a heading left with nothing under
 * it. Everything else of the body is kept as it was: the HTML is sanitised later, when it is rendered.
 */
export function withoutRepeatedDescription(html: string, description: string | undefined): string {
  const repeated = description === undefined ? '' : plainText(description)
  if (repeated === '') return html
  let result = html
  for (const paragraph of [...html.matchAll(PARAGRAPH)]) {
    if (plainText(paragraph[1] ?? '') !== repeated) continue
    result = result.replace(paragraph[0], REMOVED)
  }
  if (result === html) return html
  return result.replace(EMPTIED_HEADING, REMOVED).replace(REMOVED_WITH_SPACE, '').trim()
}

const PARAGRAPH = /<p\b[^>]*>([\s\S]*?)<\/p\s*>/gi
/** Marks a removed paragraph until the headings are looked at (a private-use character: not in real text). */
const REMOVED = '\uE000'
const REMOVED_WITH_SPACE = /\s*\uE000/g
/**
 * A heading whose only text was a removed paragraph: what follows is another heading or the end. (A
 * "Summary" that held only the repeated introduction goes, its "Contents" sub-heading stays.)
 */
const EMPTIED_HEADING = /<h([1-6])\b[^>]*>(?:(?!<\/?h[1-6]\b)[\s\S])*<\/h\1\s*>\s*\uE000(?=\s*(?:<h[1-6]\b|$))/gi

/**
 * Text of an HTML fragment as a reader compares it: no tags, entities decoded, white space collapsed,
 * letter case aside.
 */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => decodeEntity(entity, name))
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
}

function decodeEntity(entity: string, name: string): string {
  const lower = name.toLowerCase()
  if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16))
  if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10))
  return NAMED_ENTITIES[lower] ?? entity
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }
