import type { ViewportName } from './fixture'
import type { Lang } from './hosts'

// Which languages and widths a browser test tries (docs/testing.md "Languages and widths").
// The screenshot file (visual.test.ts) loads every page type in both languages at both widths, compares it
// with its reference and checks it with axe (issues 12 and 13). A behaviour test tries its behaviour in
// both languages and at both widths, in two runs, not in all four pairings: `crosswise` or
// `crosswiseSwapped`. A file takes both where it has several such tests, so each pairing still meets its
// pages somewhere. All four stay where the test is about how a language's texts fit a width (the stand-in
// CMS's long texts): `everyLanguageAtEveryWidth`.

/** A language and the width its pages are opened at. */
export type LangWidth = readonly [Lang, ViewportName]

/** Both languages at both widths. */
export const everyLanguageAtEveryWidth: readonly LangWidth[] = [
  ['zh', 'desktop'],
  ['zh', 'mobile'],
  ['en', 'desktop'],
  ['en', 'mobile'],
]

/** Chinese at desktop width, English on a phone. */
export const crosswise: readonly LangWidth[] = [
  ['zh', 'desktop'],
  ['en', 'mobile'],
]

/** Chinese on a phone, English at desktop width. */
export const crosswiseSwapped: readonly LangWidth[] = [
  ['zh', 'mobile'],
  ['en', 'desktop'],
]

/** The widths `lang` has in `pairings` (one in a crosswise pairing), for a test already written per language. */
export function widthsIn(pairings: readonly LangWidth[], lang: Lang): ViewportName[] {
  return pairings.filter(([pairedLang]) => pairedLang === lang).map(([, width]) => width)
}

/** The pairings as `{ lang, viewport }`, for `test.for` titles that name them (`$lang at $viewport`). */
export function asSites(pairings: readonly LangWidth[]): Array<{ lang: Lang; viewport: ViewportName }> {
  return pairings.map(([lang, viewport]) => ({ lang, viewport }))
}
