import type { LanguagePackEntry } from '../../schemas/api.gen'
import type {
  I18nPayload as EngineI18nPayload,
  Strings,
  Translate as EngineTranslate,
} from '../../runtime/i18n/translator'
import type { Lang } from '../lang'
import { blocks } from './strings/blocks'
import { common } from './strings/common'
import { shell } from './strings/shell'
import { editorial } from './strings/editorial'
import { events } from './strings/events'
import { products } from './strings/products'
import { forms } from './strings/forms'
import { ai } from './strings/ai'
import { preview } from './strings/preview'
import type { BaseKey } from './strings/table'

/** What the server hands the page (and the browser): the site's language and its resolved strings. */
export type I18nPayload = EngineI18nPayload<Lang>
export type { Strings }

/** Every area's string table, in the order they are merged. */
export const AREAS = { common, shell, blocks, products, editorial, events, forms, ai, preview } as const

type KeysOf<T> = T extends unknown ? keyof T & string : never
/** A key as the tables store it (a plural's forms with their `_one` / `_other` suffixes). */
export type StoredKey = KeysOf<(typeof AREAS)[keyof typeof AREAS]['en']>
/** A key a translation may ask for: an unknown key fails the type check. */
export type StringKey = BaseKey<StoredKey>
/** The page's translator, over the project's keys. */
export type Translate = EngineTranslate<StringKey>

/** The project's own interface strings for a language (every area merged). */
export function ownStrings(lang: Lang): Strings {
  return Object.assign({}, ...Object.values(AREAS).map((area) => area[lang])) as Strings
}

/**
 * Language-pack entries (`GET site/{id}`) as dotted keys. Key mapping:
 * - `identification` is the key. If it already contains a dot it is used as is
 *   (`{ identification: 'shell.backToTop' }` → `shell.backToTop`).
 * - Otherwise `modular` is the namespace in front of it: `{ modular: 'shell', identification: 'backToTop' }`
 *   → `shell.backToTop`; without `modular` the bare identification is the key.
 * - `languageSetting` is the text. Entries with no identification or an empty text are ignored, so the
 *   project's own string stays in place (CONTRACT: own strings are the fallback for a missing key).
 */
export function languagePackStrings(entries: readonly LanguagePackEntry[] | null | undefined): Strings {
  const strings: Strings = {}
  for (const entry of entries ?? []) {
    const identification = entry.identification?.trim()
    const text = entry.languageSetting
    if (!identification || typeof text !== 'string' || text.trim() === '') continue
    const modular = entry.modular?.trim()
    const key = identification.includes('.') || !modular ? identification : `${modular}.${identification}`
    strings[key] = text
  }
  return strings
}
