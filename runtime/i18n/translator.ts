import { createInstance, type i18n as I18next } from 'i18next'
import type { I18nPayload, Strings } from './resources'

/** `t('shell.backToTop')`, `t('news.total', { count: 3 })` (`{{count}}` in the text). */
export type Translate = (key: string, vars?: Record<string, string | number>) => string

const MAX_CACHED_INSTANCES = 16
const byResources = new WeakMap<Strings, Translate>()
const byFingerprint = new Map<string, Translate>()

/**
 * The translator for a page's strings. One i18next instance per language and string set, cached: the
 * same strings object (the browser's page context) is a WeakMap hit; equal strings (each server render
 * builds a fresh object) share an instance through a fingerprint. Server and browser build the instance
 * from the same serialized payload, so hydration sees identical text.
 */
export function translatorFor(payload: I18nPayload): Translate {
  const cached = byResources.get(payload.resources)
  if (cached) return cached
  const fingerprint = `${payload.lang}:${hash(JSON.stringify(payload.resources))}`
  let translate = byFingerprint.get(fingerprint)
  if (!translate) {
    translate = createTranslator(payload)
    if (byFingerprint.size >= MAX_CACHED_INSTANCES) {
      const oldest = byFingerprint.keys().next().value
      if (oldest !== undefined) byFingerprint.delete(oldest)
    }
    byFingerprint.set(fingerprint, translate)
  }
  byResources.set(payload.resources, translate)
  return translate
}

export function createI18next(payload: I18nPayload): I18next {
  const instance = createInstance()
  void instance.init({
    lng: payload.lang,
    fallbackLng: false,
    resources: { [payload.lang]: { translation: payload.resources } },
    // Keys are flat dotted strings (`shell.backToTop`), not nested objects.
    keySeparator: false,
    nsSeparator: false,
    // React escapes text; escaping here too would show `&amp;` on the page.
    interpolation: { escapeValue: false },
    // Resources are inline, so initialising synchronously is possible and keeps SSR deterministic.
    initAsync: false,
    returnNull: false,
  })
  return instance
}

function createTranslator(payload: I18nPayload): Translate {
  const instance = createI18next(payload)
  const t = instance.getFixedT(payload.lang)
  return (key, vars) => (vars ? t(key, vars) : t(key))
}

/** FNV-1a, enough to tell string sets apart in a small cache. */
function hash(text: string): string {
  let value = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index)
    value = Math.imul(value, 0x01000193)
  }
  return (value >>> 0).toString(36) + text.length.toString(36)
}
