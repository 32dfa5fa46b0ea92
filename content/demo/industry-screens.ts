import type { Lang } from './context'

const kinds = ['dashboard', 'table', 'chart', 'schedule'] as const

/**
 * A UI mock-up of an industry (content/tools/generate-mockups.ts): `industry` is its number within a site
 * (101 manufacturing … 104 logistics), `n` picks one of its four screens.
 */
export function industryScreen(industry: number, n: number, lang: Lang): string {
  return `industry-${((((industry - 101) % 4) + 4) % 4) + 1}-${kinds[n % kinds.length]}-${lang}.svg`
}
