/**
 * Publication covers (issue 26): a journal is set as a magazine cover (masthead, issue and year, a cover
 * line over editorial art), a white paper as a report cover with its full title. 320×384 (the 160×192
 * card at 2×). The title is real text, so the cover reads at any size and in both languages.
 */
import { editorialArt } from './editorial'
import { clampLines, escapeText, wrapText } from './text'

export interface CoverText {
  /** The publication's name, exactly as the content names it. */
  name: string
  kind: 'journal' | 'white-paper'
  /** The cover line: the issue's theme or the paper's one-line summary. */
  line: string
  year: string
  lang: 'zh' | 'en'
  key: string
}

const font = `font-family="'Noto Serif SC','Songti SC',Georgia,'Times New Roman',serif"`
const sans = `font-family="'Noto Sans SC','PingFang SC',Helvetica,Arial,sans-serif"`

function lines(
  values: string[],
  x: number,
  y: number,
  size: number,
  leading: number,
  fill: string,
  extra = '',
): string {
  return values
    .map(
      (value, i) =>
        `<text x="${x}" y="${y + i * leading}" font-size="${size}" fill="${fill}"${extra}>${escapeText(value)}</text>`,
    )
    .join('')
}

/** Splits a journal name into masthead and issue: "《云启视界》2026年第3期" / "CloudLead Horizons, Issue 3 2026". */
function journalParts(name: string): [string, string] {
  const zh = /^《(.+)》(.+)$/.exec(name)
  if (zh) return [zh[1]!, zh[2]!]
  const en = /^(.+?),\s*(.+)$/.exec(name)
  if (en) return [en[1]!, en[2]!]
  return [name, '']
}

export function coverArt(cover: CoverText): string {
  // Art fills the cover; the text sits on a dark band so it reads whatever the picture's tone.
  const art = editorialArt({
    kind: cover.kind === 'journal' ? 'news' : 'solution',
    key: cover.key,
    width: 320,
    height: 384,
    tone: 'dark',
  })
  const inner = art.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '')
  const wide = cover.lang === 'en'
  if (cover.kind === 'journal') {
    const [masthead, issue] = journalParts(cover.name)
    const mastSize = wide ? (masthead.length > 14 ? 26 : 32) : 44
    const mast = wrapText(masthead, wide ? 16 : 6, cover.lang)
    const coverLine = clampLines(cover.line, wide ? 26 : 14, cover.lang, 3)
    return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="384" viewBox="0 0 320 384">${inner}<rect width="320" height="${mast.length * (mastSize + 4) + 58}" fill="#050d1f" opacity="0.72"/><g ${font} font-weight="700">${lines(mast, 22, 22 + mastSize, mastSize, mastSize + 4, '#ffffff', ' letter-spacing="1"')}</g><g ${sans}><text x="22" y="${mast.length * (mastSize + 4) + 40}" font-size="14" fill="#8fd3ff" font-weight="600" letter-spacing="1">${escapeText(issue)}</text><rect y="292" width="320" height="92" fill="#050d1f" opacity="0.78"/>${lines(coverLine, 22, 322, 15, 21, '#ffffff', ' font-weight="600"')}</g></svg>`
  }
  const title = clampLines(cover.name, wide ? 20 : 10, cover.lang, 5)
  const size = wide ? 22 : 24
  const top = 128
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="384" viewBox="0 0 320 384">${inner}<rect y="${top - 44}" width="320" height="${title.length * (size + 8) + 118}" fill="#050d1f" opacity="0.78"/><rect x="22" y="${top - 24}" width="40" height="4" fill="#f6b44b"/><g ${sans}><text x="22" y="${top - 32}" font-size="12" fill="#8fd3ff" letter-spacing="2" font-weight="600">${cover.lang === 'zh' ? '白皮书 · ' + cover.year : 'WHITE PAPER · ' + cover.year}</text>${lines(title, 22, top + size, size, size + 8, '#ffffff', ' font-weight="700"')}${lines(clampLines(cover.line, wide ? 34 : 18, cover.lang, 2), 22, top + title.length * (size + 8) + 30, 12, 17, '#c8d6ee')}</g><text x="22" y="364" ${sans} font-size="12" fill="#ffffff" font-weight="700" letter-spacing="1">CloudLead</text></svg>`
}
