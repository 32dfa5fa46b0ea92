/**
 * Which form the generic "consult" buttons open (SPEC §7: "The default form id depends on language and on
 * the supplier path (different ids for cn, go1688 and others)").
 *
 * The ids are site configuration, not content: they must name forms the backend serves
 * (`GET /api/internal/form/{id}`). Paths under /go1688 use the supplier form whatever the language; other
 * paths use the form of the site's mark (`Site.mark`), and an unknown mark uses `other`.
 */
export interface DefaultFormConfig {
  byMark: Readonly<Record<string, number>>
  go1688: number
  other: number
}

export const DEFAULT_FORMS: DefaultFormConfig = {
  byMark: { cn: 1, en: 2 },
  go1688: 3,
  other: 2,
}

export function isSupplierPath(pathname: string): boolean {
  return pathname === '/go1688' || pathname.startsWith('/go1688/')
}

export function defaultFormId(
  mark: string | null | undefined,
  pathname: string,
  config: DefaultFormConfig = DEFAULT_FORMS,
): number {
  if (isSupplierPath(pathname)) return config.go1688
  return (mark ? config.byMark[mark] : undefined) ?? config.other
}
