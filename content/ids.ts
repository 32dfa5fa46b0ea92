/**
 * Ids other areas need to know: the demo sites and the default consult forms (SPEC §7: the default form
 * depends on the language and on the go1688 supplier path).
 */
export const SITE_ID = { cn: 1, en: 2 } as const

export const DEFAULT_FORM_ID = {
  cn: 1,
  en: 2,
  /** The go1688 purchasing and supplier area (Chinese). */
  go1688: 3,
} as const
