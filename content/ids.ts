/**
 * Ids other areas need to know: the demo sites and the default consult forms (SPEC §7: the default form
 * depends on the language and on the go1688 supplier path).
 */
export const SITE_ID = { cn: 1, en: 2 } as const

/** Each site's consult form, by site mark: one form in Chinese and in English. */
export const DEFAULT_FORM_ID = { cn: 1, en: 2 } as const

/** The go1688 purchasing and supplier area's consult form, by site mark: one form in Chinese and in English. */
export const GO1688_FORM_ID = { cn: 3, en: 4 } as const
