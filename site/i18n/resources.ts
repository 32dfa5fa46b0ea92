import type { LanguagePackEntry } from '../../schemas/api.gen'
import type { I18nPayload as EngineI18nPayload, Strings } from '../../runtime/i18n/translator'
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

/** What the server hands the page (and the browser): the site's language and its resolved strings. */
export type I18nPayload = EngineI18nPayload<Lang>
export type { Strings }

/** The project's own interface strings for a language (every area merged). */
export function ownStrings(lang: Lang): Strings {
  return {
    ...common[lang],
    ...shell[lang],
    ...blocks[lang],
    ...products[lang],
    ...editorial[lang],
    ...events[lang],
    ...forms[lang],
    ...ai[lang],
    ...preview[lang],
  }
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

/** The strings a page uses: the project's own, overridden by the site's language pack. */
export function buildI18nPayload(lang: Lang, languagePack?: readonly LanguagePackEntry[] | null): I18nPayload {
  return { lang, resources: { ...ownStrings(lang), ...languagePackStrings(languagePack) } }
}
