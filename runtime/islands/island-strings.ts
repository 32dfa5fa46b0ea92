import { withTranslator, type I18nPayload, type Strings } from '../i18n/translator'

/** Namespaces the browser always gets: the shell, its modals and forms open later than the server renders. */
const ALWAYS_IN_BROWSER = ['common.', 'shell.', 'forms.']

/** `strings`, noting in `used` every key an island reads while the server renders it. */
export function recordingStrings(strings: Strings, used: Set<string>): Strings {
  return new Proxy(strings, {
    get(target, key, receiver) {
      if (typeof key === 'string') used.add(key)
      return Reflect.get(target, key, receiver)
    },
    getOwnPropertyDescriptor(target, key) {
      if (typeof key === 'string') used.add(key)
      return Reflect.getOwnPropertyDescriptor(target, key)
    },
  })
}

/**
 * `i18n` noting in `used` every key an island reads while the server renders it: through the server's
 * translator (its i18next instance), or straight from the strings.
 */
export function recordingI18n(i18n: I18nPayload, used: Set<string>): I18nPayload {
  const recording = { lang: i18n.lang, resources: recordingStrings(i18n.resources, used) }
  const { t } = i18n
  if (!t) return recording
  return withTranslator(recording, (key, vars) => {
    used.add(key)
    return t(key, vars)
  })
}

/**
 * The interface strings the browser receives: the namespaces of the keys the page's islands read on the
 * server (a list's pager reads more of its namespace once a visitor pages), and the shell's, never the
 * whole language pack.
 */
export function browserStrings(strings: Strings, used: Iterable<string>): Strings {
  const namespaces = new Set(ALWAYS_IN_BROWSER)
  for (const key of used) {
    const dot = key.indexOf('.')
    if (dot > 0) namespaces.add(key.slice(0, dot + 1))
  }
  const needed = new Set(used)
  return Object.fromEntries(
    Object.entries(strings).filter(([key]) => needed.has(key) || [...namespaces].some((ns) => key.startsWith(ns))),
  )
}
