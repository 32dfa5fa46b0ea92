/**
 * File names of the demo's generated pictures (in content/assets/art/, served at /demo-assets/art/).
 * The content builders name a picture by what it shows; tools/generate-art.ts reads the names back
 * (`parseArtName`) and draws each one, so a name is the whole recipe except the words a cover or a
 * monogram carries, which come from the content item that uses the picture.
 *
 * Every picture is drawn as an SVG. Those that carry words (product screens, publication covers,
 * monograms, customer word marks) are served as a WebP drawn from that SVG (`.webp` beside the `.svg`):
 * in an SVG shown as an image, the browser shapes every line of text on the page's main thread, with the
 * fonts the visitor's device happens to have (30–45 ms a screen on a product page, four times that on a
 * slow phone); a WebP decodes off the main thread and looks the same on every device, as the CMS's own
 * raster pictures do.
 */
import type { ArtKind } from './editorial'

export type Tone = 'dark' | 'light'
type Lang = 'zh' | 'en'

/** A card picture 800×450 (news, event, media, go1688, case, scene…): `art/<kind>-<n>.svg`. */
export function cardArt(kind: ArtKind, n: number): string {
  return `art/${kind}-${n}.svg`
}

/** A banner 1920×600, or 750×600 for phones: `art/banner-<kind>-<n>-<tone>[-m].svg`. */
export function bannerArt(kind: ArtKind, n: number, tone: Tone, mobile = false): string {
  return `art/banner-${kind}-${n}-${tone}${mobile ? '-m' : ''}.svg`
}

/** A rich-text figure 720×240 (about, join-us): `art/figure-<kind>-<n>.svg`. */
export function figureArt(kind: ArtKind, n: number): string {
  return `art/figure-${kind}-${n}.svg`
}

/** A product screen 800×450 with labels in `lang`: `art/screen-<kind>-<n>-<lang>.webp`. */
export function screenArtName(kind: ArtKind, n: number, lang: Lang): string {
  return `art/screen-${kind}-${n}-${lang}.webp`
}

/** A publication cover carrying its title: `art/cover-<n>-<lang>.webp`. */
export function coverArtName(n: number, lang: Lang): string {
  return `art/cover-${n}-${lang}.webp`
}

/** A person's monogram (`ai` for their AI partner): `art/portrait-<person>-<lang>.webp`. */
export function portraitArtName(person: string, lang: Lang, ai = false): string {
  return `art/${ai ? 'ai-portrait' : 'portrait'}-${person}-${lang}.webp`
}

/** A customer's word mark: `art/customer-<n>.webp`. */
export function wordMarkArtName(n: number): string {
  return `art/customer-${n}.webp`
}

/** The drawing a served picture comes from: `art/x.webp` → `art/x.svg`; an SVG is its own drawing. */
export function drawingOf(name: string): string {
  return name.replace(/\.webp$/, '.svg')
}

/** The WebP served for a drawing of a picture that carries words, or null when the SVG itself is served. */
export function rasterOf(drawing: string): string | null {
  return carriesWords(parseDrawingName(drawing)) ? drawing.replace(/\.svg$/, '.webp') : null
}

function carriesWords(art: ArtName): boolean {
  return art.type === 'screen' || art.type === 'cover' || art.type === 'portrait' || art.type === 'customer'
}

export type ArtName =
  | { type: 'card'; kind: ArtKind; n: number }
  | { type: 'banner'; kind: ArtKind; n: number; tone: Tone; mobile: boolean }
  | { type: 'figure'; kind: ArtKind; n: number }
  | { type: 'screen'; kind: ArtKind; n: number; lang: Lang }
  | { type: 'cover'; n: number; lang: Lang }
  | { type: 'portrait'; person: string; lang: Lang; ai: boolean }
  | { type: 'customer'; n: number }

const kinds: readonly ArtKind[] = [
  'news',
  'event',
  'media',
  'solution',
  'go1688',
  'banner',
  'case',
  'product',
  'scene',
  'about',
  'join',
]
const kind = `(${kinds.join('|')})`

/**
 * Reads a name written by the functions above, or the drawing's of one (`.svg`); anything else is an error
 * naming the file.
 */
export function parseArtName(served: string): ArtName {
  const art = parseDrawingName(drawingOf(served))
  if (served.endsWith('.webp') && !carriesWords(art)) throw new Error(`not a demo art name: ${served}`)
  return art
}

function parseDrawingName(name: string): ArtName {
  let m: RegExpExecArray | null
  if ((m = new RegExp(`^art/banner-${kind}-(\\d+)-(dark|light)(-m)?\\.svg$`).exec(name)))
    return { type: 'banner', kind: m[1] as ArtKind, n: Number(m[2]), tone: m[3] as Tone, mobile: Boolean(m[4]) }
  if ((m = new RegExp(`^art/figure-${kind}-(\\d+)\\.svg$`).exec(name)))
    return { type: 'figure', kind: m[1] as ArtKind, n: Number(m[2]) }
  if ((m = new RegExp(`^art/screen-${kind}-(\\d+)-(zh|en)\\.svg$`).exec(name)))
    return { type: 'screen', kind: m[1] as ArtKind, n: Number(m[2]), lang: m[3] as Lang }
  if ((m = /^art\/cover-(\d+)-(zh|en)\.svg$/.exec(name))) return { type: 'cover', n: Number(m[1]), lang: m[2] as Lang }
  if ((m = /^art\/(ai-portrait|portrait)-([a-z0-9-]+?)-(zh|en)\.svg$/.exec(name)))
    return { type: 'portrait', person: m[2]!, lang: m[3] as Lang, ai: m[1] === 'ai-portrait' }
  if ((m = /^art\/customer-(\d+)\.svg$/.exec(name))) return { type: 'customer', n: Number(m[1]) }
  if ((m = new RegExp(`^art/${kind}-(\\d+)\\.svg$`).exec(name)))
    return { type: 'card', kind: m[1] as ArtKind, n: Number(m[2]) }
  throw new Error(`not a demo art name: ${name}`)
}
