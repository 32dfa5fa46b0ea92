/**
 * Invented customers' word marks (issue 26), readable at chip size: a bold symbol and the company's
 * name filling the mark, its industry as the subtitle (taken from the company's name, so a foods
 * company is never subtitled LOGISTICS). 240×96.
 */
import { randomFor } from './random'
import { escapeText } from './text'

const colours = ['#1d6ff2', '#0d9488', '#6d5dfc', '#ea580c', '#0891b2', '#15803d', '#be185d']

export function wordMarkArt(options: { key: string; name: string; subtitle: string }): string {
  const rnd = randomFor(`mark:${options.key}`)
  const colour = colours[rnd.int(colours.length)]!
  const symbols = [
    `<rect x="10" y="18" width="60" height="60" rx="14" fill="${colour}"/><path d="M26 62l14-28 14 28" stroke="#fff" stroke-width="7" fill="none" stroke-linejoin="round"/>`,
    `<circle cx="40" cy="48" r="30" fill="${colour}"/><circle cx="40" cy="48" r="12" fill="#fff"/>`,
    `<path d="M10 76l30-56 30 56z" fill="${colour}"/><path d="M30 76l10-18 10 18z" fill="#fff"/>`,
    `<rect x="10" y="18" width="26" height="60" rx="5" fill="${colour}"/><rect x="42" y="38" width="26" height="40" rx="5" fill="${colour}" opacity="0.6"/>`,
  ]
  const name = options.name.toUpperCase()
  const size = name.length > 8 ? 26 : 30
  const subtitle = options.subtitle.toUpperCase()
  const subtitleSize = subtitle.length > 14 ? 13 : 15
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96" font-family="Helvetica,Arial,sans-serif"><rect width="240" height="96" fill="#ffffff"/>${symbols[rnd.int(symbols.length)]}<text x="82" y="52" font-size="${size}" font-weight="800" fill="#0f172a" textLength="${Math.min(150, name.length * size * 0.68)}" lengthAdjust="spacingAndGlyphs">${escapeText(name)}</text><text x="83" y="74" font-size="${subtitleSize}" font-weight="700" fill="${colour}" letter-spacing="1">${escapeText(subtitle)}</text></svg>`
}
