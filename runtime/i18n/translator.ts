/** Flat dotted key → text, for one language. */
export type Strings = Record<string, string>

/** What the server hands the page (and the browser): the language and its resolved strings. */
export interface I18nPayload<L extends string = string> {
  lang: L
  resources: Strings
}

/** `t('shell.backToTop')`, `t('news.total', { count: 3 })` (`{{count}}` in the text). */
export type Translate = (key: string, vars?: Record<string, string | number>) => string

const byResources = new WeakMap<Strings, Translate>()

/**
 * The translator for a page's strings: a key's text (the key itself when it has none) with its
 * `{{placeholders}}` filled. Plain lookups: the strings are flat dotted keys with named placeholders and
 * nothing more, so no i18n library travels to the browser. Server and browser translate the same
 * serialised strings, so hydration sees identical text.
 */
export function translatorFor(payload: I18nPayload): Translate {
  const cached = byResources.get(payload.resources)
  if (cached) return cached
  const strings = payload.resources
  const translate: Translate = (key, vars) => {
    const text = Object.prototype.hasOwnProperty.call(strings, key) ? strings[key] : key
    return vars ? interpolate(text, vars) : text
  }
  byResources.set(strings, translate)
  return translate
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
