/**
 * Every generated picture the demo content uses, drawn from its name and, for covers, monograms and
 * word marks, from the content item that shows it. `tools/generate-art.ts` writes the result to
 * content/assets/art/ (with the WebP of each picture that carries words, names.ts); tests/unit/content-art.test.ts
 * checks the written files are exactly these.
 */
import { areaPage, type AreaPageName } from '../../pages/go1688/area-content'
import { SITES } from '../demo/shell'
import { buildSiteContent } from '../demo/site-content'
import { coverArt } from './cover'
import { editorialArt } from './editorial'
import { drawingOf, parseArtName } from './names'
import { portraitArt } from './portrait'
import { screenArt } from './screen'
import { wordMarkArt } from './word-mark'

type Owner = Record<string, unknown>
interface Use {
  owner: Owner
  lang: 'zh' | 'en'
}

/** Collects the drawing of every art URL in `value` with the object that holds it (rich text included). */
function collect(value: unknown, lang: 'zh' | 'en', uses: Map<string, Use[]>, owner: Owner | null = null): void {
  if (typeof value === 'string') {
    for (const match of value.matchAll(/\/demo-assets\/(art\/[^"'\\\s)]+\.(?:svg|webp))/g)) {
      const drawing = drawingOf(match[1]!)
      const list = uses.get(drawing) ?? []
      if (owner) list.push({ owner, lang })
      uses.set(drawing, list)
    }
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, lang, uses, owner)
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collect(item, lang, uses, value as Owner)
  }
}

function field(name: string, uses: Use[], key: string, lang?: 'zh' | 'en'): string {
  for (const use of uses) {
    const value = use.owner[key]
    if ((lang === undefined || use.lang === lang) && typeof value === 'string' && value) return value
  }
  throw new Error(`${name}: no content item using it has a "${key}"${lang ? ` in ${lang}` : ''}`)
}

/** Draws one picture. Exported for tests. */
export function drawArt(name: string, uses: Use[]): string {
  const art = parseArtName(name)
  switch (art.type) {
    case 'card':
      return editorialArt({ kind: art.kind, key: String(art.n), width: 800, height: 450 })
    case 'banner':
      return editorialArt({
        kind: art.kind,
        key: `banner-${art.n}`,
        width: art.mobile ? 750 : 1920,
        height: 600,
        tone: art.tone,
      })
    case 'figure':
      return editorialArt({ kind: art.kind, key: `figure-${art.n}`, width: 720, height: 240 })
    case 'screen':
      return screenArt(`${art.kind}-${art.n}`, art.lang)
    case 'cover': {
      const type = field(name, uses, 'type', art.lang)
      return coverArt({
        key: String(art.n),
        name: field(name, uses, 'name', art.lang),
        kind: type === 'PUBLICATION' ? 'journal' : 'white-paper',
        line: field(name, uses, 'introduction', art.lang),
        year: field(name, uses, 'createTime', art.lang).slice(0, 4),
        lang: art.lang,
      })
    }
    case 'portrait':
      return portraitArt({ key: art.person, name: field(name, uses, 'name', art.lang), ai: art.ai })
    case 'customer': {
      // The word mark is the company's English name: its first word, then its trade as the subtitle.
      const [mark, ...trade] = field(name, uses, 'customerName', 'en').split(/\s+/)
      return wordMarkArt({ key: String(art.n), name: mark!, subtitle: trade.join(' ') })
    }
  }
}

/** Drawing's file name (under content/assets/) → SVG text, for every art URL in both sites' content. */
export function demoArtFiles(now: Date = new Date()): Map<string, string> {
  const uses = new Map<string, Use[]>()
  for (const site of SITES) {
    const content = buildSiteContent(site.id, now)
    collect(content, site.mark === 'cn' ? 'zh' : 'en', uses)
  }
  // The go1688 area's pages keep their words and pictures in the page module (the backend has none).
  const areaPages: AreaPageName[] = ['home', 'purchaser', 'supplier']
  for (const lang of ['zh', 'en'] as const) for (const page of areaPages) collect(areaPage(page, lang), lang, uses)
  const out = new Map<string, string>()
  for (const name of [...uses.keys()].sort()) out.set(name, `${drawArt(name, uses.get(name)!)}\n`)
  return out
}
