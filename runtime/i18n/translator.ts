/** Flat dotted key → text, for one language. */
export type Strings = Record<string, string>

/** What the server hands the page (and the browser): the language and its resolved strings. */
export interface I18nPayload<L extends string = string> {
  lang: L
  resources: Strings
  /**
   * Server only: the request's translator (the application's i18next instance), not enumerable, so it is
   * never copied by a spread nor sent to the browser. Without it the strings are looked up as below.
   */
  readonly t?: Translate
}

/** `t('shell.backToTop')`, `t('news.total', { count: 3 })` (`{{count}}` in the text). */
export type Translate<K extends string = string> = (key: K, vars?: Record<string, string | number>) => string

const byResources = new WeakMap<Strings, Translate>()

/**
 * The translator of a page's strings: the server's own (`payload.t`) where the server renders, else a plain
 * lookup over the resolved strings the browser received (no i18n library travels to the browser): a key's
 * text with its `{{placeholders}}` filled, a plural's `key_one` / `key_other` chosen by `count` as i18next
 * chooses it, nothing for a key the page lacks (never the key itself).
 */
export function translatorFor(payload: I18nPayload): Translate {
  if (payload.t) return payload.t
  const cached = byResources.get(payload.resources)
  if (cached) return cached
  const strings = payload.resources
  const own = (key: string) => Object.prototype.hasOwnProperty.call(strings, key)
  let plurals: Intl.PluralRules | undefined
  const translate: Translate = (key, vars) => {
    const count = vars?.count
    const plural =
      typeof count === 'number' ? `${key}_${(plurals ??= new Intl.PluralRules(payload.lang)).select(count)}` : key
    const text = own(plural) ? strings[plural] : own(key) ? strings[key] : ''
    return vars ? interpolate(text, vars) : text
  }
  byResources.set(strings, translate)
  return translate
}

/** `payload` with the server's translator (not enumerable: see `I18nPayload.t`). */
export function withTranslator<P extends I18nPayload>(payload: P, t: Translate): P {
  return Object.defineProperty(payload, 't', { value: t, enumerable: false })
}

/**
 * `{{name}}` → `vars.name`; a placeholder without a value stays as written. React escapes the result, so
 * the values are not escaped here (they would show as `&amp;`).
 */
function interpolate(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (placeholder, name: string) =>
    Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : placeholder,
  )
}
