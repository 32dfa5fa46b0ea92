import i18next, { type i18n as I18nInstance, type Resource } from 'i18next'
import type { LanguagePackEntry } from '../../schemas/api.gen'
import { withTranslator, type Translate } from '../../runtime/i18n/translator'
import { LANGS, type Lang } from '../lang'
import { languagePackStrings, ownStrings, type I18nPayload, type Strings } from './resources'

/**
 * Server only: a request's interface strings and its i18next instance (issue 25). i18next is the stack's
 * translator (plurals by `Intl.PluralRules`, `{{name}}` interpolation, the fallback chain, missing-key
 * handling); it never reaches the browser, which gets only the resolved strings its islands read.
 */

/**
 * What a key the page's language lacks does. `throw` (development and tests): an error naming the key, so
 * the page fails loudly. `fallback` (production): the other language's text, or nothing when neither has
 * it (never the key), reported once per key.
 */
export type MissingStrings = 'throw' | 'fallback'

export interface I18nOptions {
  missing: MissingStrings
  /** Where `fallback` reports a key neither language has. */
  report?: (message: string) => void
}

export class MissingStringError extends Error {
  constructor(
    readonly key: string,
    readonly lang: string,
  ) {
    super(`interface string "${key}" is missing in "${lang}" (site/i18n/strings, or the site's language pack)`)
    this.name = 'MissingStringError'
  }
}

const THROW: I18nOptions = { missing: 'throw' }
const NO_PACK: readonly LanguagePackEntry[] = []

/** The other language of the site pair: a missing key's fallback. */
export function otherLang(lang: Lang): Lang {
  return LANGS.find((candidate) => candidate !== lang) ?? lang
}

const ownByLang = new Map<Lang, Strings>()
function frozenOwnStrings(lang: Lang): Strings {
  let strings = ownByLang.get(lang)
  if (!strings) ownByLang.set(lang, (strings = Object.freeze(ownStrings(lang))))
  return strings
}

const resourcesByPack = new WeakMap<readonly LanguagePackEntry[], Map<Lang, Resource>>()

/**
 * i18next's resources for a page: its language's own strings overridden by the site's language pack, and
 * the other language's own strings (the fallback). Built once per language pack answer and language: the
 * shared calls come from the API cache, so page views reuse the same answer, and a request does not rebuild
 * a thousand keys before its backend calls start (issue 13, first byte). Frozen, since requests share it.
 */
function resourcesOf(lang: Lang, languagePack: readonly LanguagePackEntry[]): Resource {
  let byLang = resourcesByPack.get(languagePack)
  if (!byLang) resourcesByPack.set(languagePack, (byLang = new Map()))
  let resources = byLang.get(lang)
  if (!resources) {
    const own = Object.freeze({ ...frozenOwnStrings(lang), ...languagePackStrings(languagePack) })
    const other = otherLang(lang)
    resources = Object.freeze({
      [lang]: Object.freeze({ translation: own }),
      ...(other === lang ? {} : { [other]: Object.freeze({ translation: frozenOwnStrings(other) }) }),
    })
    byLang.set(lang, resources)
  }
  return resources
}

/**
 * A request's strings (the project's own overridden by the site's language pack, SPEC §1) and its own
 * i18next instance over the shared resources. React escapes what it renders, so i18next does not
 * (`escapeValue: false`).
 */
export function buildI18nPayload(
  lang: Lang,
  languagePack?: readonly LanguagePackEntry[] | null,
  options: I18nOptions = THROW,
): I18nPayload {
  const resources = resourcesOf(lang, languagePack ?? NO_PACK)
  return withTranslator(
    { lang, resources: (resources[lang] as { translation: Strings }).translation },
    i18nextTranslator(lang, resources, options),
  )
}

interface Prepared {
  instance: I18nInstance
  /** What a key without variables resolves to: the same for every request over these resources. */
  plain: Map<string, string>
}

const prepared = new WeakMap<Resource, Map<string, Prepared>>()

/**
 * A new i18next instance's `t` over `resources` (every language's strings under `translation`). Each request
 * gets its own instance, cloned from one prepared per resources, language and mode: `createInstance` and
 * `init` cost about 0.5 ms (more under load), which every page's first byte would pay; a clone shares the
 * prepared instance's store and costs a fifth of that. A key without variables resolves the same way for
 * every request over the same frozen resources, so its text is kept once resolved (a page reads a few
 * hundred keys: about 1 ms of each render's first byte, issue 26); the clone is made for the first call
 * with variables (plurals, interpolation).
 */
export function i18nextTranslator(lang: Lang, resources: Resource, options: I18nOptions): Translate {
  let byMode = prepared.get(resources)
  if (!byMode) prepared.set(resources, (byMode = new Map()))
  const mode = `${lang}:${options.missing}`
  let base = byMode.get(mode)
  if (!base) byMode.set(mode, (base = { instance: preparedInstance(lang, resources, options), plain: new Map() }))
  const { plain } = base
  let instance: I18nInstance | undefined
  const own = () => (instance ??= base.instance.cloneInstance({ initAsync: false }))
  return (key, vars) => {
    if (vars) return own().t(key, vars)
    let text = plain.get(key)
    if (text === undefined) plain.set(key, (text = own().t(key, {})))
    return text
  }
}

function preparedInstance(lang: Lang, resources: Resource, options: I18nOptions): I18nInstance {
  const fallback = options.missing === 'fallback'
  const reported = new Set<string>()
  const instance = i18next.createInstance()
  void instance.init({
    lng: lang,
    fallbackLng: fallback ? otherLang(lang) : false,
    resources,
    initAsync: false,
    // The languages are plain `zh` / `en`: no region or script codes to try (halves a lookup's cost).
    load: 'currentOnly',
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: true,
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (_langs, _namespace, key) => {
      if (!fallback) throw new MissingStringError(key, lang)
      if (reported.has(key)) return
      reported.add(key)
      options.report?.(`[i18n] interface string "${key}" is missing in every language; shown as nothing`)
    },
    ...(fallback ? { parseMissingKeyHandler: () => '' } : {}),
  })
  return instance
}
