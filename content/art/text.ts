/** Text helpers for pictures that carry words (covers, monograms, screens). */

export function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/**
 * Breaks `value` into lines of at most `width` units: English at word boundaries, Chinese between
 * characters (CJK characters count as one unit each, as do Latin words' letters).
 */
export function wrapText(value: string, width: number, lang: 'zh' | 'en'): string[] {
  const tokens = lang === 'en' ? value.split(/\s+/).filter(Boolean) : [...value]
  const joiner = lang === 'en' ? ' ' : ''
  const out: string[] = []
  let current = ''
  for (const token of tokens) {
    const next = current ? current + joiner + token : token
    // A closing mark never starts a line.
    if (current && next.length > width && !/^[，。、》）)！？：；]$/.test(token)) {
      out.push(current)
      current = token
    } else current = next
  }
  if (current) out.push(current)
  return out
}

/** Monogram letters for a person: the family name's character in Chinese, initials in English. */
export function initials(name: string): string {
  const trimmed = name.trim()
  if (/^[\u3400-\u9fff]/.test(trimmed)) return [...trimmed][0]!
  return trimmed
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('')
}

/**
 * Advance widths of Helvetica Bold (its AFM metrics, shared by Arial Bold and Liberation Sans Bold), in
 * ems: capitals, digits and the punctuation the demo's marks use.
 */
const boldWidths: Record<string, number> = {
  A: 0.722,
  B: 0.722,
  C: 0.722,
  D: 0.722,
  E: 0.667,
  F: 0.611,
  G: 0.778,
  H: 0.722,
  I: 0.278,
  J: 0.556,
  K: 0.722,
  L: 0.611,
  M: 0.833,
  N: 0.722,
  O: 0.778,
  P: 0.667,
  Q: 0.778,
  R: 0.722,
  S: 0.667,
  T: 0.611,
  U: 0.722,
  V: 0.667,
  W: 0.944,
  X: 0.667,
  Y: 0.667,
  Z: 0.611,
  ' ': 0.278,
  '-': 0.333,
  '.': 0.278,
  ',': 0.278,
  '&': 0.722,
  "'": 0.278,
}

/**
 * The estimated width in px of `value` set in a bold sans-serif at `size` px with `letterSpacing` px
 * after each character: capitals by their metrics, CJK and full-width characters one em, anything else
 * (lower case, other scripts) a generous 0.64 em.
 */
export function estimateTextWidth(value: string, size: number, letterSpacing = 0): number {
  let ems = 0
  for (const char of value) {
    if (/[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(char)) ems += 1
    else ems += /\d/.test(char) ? 0.556 : (boldWidths[char] ?? 0.64)
  }
  return ems * size + [...value].length * letterSpacing
}

/**
 * `wrapText` kept to `maxLines`: when the text runs longer, the last line kept ends in an ellipsis
 * (shortened, at a word in English, so the ellipsis still fits `width`).
 */
export function clampLines(value: string, width: number, lang: 'zh' | 'en', maxLines: number): string[] {
  const all = wrapText(value, width, lang)
  if (all.length <= maxLines) return all
  const kept = all.slice(0, maxLines)
  let last = kept[maxLines - 1]!
  if (lang === 'en') {
    while (last.length + 1 > width && last.includes(' ')) last = last.slice(0, last.lastIndexOf(' '))
    last = last.replace(/[\s,.;:–—-]+$/, '')
  } else {
    while ([...last].length + 1 > width) last = [...last].slice(0, -1).join('')
    last = last.replace(/[，。、；：,.]+$/, '')
  }
  kept[maxLines - 1] = `${last}…`
  return kept
}
