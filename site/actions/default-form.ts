import type { DefaultFormConfig } from '../settings'

export type { DefaultFormConfig }

/** Whether `pathname` is in the go1688 supplier/purchaser area (`/go1688` and below). */
export function isSupplierPath(pathname: string): boolean {
  return pathname === '/go1688' || pathname.startsWith('/go1688/')
}

/**
 * Which form the generic "consult" buttons open (SPEC §7: "The default form id depends on language and on
 * the supplier path"): the configured forms (`DefaultFormConfig`, DEFAULT_FORM_IDS) for the site's mark
 * and the path.
 */
export function defaultFormId(mark: string | null | undefined, pathname: string, config: DefaultFormConfig): number {
  if (isSupplierPath(pathname)) return config.go1688
  return (mark ? config.byMark[mark] : undefined) ?? config.other
}
