/**
 * The English keys a Chinese table asks for: the same keys, and `x_one` beside every plural `x_other`
 * (i18next's plural suffixes: Chinese has the one form `_other`, English `_one` and `_other`).
 */
export type EnglishKeys<K extends string> = K | (K extends `${infer Base}_other` ? `${Base}_one` : never)

/** The key a translation asks for: a plural's forms are asked for by their base (`t('x', { count })`). */
export type BaseKey<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K

/**
 * One area's interface strings; a key the English table lacks, or has beyond the Chinese, fails the type check.
 * Free of side effects, so a browser chunk that imports a module beside the tables drops them.
 */
/*#__NO_SIDE_EFFECTS__*/
export function stringTable<Zh extends Record<string, string>>(
  zh: Zh,
  en: Record<EnglishKeys<keyof Zh & string>, string>,
): { zh: Zh; en: Record<EnglishKeys<keyof Zh & string>, string> } {
  return { zh, en }
}
