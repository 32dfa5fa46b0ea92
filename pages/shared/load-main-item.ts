import { render } from 'vike/abort'
import { ApiValidationError, isMissingItem } from '../../runtime/api'

/** The numeric id of a detail route (`/product/{id}` …); anything else is not a page: 404. */
export function routeId(value: string | undefined): number {
  const id = Number(value)
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(id)) throw render(404)
  return id
}

/**
 * The main item of a detail page. An item the backend does not have (`isMissingItem`), or an answer
 * that breaks its schema (CONTRACT.md: "a page whose main item is unusable answers the not-found
 * page"), is the not-found page with HTTP 404; anything else (outage, timeout) is rethrown: the error page.
 */
export async function loadMainItem<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (isMissingItem(error) || error instanceof ApiValidationError) throw render(404)
    throw error
  }
}
