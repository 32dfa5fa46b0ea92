/**
 * Portrait-style monograms for speakers and staff (issue 26): the person's initials on a studio-lit
 * backdrop, with a head-and-shoulders silhouette in depth. An AI partner gets the same monogram on a
 * luminous backdrop with a circuit ring, so a person and their AI pair visibly. 240×240.
 */
import { darkPalettes } from './palette'
import { randomFor, r1 } from './random'
import { escapeText, initials } from './text'

export function portraitArt(options: { key: string; name: string; ai?: boolean }): string {
  const rnd = randomFor(`portrait:${options.key}`)
  const p = darkPalettes[rnd.int(darkPalettes.length)]!
  const letters = initials(options.name)
  const lx = r1(rnd.range(0.2, 0.8))
  const size = letters.length > 1 ? 76 : 86
  const ring = options.ai
    ? `<circle cx="120" cy="120" r="104" fill="none" stroke="${p.light}" stroke-width="3" stroke-dasharray="2 10 24 10"/><circle cx="120" cy="120" r="92" fill="none" stroke="${p.accent}" stroke-opacity="0.6"/>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><defs><radialGradient id="k" cx="${lx}" cy="0.25" r="0.9"><stop offset="0" stop-color="${options.ai ? p.light : p.far}"/><stop offset="0.55" stop-color="${options.ai ? p.accent : p.mid}"/><stop offset="1" stop-color="${p.top}"/></radialGradient><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.near}" stop-opacity="0.2"/><stop offset="1" stop-color="${p.near}" stop-opacity="0.9"/></linearGradient></defs><rect width="240" height="240" fill="url(#k)"/><path d="M30 240c6-46 44-70 90-70s84 24 90 70z" fill="url(#b)"/><ellipse cx="120" cy="112" rx="44" ry="52" fill="${p.near}" opacity="0.28"/>${ring}<text x="120" y="${letters.length > 1 ? 146 : 150}" text-anchor="middle" font-family="'Noto Serif SC','Songti SC',Georgia,serif" font-size="${size}" font-weight="600" fill="#ffffff" letter-spacing="2">${escapeText(letters)}</text></svg>`
}
