/** Interface languages the project ships strings for. */
export type Lang = 'zh' | 'en'

export const LANGS: readonly Lang[] = ['zh', 'en']

/**
 * A site's `mark` names its language. The project has Chinese and English interface strings only, so
 * `cn` and any `zh…` mark (zh, zh-CN, zh-Hans, …) are Chinese and every other mark is English.
 */
export function langOfMark(mark: string | null | undefined): Lang {
  const normalized = (mark ?? '').trim().toLowerCase()
  return normalized === 'cn' || normalized.startsWith('zh') ? 'zh' : 'en'
}

/** The BCP 47 tag for `<html lang>` and `hreflang`. */
export function htmlLangOf(lang: Lang): 'zh-CN' | 'en' {
  return lang === 'zh' ? 'zh-CN' : 'en'
}
