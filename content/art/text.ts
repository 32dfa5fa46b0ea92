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
