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
  if (isSupplierPath(pathname)) return formOfMark(config.go1688ByMark, mark) ?? config.go1688
  return formOfMark(config.byMark, mark) ?? config.other
}

/** The form listed for `mark`; a mark such as "constructor" is not read off the object's prototype. */
function formOfMark(byMark: Readonly<Record<string, number>>, mark: string | null | undefined): number | undefined {
  return mark && Object.hasOwn(byMark, mark) ? byMark[mark] : undefined
}
