/**
 * Invented customers' word marks (issue 26), readable at chip size: a bold symbol and the company's
 * name filling the mark, its industry as the subtitle (taken from the company's name, so a foods
 * company is never subtitled LOGISTICS). 240×96. Name and subtitle are sized to the text box by their
 * estimated width, the subtitle on two lines when one would be too small to read.
 */
import { randomFor, r1 } from './random'
import { escapeText, estimateTextWidth } from './text'

const colours = ['#1d6ff2', '#0d9488', '#6d5dfc', '#ea580c', '#0891b2', '#15803d', '#be185d']

/** Where the words go, right of the symbol (x from left to right, in the mark's 240×96 units). */
export const wordMarkTextBox = { left: 82, right: 230 } as const
const boxWidth = wordMarkTextBox.right - wordMarkTextBox.left
/** Subtitle letter spacing (px), and the smallest subtitle size set on one line before it wraps. */
const spacing = 1
const minSubtitleSize = 12
/** Capital height of Helvetica, in ems: the block of words is centred on the symbol by it. */
const capHeight = 0.72

/** The largest size up to `max` at which every line fits the text box, rounded down to 0.1 px. */
function fit(lines: string[], max: number, letterSpacing = 0): number {
  const sizes = lines.map((line) => {
    const perPx = estimateTextWidth(line, 1)
    return (boxWidth - [...line].length * letterSpacing) / perPx
  })
  return Math.min(max, Math.floor(Math.min(...sizes) * 10) / 10)
}

/** Two lines of about equal width, split between words. */
function twoLines(value: string): string[] {
  const words = value.split(' ')
  if (words.length < 2) return [value]
  let best = [value]
  let widest = Infinity
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')]
    const width = Math.max(...lines.map((line) => estimateTextWidth(line, 1)))
    if (width < widest) [best, widest] = [lines, width]
  }
  return best
}

export function wordMarkArt(options: { key: string; name: string; subtitle: string }): string {
  const rnd = randomFor(`mark:${options.key}`)
  const colour = colours[rnd.int(colours.length)]!
  const symbols = [
    `<rect x="10" y="18" width="60" height="60" rx="14" fill="${colour}"/><path d="M26 62l14-28 14 28" stroke="#fff" stroke-width="7" fill="none" stroke-linejoin="round"/>`,
    `<circle cx="40" cy="48" r="30" fill="${colour}"/><circle cx="40" cy="48" r="12" fill="#fff"/>`,
    `<path d="M10 76l30-56 30 56z" fill="${colour}"/><path d="M30 76l10-18 10 18z" fill="#fff"/>`,
    `<rect x="10" y="18" width="26" height="60" rx="5" fill="${colour}"/><rect x="42" y="38" width="26" height="40" rx="5" fill="${colour}" opacity="0.6"/>`,
  ]
  const symbol = symbols[rnd.int(symbols.length)]!
  const name = options.name.toUpperCase()
  const nameSize = fit([name], 32)
  const subtitle = options.subtitle.toUpperCase()
  let subtitleLines = subtitle ? [subtitle] : []
  let subtitleSize = fit(subtitleLines, 15, spacing)
  if (subtitle && subtitleSize < minSubtitleSize) {
    subtitleLines = twoLines(subtitle)
    subtitleSize = fit(subtitleLines, 14, spacing)
  }
  // Centre the block of words on the symbol (y 48): name, a gap, then the subtitle's lines.
  const gap = 10
  const leading = subtitleSize * 1.25
  const height =
    capHeight * nameSize +
    (subtitleLines.length ? gap + capHeight * subtitleSize + (subtitleLines.length - 1) * leading : 0)
  const nameY = 48 - height / 2 + capHeight * nameSize
  const subtitleY = nameY + gap + capHeight * subtitleSize
  const x = wordMarkTextBox.left
  const texts = [
    `<text x="${x}" y="${r1(nameY)}" font-size="${nameSize}" font-weight="800" fill="#0f172a">${escapeText(name)}</text>`,
    ...subtitleLines.map(
      (line, i) =>
        `<text x="${x}" y="${r1(subtitleY + i * leading)}" font-size="${subtitleSize}" font-weight="700" fill="${colour}" letter-spacing="${spacing}">${escapeText(line)}</text>`,
    ),
  ]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96" font-family="Helvetica,Arial,sans-serif"><rect width="240" height="96" fill="#ffffff"/>${symbol}${texts.join('')}</svg>`
}
